import { describe, expect, it } from 'vitest';
import { excerptLength, markdownToPlainText, postExcerpt } from './excerpt.ts';

describe('markdownToPlainText', () => {
  it('keeps the words and drops the syntax', () => {
    const markdown = [
      '## Packing for **Bwindi**',
      '',
      'Bring [good boots](https://example.com/boots) and _gloves_.',
      '',
      '![A trail](/images/trail.webp)',
      '',
      '- Rain jacket',
      '- `Insect repellent`',
      '> Porters are worth every shilling.',
    ].join('\n');
    expect(markdownToPlainText(markdown)).toBe(
      'Packing for Bwindi Bring good boots and gloves. Rain jacket Insect repellent Porters are worth every shilling.',
    );
  });

  it('drops a whole link address, parentheses in it included, and code in raw HTML', () => {
    const markdown = [
      'Read about [Mountain gorillas](https://en.wikipedia.org/wiki/Mountain_gorilla_(subspecies)) first.',
      '![Trail (wet)](/images/trail_(1).webp "The trail")',
      '<script>window.__xss=1</script><style>p{color:red}</style><!-- note -->',
      'See [the map](/map "Our map").',
    ].join('\n');
    expect(markdownToPlainText(markdown)).toBe('Read about Mountain gorillas first. See the map.');
  });
});

describe('postExcerpt', () => {
  it('uses the post’s own excerpt when it has one', () => {
    expect(postExcerpt({ excerpt: '  Short and sweet. ', content: '# Long' })).toBe(
      'Short and sweet.',
    );
  });

  it('falls back to the first 150 characters of the plain text', () => {
    const content = `# Title\n\n${'Gorillas in the mist. '.repeat(20)}`;
    const excerpt = postExcerpt({ excerpt: null, content });
    expect(excerpt.startsWith('Title Gorillas in the mist.')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(excerptLength + 1);
  });

  it('keeps a short post whole', () => {
    expect(postExcerpt({ excerpt: '', content: 'Just **one** line.' })).toBe('Just one line.');
  });
});
