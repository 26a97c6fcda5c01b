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
