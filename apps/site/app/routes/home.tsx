import { useEffect, type ReactNode } from 'react';
import { useRevalidator, type MetaDescriptor } from 'react-router';
import { defaultStaleTime } from '@tembo/data';
import {
  Carousel,
  DestinationCard,
  EmptyState,
  ImageWithFallback,
  LinkButton,
  PackageCard,
  PostCard,
  TestimonialCard,
} from '@tembo/ui';
import { paths } from '../config/paths.ts';
import { siteConfig } from '../config/site.config.ts';
import { imageSize, responsiveImage } from '../features/format/images.ts';
import { PlaceholderTiles } from '../features/gallery/PlaceholderTiles.tsx';
import * as galleryStyles from '../features/gallery/gallery.css.ts';
import { experiences } from '../features/home/experiences.ts';
import { readHomeAtBuild } from '../features/home/home-data.ts';
import type { HomeData } from '../features/home/home-types.ts';
import * as homeStyles from '../features/home/home.css.ts';
import { CallToAction } from '../features/layout/CallToAction.tsx';
import { siteContact } from '../features/layout/site-contact.ts';
import * as styles from '../features/layout/page.css.ts';
import { travelAgency } from '../features/seo/json-ld.ts';
import { seoMeta, type PageSeo } from '../features/seo/meta.ts';
import type { Route } from './+types/home';

const homeSeo: PageSeo = {
  title: `${siteConfig.name}: gorilla trekking and wildlife safaris in Uganda`,
  fullTitle: true,
  description: siteConfig.description,
  path: paths.home(),
};

/**
 * Unlike the other data pages, the home page renders its loader's data rather than React Query's
 * cache, so its first load needs neither React Query nor postgrest-js (15 KB gzip of a 140 KB
 * budget). It reads through the same query options: the build's loader for the five sections;
 * the clientLoader, which loads the data layer when it runs, on client-side navigations and to
 * refresh build-time data that is stale (docs/architecture.md#prerendering, "Freshness").
 */
export const loader = async () => ({ home: await readHomeAtBuild() });

/**
 * The sections this tab last showed: a read again that fails keeps them rather than replacing them
 * with empty states (home-data.ts).
 */
let shownHome: HomeData | undefined;

export async function clientLoader() {
  const { readHomeInBrowser } = await import('../features/home/home-data.ts');
  return { home: await readHomeInBrowser(shownHome) };
}

/**
 * The TravelAgency carries the contact details admins edit, as the root's build-time loader read
 * them for every page (features/layout/site-contact.ts), also after a client-side navigation.
 */
export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [];
  return seoMeta({ ...homeSeo, jsonLd: [travelAgency(siteContact(matches[0]?.loaderData))] });
}

/**
 * Once the prerendered page is interactive, data older than the cache's freshness (docs/decisions.md#query-cache)
 * is read again, as React Query refetches stale data on mount on the other pages. Offline, the
 * page keeps what it has.
 */
function useFreshHome(fetchedAt: number): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (Date.now() - fetchedAt < defaultStaleTime || !navigator.onLine) return;
    // The clientLoader's answer carries its own, fresh, time: this runs once per stale view.
    void revalidate();
  }, [fetchedAt, revalidate]);
}

function Hero({ hero }: { hero: HomeData['hero'] }) {
  const slides = hero.carousel_images.map((image, index) => {
    const sources = responsiveImage(image.url);
    return (
      <div key={image.url} className={homeStyles.heroSlide}>
        <ImageWithFallback
          src={sources.src}
          srcSet={sources.srcSet}
          sizes="(min-width: 1152px) 1104px, 100vw"
          alt={image.alt}
          {...imageSize}
          // The first slide is the page's largest image: fetched first, never lazily.
          priority={index === 0}
        />
      </div>
    );
  });
  return (
    <section className={`${styles.container} ${homeStyles.hero}`} aria-labelledby="hero-title">
      {slides.length > 0 ? (
        <Carousel label="Safari highlights" slides={slides} interval={4000} />
      ) : null}
      <div className={homeStyles.heroText}>
        <h1 id="hero-title" className={homeStyles.heroTitle}>
          {hero.title}
        </h1>
        <p className={homeStyles.heroSubtitle}>{hero.subtitle}</p>
        <LinkButton href={paths.safaris()} size="lg">
          Explore Our Safaris
        </LinkButton>
      </div>
    </section>
  );
}

function Section({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link?: { label: string; href: string };
  children: ReactNode;
}) {
  return (
    <section className={`${styles.container} ${styles.section}`} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {link ? (
          <LinkButton href={link.href} variant="ghost">
            {link.label}
          </LinkButton>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function FeaturedPackages({ packages }: { packages: HomeData['packages'] }) {
  return (
    <Section
      id="packages"
      title="Safari Packages"
      link={{ label: 'View All Packages', href: paths.safaris() }}
    >
      {packages.length > 0 ? (
        <Carousel
          label="Featured safari packages"
          slidesPerView={3}
          autoPlay={false}
          slides={packages.map((pkg) => (
            <PackageCard
              key={pkg.id}
              title={pkg.title}
              href={paths.safari(pkg.id)}
              image={
                pkg.image_url
                  ? {
                      ...responsiveImage(pkg.image_url),
                      alt: pkg.image_alt ?? pkg.title,
                      ...imageSize,
                    }
                  : null
              }
              duration={pkg.duration}
              priceUsd={pkg.price_usd}
              highlights={pkg.highlights}
            />
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
    <Section id="experiences" title="Unforgettable Experiences">
      <ul className={styles.grid}>
        {experiences.map((experience) => (
          <li key={experience.name}>
            <DestinationCard
              name={experience.name}
              href={experience.href}
              description={experience.description}
              image={{
                ...responsiveImage(experience.image.src),
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
      id="testimonials"
      title="What Our Clients Say"
      link={{ label: 'Read Testimonials', href: paths.testimonials() }}
    >
      {testimonials.length > 0 ? (
        <ul className={styles.grid}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard
                name={testimonial.name}
                rating={testimonial.rating}
                text={testimonial.content}
                country={testimonial.country ?? undefined}
                photoSrc={testimonial.image_url}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="Our travellers' stories will appear here soon." />
      )}
    </Section>
  );
}

function PhotoGallery({ images }: { images: HomeData['gallery'] }) {
  return (
    <Section
      id="gallery"
      title="Photo Gallery"
      link={{ label: 'View All Photos', href: paths.gallery() }}
    >
      {images.length > 0 ? (
        <ul className={galleryStyles.grid}>
          {images.map((image) => {
            const sources = responsiveImage(image.image_url);
            return (
              <li key={image.id}>
                <figure className={galleryStyles.tile}>
                  <ImageWithFallback
                    src={sources.src}
                    srcSet={sources.srcSet}
                    sizes="(min-width: 768px) 33vw, 50vw"
                    alt={image.alt}
                    {...imageSize}
                  />
                  <figcaption className={galleryStyles.caption}>{image.title}</figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      ) : (
        <PlaceholderTiles />
      )}
    </Section>
  );
}

function LatestPosts({ posts }: { posts: HomeData['posts'] }) {
  return (
    <Section
      id="blog"
      title="Latest from Our Blog"
      link={{ label: 'View All Posts', href: paths.blog() }}
    >
      {posts.length > 0 ? (
        <ul className={styles.grid}>
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard
                title={post.title}
                href={paths.blogPost(post.slug)}
                image={
                  post.featured_image
                    ? {
                        ...responsiveImage(post.featured_image),
                        alt: post.featured_image_alt ?? post.title,
                        ...imageSize,
                      }
                    : null
                }
                date={post.created_at}
                excerpt={post.excerpt}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="No blog posts available at the moment." />
      )}
    </Section>
  );
}

/** The home page, in the order of docs/product-rules.md#home-sections. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData;
  useEffect(() => {
    shownHome = home;
  }, [home]);
  useFreshHome(home.fetchedAt);
  return (
    <>
      <Hero hero={home.hero} />
      <FeaturedPackages packages={home.packages} />
      <Experiences />
      <ClientStories testimonials={home.testimonials} />
      <PhotoGallery images={home.gallery} />
      <LatestPosts posts={home.posts} />
      <div className={styles.container}>
        <CallToAction
          title="Ready for your Uganda adventure?"
          text="Tell us when you would like to travel and what you hope to see. We answer every enquiry within one working day."
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
