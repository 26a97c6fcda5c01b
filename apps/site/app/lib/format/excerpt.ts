/** How long an excerpt made from the post itself may be (docs/product-rules.md#limits). */
export const excerptLength = 150;

/**
 * A link's or image's destination in parentheses, which may hold balanced parentheses of its own
 * (`https://en.wikipedia.org/wiki/Mountain_gorilla_(subspecies)`), and an optional title.
 */
const destination = String.raw`\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"]*")?\)`;

/**
 * Markdown reduced to the words a reader sees: no syntax, no images, link text without its
 * URL, code kept as text. Small on purpose; the full parser only loads on the post page.
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n([\s\S]*?)```/g, '$1') // fenced code: keep the code
    .replace(new RegExp(`!\\[[^\\]]*\\]${destination}`, 'g'), '') // images
    .replace(new RegExp(`\\[([^\\]]*)\\]${destination}`, 'g'), '$1') // links: keep the text
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1') // reference links
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, '') // link definitions
    .replace(/<!--[\s\S]*?-->/g, '') // HTML comments
    .replace(/<(script|style|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '') // code, not words
    .replace(/<[^>]+>/g, '') // stray HTML tags (never rendered anyway)
    .replace(/^\s{0,3}#{1,6}\s+/gm, '') // headings
    .replace(/^\s{0,3}>\s?/gm, '') // blockquotes
    .replace(/^\s*([-*+]|\d+[.)])\s+/gm, '') // list markers
    .replace(/^\s*([-*_]\s*){3,}$/gm, '') // horizontal rules
    .replace(/(\*\*|__)(.+?)\1/g, '$2') // bold
    .replace(/(\*|_)(.+?)\1/g, '$2') // italics
    .replace(/~~(.+?)~~/g, '$1') // strikethrough
    .replace(/`([^`]+)`/g, '$1') // inline code
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The post's excerpt, or the first 150 characters of its plain text when it has none (cut at
 * 150 exactly, with an ellipsis when the text goes on).
 */
export function postExcerpt(post: { excerpt?: string | null; content: string }): string {
  const own = post.excerpt?.trim();
  if (own) return own;
  const plain = markdownToPlainText(post.content);
  return plain.length > excerptLength ? `${plain.slice(0, excerptLength).trimEnd()}…` : plain;
}
