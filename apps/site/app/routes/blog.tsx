import { postsQueryOptions, usePostsQuery, type PostsData } from '@tembo/data';
import { EmptyState } from '@tembo/ui';
import { paths } from '../config/paths.ts';
import { pagesConfig } from '../config/pages.config.ts';
import { postExcerpt } from '../lib/format/excerpt.ts';
import { publicClient } from '../lib/data/clients.ts';
import { loadAtBuild, loadInBrowser, prefetchList } from '../lib/data/route-data.ts';
import { PostCards } from '../lib/layout/cards.tsx';
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
    description: pagesConfig.blog.description,
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
    <PostCards
      rows={data}
      // The list reads the start of each post only (content_preview), which the excerpt needs.
      excerptOf={(post) => postExcerpt({ excerpt: post.excerpt, content: post.content_preview })}
      headingLevel={2}
      priorityFirst
    />
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <BuildData state={loaderData.dehydratedState}>
      <PageHeader title="Safari Blog" lead={pagesConfig.blog.lead} />
      <div className={styles.container}>
        <PostsList />
      </div>
    </BuildData>
  );
}
