import type { ReactNode } from 'react';
import {
  Carousel,
  DestinationCard,
  EmptyState,
  ImageWithFallback,
  LinkButton,
  PackageCard,
} from '@tembo/ui';
import { paths } from '../../config/paths.ts';
import { siteConfig } from '../../config/site.config.ts';
import { imageSize, responsiveImage } from '../../lib/format/images.ts';
import { focalPoint } from '../../lib/format/record-image.ts';
import { CallToAction } from '../../lib/layout/CallToAction.tsx';
import { packageCardProps, PostCards, TestimonialCards } from '../../lib/layout/cards.tsx';
import { Section } from '../../lib/layout/Section.tsx';
import * as styles from '../../lib/layout/page.css.ts';
import { experiences } from './experiences.ts';
import { heroTextSide } from './hero-layout.ts';
import type { HomeData } from './home-types.ts';
import * as homeStyles from './home.css.ts';

function Hero({ hero }: { hero: HomeData['hero'] }) {
  const images = hero.carousel_images.map((image) => ({
    ...image,
    focal: focalPoint(image.focal_x, image.focal_y),
  }));
  const side = images.length > 0 ? heroTextSide(images.map((image) => image.focal)) : 'below';
  const slides = images.map((image, index) => (
    <ImageWithFallback
      key={image.url}
      {...responsiveImage(image.url, 'fullBleed')}
      alt={image.alt}
      {...imageSize}
      aspectRatio={homeStyles.pictureAspectRatio}
      focalPoint={image.focal}
      // The first slide is the page's largest image: fetched first, never lazily.
      priority={index === 0}
    />
  ));
  return (
    <section className={homeStyles.hero} data-text={side} aria-labelledby="hero-title">
      {slides.length > 0 ? (
        <Carousel label="Safari highlights" slides={slides} interval={4000} bleed />
      ) : null}
      <div className={homeStyles.heroOverlay}>
        <div className={homeStyles.heroColumn}>
          <div className={homeStyles.heroText}>
            <h1 id="hero-title" className={homeStyles.heroTitle}>
              {hero.title}
            </h1>
            <p className={homeStyles.heroSubtitle}>{hero.subtitle}</p>
            <LinkButton href={paths.packages()} size="lg">
              Explore Our Safaris
            </LinkButton>
          </div>
        </div>
      </div>
    </section>
  );
}

function FeaturedPackages({ packages }: { packages: HomeData['packages'] }) {
  return (
    <Section
      contained
      id="packages"
      title="Safari Packages"
      link={{ label: 'View All Packages', href: paths.packages() }}
    >
      {packages.length > 0 ? (
        <Carousel
          label="Featured safari packages"
          slidesPerView={3}
          autoPlay={false}
          slides={packages.map((pkg) => (
            <PackageCard key={pkg.id} {...packageCardProps(pkg)} />
          ))}
        />
      ) : (
        <EmptyState title="Our safari packages will be listed here soon." />
      )}
    </Section>
  );
}

function Experiences() {
  return (
    <Section id="experiences" title="Unforgettable Experiences" contained>
      <ul className={styles.grid}>
        {experiences.map((experience) => (
          <li key={experience.name}>
            <DestinationCard
              name={experience.name}
              href={experience.href}
              description={experience.description}
              image={{
                ...responsiveImage(experience.image.src, 'card'),
                alt: experience.image.alt,
                ...imageSize,
              }}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ClientStories({ testimonials }: { testimonials: HomeData['testimonials'] }) {
  return (
    <Section
      contained
      id="testimonials"
      title="What Our Clients Say"
      link={{ label: 'Read Testimonials', href: paths.testimonials() }}
    >
      {testimonials.length > 0 ? (
        <TestimonialCards rows={testimonials} />
      ) : (
        <EmptyState title="Our travellers' stories will appear here soon." />
      )}
    </Section>
  );
}

function LatestPosts({ posts }: { posts: HomeData['posts'] }) {
  return (
    <Section
      contained
      id="blog"
      title="Latest from Our Blog"
      link={{ label: 'View All Posts', href: paths.blog() }}
    >
      {posts.length > 0 ? (
        <PostCards rows={posts} excerptOf={(post) => post.excerpt} />
      ) : (
        <EmptyState title="No blog posts available at the moment." />
      )}
    </Section>
  );
}
/**
 * The home page's sections, in the order of docs/product-rules.md#home-sections. The gallery's
 * preview belongs to the gallery feature, so the route composes it in (`gallery`).
 */
export function HomePage({ home, gallery }: { home: HomeData; gallery: ReactNode }) {
  return (
    <>
      <Hero hero={home.hero} />
      <FeaturedPackages packages={home.packages} />
      <Experiences />
      <ClientStories testimonials={home.testimonials} />
      <Section
        contained
        id="gallery"
        title="Photo Gallery"
        link={{ label: 'View All Photos', href: paths.gallery() }}
      >
        {gallery}
      </Section>
      <LatestPosts posts={home.posts} />
      <div className={styles.container}>
        <CallToAction
          title={siteConfig.home.callToAction}
          text={`Tell us when you would like to travel and what you hope to see. We answer every enquiry within ${siteConfig.enquiryReply.within}.`}
        >
          <LinkButton href={paths.contact()}>Contact Us</LinkButton>
          <LinkButton href={paths.testimonials()} variant="soft">
            Read Testimonials
          </LinkButton>
        </CallToAction>
      </div>
    </>
  );
}
