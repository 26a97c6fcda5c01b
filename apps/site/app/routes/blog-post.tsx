import { postDetailQueryOptions, usePostDetailQuery, type PostDetailData } from '@tembo/data';
import { paths } from '../config/paths.ts';
import { postExcerpt } from '../lib/format/excerpt.ts';
import { PostArticle } from '../features/blog/PostArticle.tsx';
import { publicClient } from '../lib/data/clients.ts';
import { fetchOrNotFound, loadAtBuild, loadInBrowser } from '../lib/data/route-data.ts';
import { loadMarkdown } from '../lib/markdown/PostBody.tsx';
import { blogPosting, breadcrumbList } from '../lib/seo/json-ld.ts';
import { seoMeta, type PageSeo } from '../lib/seo/meta.ts';
import type { Route } from './+types/blog-post';
import { BuildData } from '../lib/data/BuildData.tsx';

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
  return <PostArticle post={post} />;
}

/** /blog/{slug}: the post, its markdown rendered without raw HTML (PostBody). */
export default function BlogPost({ loaderData, params }: Route.ComponentProps) {
  return (
    <BuildData state={loaderData.dehydratedState}>
      <Post slug={params.slug} />
    </BuildData>
  );
}
