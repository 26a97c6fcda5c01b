import { HydrationBoundary } from '@tanstack/react-query';
import { Link } from 'react-router';
import { postDetailQueryOptions, usePostDetailQuery, type PostDetailData } from '@tembo/data';
import { LinkButton } from '@tembo/ui';
import { paths } from '../config/paths.ts';
import { postExcerpt } from '../features/blog/excerpt.ts';
import { publicClient } from '../lib/data/clients.ts';
import { fetchOrNotFound, loadAtBuild, loadInBrowser } from '../lib/data/route-data.ts';
import { formatDate } from '../lib/format/format.ts';
import { altText, focalPoint } from '../lib/format/record-image.ts';
import { loadMarkdown, PostBody } from '../lib/markdown/PostBody.tsx';
import { CallToAction } from '../lib/layout/CallToAction.tsx';
import { PageImage } from '../lib/layout/PageImage.tsx';
import { PageHeader } from '../lib/layout/PageHeader.tsx';
import * as styles from '../lib/layout/page.css.ts';
import { blogPosting, breadcrumbList } from '../lib/seo/json-ld.ts';
import { seoMeta, type PageSeo } from '../lib/seo/meta.ts';
import type { Route } from './+types/blog-post';

const detail = (slug: string) => postDetailQueryOptions(publicClient(), { slug });

function seo(post: PostDetailData): PageSeo {
  const path = paths.blogPost(post.slug);
  const description = postExcerpt(post);
  return {
    title: post.title,
    description,
    path,
    type: 'article',
    publishedTime: post.created_at,
    modifiedTime: post.updated_at,
    image: post.featured_image
      ? { src: post.featured_image, alt: post.featured_image_alt ?? post.title }
      : null,
    jsonLd: [
      blogPosting({
        title: post.title,
        description,
        path,
        image: post.featured_image,
        publishedAt: post.created_at,
        modifiedAt: post.updated_at,
      }),
      breadcrumbList([
        { name: 'Home', path: paths.home() },
        { name: 'Blog', path: paths.blog() },
        { name: post.title, path },
      ]),
    ],
  };
}

export const loader = ({ params }: Route.LoaderArgs) =>
  loadAtBuild(async (queryClient) => seo(await queryClient.fetchQuery(detail(params.slug))));

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    loadInBrowser(async (queryClient) =>
      seo(await fetchOrNotFound(queryClient, detail(params.slug))),
    ),
    // The renderer loads with the post; if it cannot, PostBody tries again and its error shows.
    loadMarkdown().catch(() => undefined),
  ]);
  return data;
}

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seoMeta(loaderData.seo) : []);

function Post({ slug }: { slug: string }) {
  const { data: post } = usePostDetailQuery({ slug });
  if (!post) return null;
  return (
    <article className={styles.reading}>
      <PageHeader
        eyebrow={
          <Link className={`${styles.link} ${styles.backLink}`} to={paths.blog()}>
            All posts
          </Link>
        }
        title={post.title}
      >
        <p className={styles.facts}>
          <time dateTime={post.created_at}>{formatDate(post.created_at)}</time>
        </p>
      </PageHeader>
      <div className={styles.container}>
        <PageImage
          url={post.featured_image}
          alt={altText(post.featured_image_alt, post.featured_image_decorative, post.title)}
          focalPoint={focalPoint(post.featured_image_focal_x, post.featured_image_focal_y)}
        />
        <PostBody>{post.content}</PostBody>
        <CallToAction
          title="See it for yourself"
          text="Our guides can take you there. Browse our safaris or ask us anything."
        >
          <LinkButton href={paths.packages()}>View All Packages</LinkButton>
          <LinkButton href={paths.contact()} variant="soft">
            Contact Us
          </LinkButton>
        </CallToAction>
      </div>
    </article>
  );
}

/** /blog/{slug}: the post, its markdown rendered without raw HTML (PostBody). */
export default function BlogPost({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Post slug={params.slug} />
    </HydrationBoundary>
  );
}
