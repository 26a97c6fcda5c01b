import MarkdownToJsx, { RuleType, type MarkdownToJSX } from 'markdown-to-jsx';
import { Fragment, type ComponentProps } from 'react';
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

function ExternalAwareLink({ href, children, ...props }: ComponentProps<'a'>) {
  return isExternal(href) ? (
    <a {...props} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={pageStyles.visuallyHidden}> (opens in a new tab)</span>
    </a>
  ) : (
    <a {...props} href={href}>
      {children}
    </a>
  );
}

function LazyImage({ alt, ...props }: ComponentProps<'img'>) {
  return <img {...props} alt={alt ?? ''} loading="lazy" decoding="async" />;
}

/** A heading without the id markdown-to-jsx derives from its text (it could repeat the page's). */
function heading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function Heading({ id: _id, ...props }: ComponentProps<typeof Tag>) {
    return <Tag {...props} />;
  };
}

const options: MarkdownToJSX.Options = {
  // A post's title is the page's <h1>: a post's own "# Heading" becomes an <h2>. The other levels
  // stay as written, so "## Section" under the title is an <h2> too and no level is skipped
  // (shifting every level made "##" an <h3> straight after the <h1>: Lighthouse heading-order).
  overrides: {
    h1: heading('h2'),
    h2: heading('h2'),
    h3: heading('h3'),
    h4: heading('h4'),
    h5: heading('h5'),
    h6: heading('h6'),
    a: ExternalAwareLink,
    img: LazyImage,
  },
  // Raw HTML never becomes an element: a tag's text content stays (as with "<b>word</b>"), its
  // attributes (onerror=…, style=…) and script or style contents go.
  renderRule(next, node, renderChildren, state) {
    if (node.type === RuleType.htmlSelfClosing || node.type === RuleType.htmlComment) return null;
    if (node.type === RuleType.htmlBlock) {
      return node.noInnerParse || !node.children ? null : renderChildren(node.children, state);
    }
    // GitHub's task-list "[x]" stays text, as in CommonMark: it also caught the link text of
    // "[x](…)" at the start of a line, and made an unlabeled checkbox.
    if (node.type === RuleType.gfmTask) return node.completed ? '[x] ' : '[ ] ';
    return next();
  },
  forceBlock: true,
  // The prose <div> below is the only wrapper.
  wrapper: Fragment,
};

/**
 * Renders a blog post's markdown (DECISIONS.md) with markdown-to-jsx (7 KB gzip where
 * react-markdown took 34 KB of the post page): raw HTML in the text never becomes an element, and
 * the library's URL sanitizer removes `javascript:` and other unsafe links, so no script can get
 * in through a post. Used by the public post page and the admin preview alike, so the preview
 * shows exactly what visitors will see.
 */
export function Markdown({ children }: MarkdownProps) {
  return (
    <div className={styles.prose}>
      <MarkdownToJsx options={options}>{children}</MarkdownToJsx>
    </div>
  );
}
