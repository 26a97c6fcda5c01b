/** Readable long-form text for rendered markdown: rhythm, headings, lists, quotes, images. */
import { globalStyle, style } from '@vanilla-extract/css';
import { brand, radix } from '@tembo/ui/tokens';

export const prose = style({
  maxWidth: '44rem',
  fontSize: radix.font.size4,
  lineHeight: 1.7,
  color: brand.color.text,
  overflowWrap: 'break-word',
});

globalStyle(`${prose} > * + *`, { marginTop: radix.space[4] });
globalStyle(`${prose} > :first-child`, { marginTop: 0 });

globalStyle(`${prose} :is(h2, h3, h4, h5)`, {
  marginBottom: 0,
  lineHeight: 1.3,
  fontWeight: radix.font.weightBold,
});
globalStyle(`${prose} > :is(h2, h3, h4, h5)`, { marginTop: radix.space[6] });
globalStyle(`${prose} h2`, { fontSize: radix.font.size6 });
globalStyle(`${prose} h3`, { fontSize: radix.font.size5 });
globalStyle(`${prose} :is(h4, h5)`, { fontSize: radix.font.size4 });

globalStyle(`${prose} :is(p, ul, ol, blockquote, pre)`, { marginBottom: 0 });
globalStyle(`${prose} :is(ul, ol)`, { paddingInlineStart: radix.space[5] });

globalStyle(`${prose} a`, {
  color: brand.color.textAccent,
  textDecorationThickness: '1px',
  textUnderlineOffset: '2px',
});
globalStyle(`${prose} a:hover`, { color: brand.color.textAccentHover });
globalStyle(`${prose} a:focus-visible`, {
  outline: `2px solid ${brand.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle(`${prose} blockquote`, {
  marginInline: 0,
  paddingInlineStart: radix.space[4],
  borderInlineStart: `3px solid ${brand.color.border}`,
  color: brand.color.textMuted,
});

globalStyle(`${prose} code`, {
  paddingInline: '0.25em',
  borderRadius: radix.radius[1],
  backgroundColor: brand.color.surfaceMuted,
  fontSize: '0.9em',
});

globalStyle(`${prose} pre`, {
  padding: radix.space[3],
  overflowX: 'auto',
  borderRadius: radix.radius[2],
  backgroundColor: brand.color.surfaceMuted,
});

globalStyle(`${prose} img`, {
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: radix.radius[3],
});

globalStyle(`${prose} hr`, { border: 'none', borderTop: `1px solid ${brand.color.border}` });
