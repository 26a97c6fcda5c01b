import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';
import { sharedHover } from './hover.ts';
import { sharedFocusRing } from './styles.css.ts';

/**
 * One look for every button and button-like link in the system: react-aria's Button and plain
 * `<a>`/`<button>` elements alike (hover and focus through the shared rules).
 */
export const button = recipe({
  base: [
    sharedFocusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: radix.space[2],
      border: '1px solid transparent',
      borderRadius: radix.radius[3],
      fontFamily: 'inherit',
      fontWeight: radix.font.weightMedium,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      userSelect: 'none',
      transition: 'background-color 120ms, color 120ms, border-color 120ms',
      selectors: {
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      },
    },
  ],
  variants: {
    variant: {
      solid: [
        {
          backgroundColor: brand.color.solid,
          color: brand.color.onSolid,
        },
        sharedHover({ backgroundColor: brand.color.solidHover }),
      ],
      soft: [
        {
          backgroundColor: brand.color.accentSurface,
          color: brand.color.onAccentSurface,
        },
        sharedHover({ backgroundColor: brand.color.accentSurfaceHover }),
      ],
      outline: [
        {
          backgroundColor: 'transparent',
          borderColor: brand.color.borderControl,
          color: brand.color.text,
        },
        sharedHover({ backgroundColor: brand.color.surfaceMuted }),
      ],
      ghost: [
        {
          backgroundColor: 'transparent',
          color: brand.color.text,
        },
        sharedHover({ backgroundColor: brand.color.surfaceMuted }),
      ],
      // Looks like a link in running text: the accent colour and an underline, always, not only
      // on hover (WCAG 1.4.1: colour alone does not mark a link).
      link: [
        {
          backgroundColor: 'transparent',
          color: brand.color.textAccent,
          textDecoration: 'underline',
          textDecorationThickness: '1px',
          textUnderlineOffset: '0.2em',
        },
        sharedHover({ color: brand.color.textAccentHover, textDecorationThickness: '2px' }),
      ],
    },
    size: {
      sm: {
        minHeight: radix.space[6],
        paddingInline: radix.space[3],
        fontSize: radix.font.size2,
      },
      md: {
        minHeight: radix.space[7],
        paddingInline: radix.space[4],
        fontSize: radix.font.size3,
      },
      lg: {
        minHeight: radix.space[8],
        paddingInline: radix.space[5],
        fontSize: radix.font.size4,
      },
    },
    iconOnly: {
      true: { paddingInline: 0, aspectRatio: '1' },
      false: {},
    },
  },
  compoundVariants: [
    // A link's text lines up with the text around it; its height still makes the tap target.
    { variants: { variant: 'link', iconOnly: false }, style: { paddingInline: 0 } },
  ],
  defaultVariants: { variant: 'solid', size: 'md', iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
