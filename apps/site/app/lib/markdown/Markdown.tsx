import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { responsiveImage } from '../format/images.ts';
import * as styles from './markdown.css.ts';
import * as pageStyles from '../layout/page.css.ts';

export interface MarkdownProps {
  /** The post's markdown, as stored in blog_posts.content. */
  children: string;
}

/** Whether a link leaves the site (it then opens in a new tab). */
function isExternal(href: string | undefined): boolean {
  return !!href && /^https?:\/\//i.test(href);
}

// A post's title is the page's <h1>: a post's own "# Heading" becomes an <h2>. The other levels
// stay as written, so "## Section" under the title is an <h2> too and no level is skipped
// (shifting every level made "##" an <h3> straight after the <h1>: Lighthouse heading-order).
const components: Components = {
  h1: ({ node: _node, children, ...props }) => <h2 {...props}>{children}</h2>,
  a: ({ node: _node, href, children, ...props }) =>
    isExternal(href) ? (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className={pageStyles.visuallyHidden}> (opens in a new tab)</span>
      </a>
    ) : (
      <a {...props} href={href}>
        {children}
      </a>
    ),
  img: ({ node: _node, alt, src, ...props }) => (
    <ContentImage {...props} src={src} alt={alt ?? ''} />
  ),
};

/** A picture in the text: the build's variants of a stored image (docs/architecture.md#images). */
function ContentImage({ src, alt, ...props }: ComponentProps<'img'>) {
  const image = typeof src === 'string' ? responsiveImage(src, 'content') : undefined;
  const img = (
    <img
      {...props}
      src={image?.src ?? src}
      srcSet={image?.srcSet}
      sizes={image?.sizes}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
  if (!image?.sources) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={image.sizes} />
      ))}
      {img}
    </picture>
  );
}

/**
 * Renders a blog post's markdown (docs/decisions.md#blog-content): raw HTML in the text is dropped, never
 * rendered, and react-markdown's URL filter removes `javascript:` and other unsafe links, so no
 * script can get in through a post. Used by the public post page and the admin preview alike, so
 * the preview shows exactly what visitors will see.
 */
export function Markdown({ children }: MarkdownProps) {
  return (
    <div className={styles.prose} data-markdown="">
      <ReactMarkdown skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
