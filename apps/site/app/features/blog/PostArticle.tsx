import { Link } from 'react-router';
import type { PostDetailData } from '@tembo/data';
import { LinkButton } from '@tembo/ui';
import { paths } from '../../config/paths.ts';
import { formatDate } from '../../lib/format/format.ts';
import { altText, focalPoint } from '../../lib/format/record-image.ts';
import { CallToAction } from '../../lib/layout/CallToAction.tsx';
import { PageImage } from '../../lib/layout/PageImage.tsx';
import { PageHeader } from '../../lib/layout/PageHeader.tsx';
import { PostBody } from '../../lib/markdown/PostBody.tsx';
import * as styles from '../../lib/layout/page.css.ts';

export interface PostArticleProps {
  /** The post as the public read returns it (or, in the admin's preview, as the form holds it). */
  post: PostDetailData;
}

/**
 * A blog post's page: its date, featured picture, the markdown rendered without raw HTML
 * (PostBody) and the way on to the safaris.
 * /blog/{slug} renders it from the public read; the admin's preview from the unsaved form
 * (docs/decisions.md#editor-preview).
 */
export function PostArticle({ post }: PostArticleProps) {
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
