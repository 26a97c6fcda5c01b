import { postsQueryOptions, usePostsQuery, type PostsData } from '@tembo/data';
import { EmptyState, PostCard } from '@tembo/ui';
import { paths } from '../config/paths.ts';
import { postExcerpt } from '../features/blog/excerpt.ts';
import { publicClient } from '../lib/data/clients.ts';
import { loadAtBuild, loadInBrowser, prefetchList } from '../lib/data/route-data.ts';
import { formatDate } from '../lib/format/format.ts';
import { imageSize, responsiveImage } from '../lib/format/images.ts';
import { altText, focalPoint } from '../lib/format/record-image.ts';
import { PageHeader } from '../lib/layout/PageHeader.tsx';
import * as styles from '../lib/layout/page.css.ts';
import { breadcrumbList, itemList } from '../lib/seo/json-ld.ts';
import { seoMeta, type PageSeo } from '../lib/seo/meta.ts';
import type { Route } from './+types/blog';
import { BuildData } from '../lib/data/BuildData.tsx';

/** docs/product-rules.md#error-texts, word for word. */
export const blogMessages = {
  failed: 'Unable to load blog posts at this time.',
  empty: 'No blog posts available at the moment.',
} as const;

const posts = () => postsQueryOptions(publicClient());

function seo(list: PostsData | undefined): PageSeo {
  return {
    title: 'Safari Blog',
    description:
      'Stories and advice from our guides: gorilla trekking tips, what to pack, the best time to visit Uganda and news from the parks.',
    path: paths.blog(),
    jsonLd: [
      breadcrumbList([
        { name: 'Home', path: paths.home() },
        { name: 'Blog', path: paths.blog() },
      ]),
      itemList(
        'Safari Blog',
        (list ?? []).map((post) => ({ name: post.title, path: paths.blogPost(post.slug) })),
      ),
    ],
  };
}

export const loader = () =>
  loadAtBuild(async (queryClient) => seo(await queryClient.fetchQuery(posts())));

export const clientLoader = () =>
  loadInBrowser(async (queryClient) => seo(await prefetchList(queryClient, posts())));

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seoMeta(loaderData.seo) : []);

function PostsList() {
  const { data, isError } = usePostsQuery();
  if (isError && !data) return <EmptyState title={blogMessages.failed} announce="alert" />;
  if (!data || data.length === 0) return <EmptyState title={blogMessages.empty} />;
  return (
    <ul className={styles.grid}>
      {data.map((post, index) => (
        <li key={post.id}>
          <PostCard
            title={post.title}
            href={paths.blogPost(post.slug)}
            image={
              post.featured_image
                ? {
                    ...responsiveImage(post.featured_image, 'card'),
                    alt: altText(
                      post.featured_image_alt,
                      post.featured_image_decorative,
                      post.title,
                    ),
                    focalPoint: focalPoint(
                      post.featured_image_focal_x,
                      post.featured_image_focal_y,
                    ),
                    ...imageSize,
                    // The first card is the largest picture on a phone.
                    priority: index === 0,
                  }
                : null
            }
            date={post.created_at}
            dateText={formatDate(post.created_at)}
            // The list reads the start of each post only (content_preview), which the excerpt needs.
            excerpt={postExcerpt({ excerpt: post.excerpt, content: post.content_preview })}
            headingLevel={2}
          />
        </li>
      ))}
    </ul>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <BuildData state={loaderData.dehydratedState}>
      <PageHeader
        title="Safari Blog"
        lead="Stories and practical advice from our guides: what to pack, when to go and what it is really like to meet a gorilla family."
      />
      <div className={styles.container}>
        <PostsList />
      </div>
    </BuildData>
  );
}
