import { lazy, Suspense, useState, type ComponentType } from 'react';
import { isHydrating } from '../hydration/use-hydrated.ts';
import type { MarkdownProps } from './Markdown.tsx';
import * as styles from './markdown.css.ts';

let loaded: ComponentType<MarkdownProps> | undefined;

/**
 * Loads the Markdown renderer (react-markdown and its parsers, about 34 KB gzip). The post page's
 * clientLoader calls it, so a client-side navigation renders the post without a loading state.
 */
export function loadMarkdown(): Promise<ComponentType<MarkdownProps>> {
  return import('./Markdown.tsx').then((module) => (loaded = module.Markdown));
}

const LazyMarkdown = lazy(() => loadMarkdown().then((Markdown) => ({ default: Markdown })));

/** The post's markdown and the HTML the build rendered from it. */
interface Prerendered {
  markdown: string;
  html: string;
}

/**
 * While the page hydrates, the document still holds the post as the build rendered it (with
 * react-markdown, so without raw HTML); anywhere else there is nothing to reuse.
 */
function readPrerendered(markdown: string): Prerendered | null {
  if (!isHydrating()) return null;
  const element = document.querySelector('[data-markdown]');
  return element ? { markdown, html: element.innerHTML } : null;
}

/**
 * A blog post's text. A prerendered post hydrates from its own HTML, so react-markdown loads only
 * when the text changes after the build (the background refetch of an edited post) or on a
 * client-side navigation. The build and other navigations render with {@link Markdown}.
 */
export function PostBody({ children }: MarkdownProps) {
  const [prerendered] = useState(() => readPrerendered(children));
  // Both branches keep one Suspense boundary where the build rendered one, so hydration matches.
  const html = prerendered && (
    <div
      className={styles.prose}
      data-markdown=""
      dangerouslySetInnerHTML={{ __html: prerendered.html }}
    />
  );
  if (prerendered?.markdown === children) return <Suspense>{html}</Suspense>;
  const Markdown = loaded ?? LazyMarkdown;
  return (
    <Suspense fallback={html}>
      <Markdown>{children}</Markdown>
    </Suspense>
  );
}
