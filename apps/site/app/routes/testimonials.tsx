import { testimonialsQueryOptions, useTestimonialsQuery } from '@tembo/data';
import { EmptyState, LinkButton } from '@tembo/ui';
import { paths } from '../config/paths.ts';
import { pagesConfig } from '../config/pages.config.ts';
import { publicClient } from '../lib/data/clients.ts';
import { loadAtBuild, loadInBrowser, prefetchList } from '../lib/data/route-data.ts';
import { CallToAction } from '../lib/layout/CallToAction.tsx';
import { TestimonialCards } from '../lib/layout/cards.tsx';
import { PageHeader } from '../lib/layout/PageHeader.tsx';
import * as styles from '../lib/layout/page.css.ts';
import { breadcrumbList } from '../lib/seo/json-ld.ts';
import { seoMeta, type PageSeo } from '../lib/seo/meta.ts';
import type { Route } from './+types/testimonials';
import { BuildData } from '../lib/data/BuildData.tsx';

/** docs/product-rules.md#error-texts, word for word. */
export const testimonialsLoadError = 'Failed to load testimonials. Please try refreshing the page.';

const testimonials = () => testimonialsQueryOptions(publicClient());

const seo: PageSeo = {
  title: 'What Our Clients Say',
  description: pagesConfig.testimonials.description,
  path: paths.testimonials(),
  jsonLd: [
    breadcrumbList([
      { name: 'Home', path: paths.home() },
      { name: 'Testimonials', path: paths.testimonials() },
    ]),
  ],
};

export const loader = () =>
  loadAtBuild(async (queryClient) => {
    await queryClient.fetchQuery(testimonials());
    return seo;
  });

export const clientLoader = () =>
  loadInBrowser(async (queryClient) => {
    await prefetchList(queryClient, testimonials());
    return seo;
  });

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seoMeta(loaderData.seo) : []);

function TestimonialsList() {
  const { data, isError } = useTestimonialsQuery();
  if (isError && !data) return <EmptyState title={testimonialsLoadError} announce="alert" />;
  if (!data || data.length === 0) {
    return (
      <EmptyState
        title="No testimonials yet."
        description="Travelled with us? Be the first to share your experience."
        action={<LinkButton href={paths.submitTestimonial()}>Share Your Experience</LinkButton>}
      />
    );
  }
  return <TestimonialCards rows={data} />;
}

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  return (
    <BuildData state={loaderData.dehydratedState}>
      <PageHeader
        title="What Our Clients Say"
        lead="Every review here comes from a traveller who went on safari with us, in their own words."
      />
      <div className={styles.container}>
        <TestimonialsList />
        <CallToAction
          title="Travelled with us?"
          text="We would love to hear how it went. Your review appears here once our team has read it."
        >
          <LinkButton href={paths.submitTestimonial()}>Share Your Experience</LinkButton>
        </CallToAction>
      </div>
    </BuildData>
  );
}
