import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { blend, formatHex, parse, wcagContrast, type Color } from 'culori';
import { expect, within } from 'storybook/test';
import { brand } from '../tokens/brand.css.ts';
import { mediaQuery } from '../tokens/breakpoints.ts';
import { radix } from '../tokens/radix.css.ts';
import {
  drawerDismiss,
  lightboxSwipe,
  overlayMotion,
  toastSwipeThresholdPx,
} from '../components/private/Overlay/motion.ts';
import { themeRootAttributes } from '../theme/UiProvider.tsx';
import * as styles from './Tokens.css.ts';

type ColourName = keyof typeof brand.color;
type Appearance = 'light' | 'dark';
const colourNames = Object.keys(brand.color) as ColourName[];

/** `var(--tembo-color-text)` → `--tembo-color-text`. */
const variableOf = (reference: string) => /var\((--[^),\s]+)/.exec(reference)?.[1] ?? reference;

/** A text or graphic role on a background role, with the WCAG minimum it must meet. */
interface Pair {
  foreground: ColourName;
  background: ColourName;
  /** 4.5 for text (WCAG 1.4.3), 3 for control borders, the focus ring and stars (1.4.11). */
  minimum: 4.5 | 3;
}

const pairs: Pair[] = [
  { foreground: 'text', background: 'background', minimum: 4.5 },
  { foreground: 'text', background: 'surface', minimum: 4.5 },
  { foreground: 'textMuted', background: 'background', minimum: 4.5 },
  { foreground: 'textMuted', background: 'surface', minimum: 4.5 },
  { foreground: 'textAccent', background: 'background', minimum: 4.5 },
  { foreground: 'textAccent', background: 'surface', minimum: 4.5 },
  { foreground: 'onSolid', background: 'solid', minimum: 4.5 },
  { foreground: 'onAccentSurface', background: 'accentSurface', minimum: 4.5 },
  { foreground: 'danger', background: 'background', minimum: 4.5 },
  { foreground: 'danger', background: 'dangerSurface', minimum: 4.5 },
  { foreground: 'borderControl', background: 'background', minimum: 3 },
  { foreground: 'star', background: 'background', minimum: 3 },
  { foreground: 'focusRing', background: 'background', minimum: 3 },
];

/** A colour as seen: one with transparency composited over what is under it. */
function opaque(colour: Color, under: Color): Color {
  return (colour.alpha ?? 1) < 1 ? blend([under, colour], 'normal') : colour;
}

function parsed(value: string, what: string): Color {
  const colour = parse(value);
  if (!colour) throw new Error(`${what}: cannot read the colour '${value}'`);
  return colour;
}

/** The resolved value of a CSS variable on an element, e.g. `#21201c` or `color(display-p3 …)`. */
const resolve = (root: HTMLElement, reference: string) =>
  getComputedStyle(root).getPropertyValue(variableOf(reference)).trim();

/**
 * One theme's own Radix token scope (the attributes UiProvider renders, with the appearance
 * class), so light and dark show side by side whatever the page's theme. `children` reads the
 * resolved values from the scope once it is in the page.
 */
function ThemePanel({
  appearance,
  children,
}: {
  appearance: Appearance;
  children: (root: HTMLElement) => ReactNode;
}) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const title = appearance === 'light' ? 'Light' : 'Dark';
  return (
    <section
      {...themeRootAttributes}
      ref={setRoot}
      className={`${themeRootAttributes.className} ${appearance} ${styles.panel}`}
      aria-label={title}
      data-testid={`panel-${appearance}`}
    >
      <h3 className={styles.heading}>{title}</h3>
      {root ? children(root) : null}
    </section>
  );
}

function BothThemes({ children }: { children: (root: HTMLElement) => ReactNode }) {
  return (
    <div className={styles.themes}>
      <ThemePanel appearance="light">{children}</ThemePanel>
      <ThemePanel appearance="dark">{children}</ThemePanel>
    </div>
  );
}

function ColourTable({ root }: { root: HTMLElement }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.muted}>Every brand.color token</caption>
        <thead>
          <tr>
            <th className={styles.cell} scope="col">
              Token
            </th>
            <th className={styles.cell} scope="col">
              Colour
            </th>
            <th className={styles.cell} scope="col">
              Resolved value
            </th>
          </tr>
        </thead>
        <tbody>
          {colourNames.map((name) => (
            <tr key={name}>
              <th className={styles.cell} scope="row">
                <code className={styles.code}>brand.color.{name}</code>
                <div className={styles.muted}>
                  <code className={styles.code}>{variableOf(brand.color[name])}</code>
                </div>
              </th>
              <td className={styles.cell}>
                <span
                  className={styles.swatch}
                  style={{ backgroundColor: brand.color[name] }}
                  aria-hidden="true"
                />
              </td>
              <td className={styles.cell}>
                <code className={styles.code} data-testid={`value-${name}`}>
                  {resolve(root, brand.color[name])}
                </code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ContrastTable({ root }: { root: HTMLElement }) {
  const page = parsed(resolve(root, brand.color.background), 'background');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.muted}>WCAG contrast of each pair</caption>
        <thead>
          <tr>
            <th className={styles.cell} scope="col">
              Pair
            </th>
            <th className={styles.cell} scope="col">
              Sample
            </th>
            <th className={styles.cell} scope="col">
              Ratio
            </th>
            <th className={styles.cell} scope="col">
              Needs
            </th>
          </tr>
        </thead>
        <tbody>
          {pairs.map(({ foreground, background, minimum }) => {
            // A translucent surface (the accent wash) is seen over the page background.
            const under = opaque(parsed(resolve(root, brand.color[background]), background), page);
            const over = opaque(parsed(resolve(root, brand.color[foreground]), foreground), under);
            const ratio = wcagContrast(over, under);
            const text = minimum === 4.5;
            return (
              <tr key={`${foreground}-${background}`}>
                <th className={styles.cell} scope="row">
                  <code className={styles.code}>{foreground}</code> on{' '}
                  <code className={styles.code}>{background}</code>
                </th>
                <td className={styles.cell}>
                  <span
                    className={styles.pairSample}
                    style={{ backgroundColor: brand.color[background] }}
                    aria-hidden={text ? undefined : 'true'}
                    title={formatHex(over)}
                  >
                    {text ? (
                      <span style={{ color: brand.color[foreground] }}>Safari</span>
                    ) : (
                      <span
                        className={styles.bar}
                        style={{
                          display: 'inline-block',
                          width: '3rem',
                          backgroundColor: brand.color[foreground],
                        }}
                      />
                    )}
                  </span>
                </td>
                <td
                  className={styles.cell}
                  data-pair={`${foreground} on ${background}`}
                  data-ratio={ratio.toFixed(2)}
                  data-minimum={minimum}
                >
                  {ratio.toFixed(2)}:1 {ratio >= minimum ? 'passes' : 'FAILS'}
                </td>
                <td className={styles.cell}>
                  {minimum}:1 {text ? '(text)' : '(graphic)'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What a variable computes to as the value of one CSS property inside the scope (e.g. `16px` for
 * `--space-4`, whose own value is `calc(16px * var(--scaling))`), read from a probe element.
 */
function computedAs(root: HTMLElement, reference: string, property: string): string {
  const probe = document.createElement('div');
  probe.style.setProperty(property, reference);
  if (property === 'box-shadow') probe.style.setProperty('display', 'block');
  root.append(probe);
  const value = getComputedStyle(probe).getPropertyValue(property);
  probe.remove();
  return value;
}

/** A scale of Radix Themes variables with each one's resolved value and a sample. */
function ScaleTable({
  root,
  caption,
  scale,
  property,
  sample,
}: {
  root: HTMLElement;
  caption: string;
  scale: Record<string, string>;
  /** The CSS property each value is resolved as, by the scale's key. */
  property: (key: string) => string;
  sample: (reference: string) => ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.muted}>{caption}</caption>
        <thead>
          <tr>
            <th className={styles.cell} scope="col">
              Token
            </th>
            <th className={styles.cell} scope="col">
              Resolved value
            </th>
            <th className={styles.cell} scope="col">
              Sample
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(scale).map(([key, reference]) => {
            const value = computedAs(root, reference, property(key));
            return (
              <tr key={key}>
                <th className={styles.cell} scope="row">
                  <code className={styles.code}>{variableOf(reference)}</code>
                </th>
                <td className={styles.cell}>
                  <code className={styles.code} data-scale-value={value}>
                    {value}
                  </code>
                </td>
                <td className={styles.cell}>{sample(reference)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Colours() {
  return (
    <BothThemes>
      {(root) => (
        <>
          <ContrastTable root={root} />
          <ColourTable root={root} />
        </>
      )}
    </BothThemes>
  );
}

function Spacing() {
  return (
    <ThemePanel appearance="light">
      {(root) => (
        <ScaleTable
          root={root}
          caption="radix.space: gaps and padding"
          scale={radix.space}
          property={() => 'width'}
          sample={(reference) => <div className={styles.bar} style={{ width: reference }} />}
        />
      )}
    </ThemePanel>
  );
}

function Radii() {
  return (
    <ThemePanel appearance="light">
      {(root) => (
        <ScaleTable
          root={root}
          caption="radix.radius (the Theme's 'medium' radius) and brand.radius.round"
          scale={{ ...radix.radius, round: brand.radius.round }}
          property={() => 'border-top-left-radius'}
          sample={(reference) => <div className={styles.box} style={{ borderRadius: reference }} />}
        />
      )}
    </ThemePanel>
  );
}

const fontSizes = Object.fromEntries(
  Object.entries(radix.font).filter(([key]) => key.startsWith('size')),
);
const fontOthers = Object.fromEntries(
  Object.entries(radix.font).filter(([key]) => !key.startsWith('size')),
);

function Typography() {
  return (
    <ThemePanel appearance="light">
      {(root) => (
        <>
          <ScaleTable
            root={root}
            caption="radix.font: the type scale"
            scale={fontSizes}
            property={() => 'font-size'}
            sample={(reference) => <span style={{ fontSize: reference }}>Serengeti</span>}
          />
          <ScaleTable
            root={root}
            caption="radix.font: family, line heights and weights"
            scale={fontOthers}
            property={(key) =>
              key === 'family'
                ? 'font-family'
                : key.startsWith('line')
                  ? 'line-height'
                  : 'font-weight'
            }
            sample={() => null}
          />
        </>
      )}
    </ThemePanel>
  );
}

function Shadows() {
  return (
    <BothThemes>
      {(root) => (
        <ScaleTable
          root={root}
          caption="radix.shadow: cards, popovers and dialogs"
          scale={radix.shadow}
          property={() => 'box-shadow'}
          sample={(reference) => (
            <div className={styles.shadowBox} style={{ boxShadow: reference }} />
          )}
        />
      )}
    </BothThemes>
  );
}

const motion: [string, string][] = [
  ['Sheets and drawers slide in', `${overlayMotion.enterMs} ms`],
  ['…and out', `${overlayMotion.exitMs} ms`],
  ['A drawer closes when dragged down by', `${drawerDismiss.distanceRatio * 100}% of its height`],
  ['…or released faster than', `${drawerDismiss.velocityPxPerMs} px/ms`],
  ['A toast is swiped away past', `${toastSwipeThresholdPx} px`],
  [
    'The lightbox moves to the next picture after a drag of',
    `${lightboxSwipe.distanceRatio * 100}% of its width, at most ${lightboxSwipe.maxDistancePx} px`,
  ],
  ['Movement stops when the visitor asks for less', `@media ${mediaQuery.reducedMotion}`],
];

function Motion() {
  return (
    <ThemePanel appearance="light">
      {() => (
        <dl>
          {motion.map(([what, value]) => (
            <div key={what}>
              <dt>{what}</dt>
              <dd>
                <code className={styles.code}>{value}</code>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </ThemePanel>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Colours,
  parameters: {
    docs: {
      description: {
        component:
          "The design tokens, read from their source while the page renders, so this page always shows what the components use. Components use the semantic `brand.color` roles (`--tembo-color-*`), never a raw Radix step; each role points at a Radix Themes variable and so follows light and dark. Colours show both themes side by side with each role's resolved value and the WCAG contrast of every text/background pair (4.5:1 for text, 3:1 for control borders, the focus ring and rating stars); a translucent surface is measured as seen, over the page background. Spacing, radii, the type scale and shadows are Radix Themes' scales at the settings UiProvider uses (orange accent, sand gray, medium radius, 100% scaling).",
      },
    },
  },
} satisfies Meta<typeof Colours>;

export default meta;
type Story = StoryObj<typeof meta>;

const px = (value: string) => Number.parseFloat(value);

/** The colour roles in light and dark, and the contrast of each pair. */
export const Colors: Story = {
  name: 'Colours',
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // The page itself follows the toolbar's theme (and the site's storage key)…
    const theme = globals.theme === 'dark' ? 'dark' : 'light';
    await expect(document.documentElement).toHaveClass(theme);
    await expect(window.localStorage.getItem('vite-ui-theme')).toBe(theme);
    const viewport = (globals.viewport as { value?: string } | undefined)?.value;
    if (viewport === 'phone') await expect(window.innerWidth).toBe(375);
    if (viewport === 'desktop') await expect(window.innerWidth).toBe(1280);

    // …while each panel shows its own theme: white in light, near-black in dark.
    for (const [appearance, white] of [
      ['light', '#ffffff'],
      ['dark', '#111110'],
    ] as const) {
      const panel = within(canvas.getByTestId(`panel-${appearance}`));
      const background = panel.getByTestId('value-background').textContent ?? '';
      await expect(formatHex(parse(background))).toBe(white);
      // Every role resolves to a colour (a misspelt Radix variable would resolve to nothing).
      for (const name of colourNames) {
        const value = panel.getByTestId(`value-${name}`).textContent ?? '';
        await expect(parse(value), `${appearance} ${name}: '${value}'`).toBeDefined();
      }
      // The solid orange resolves through --tembo-color-solid -> --accent-9 -> --orange-9.
      await expect(panel.getByTestId('value-solid').textContent).not.toBe('');
    }

    // Every pair meets its WCAG minimum in both themes.
    const cells = canvasElement.querySelectorAll<HTMLElement>('[data-ratio]');
    await expect(cells).toHaveLength(pairs.length * 2);
    for (const cell of cells) {
      await expect(
        Number(cell.dataset.ratio),
        `${cell.closest('section')?.getAttribute('aria-label')}: ${cell.dataset.pair}`,
      ).toBeGreaterThanOrEqual(Number(cell.dataset.minimum));
    }
  },
};

/** The resolved values a scale's table shows (`data-scale-value`), in order. */
const scaleValues = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('[data-scale-value]')].map(
    (element) => element.dataset.scaleValue ?? '',
  );

/** Each step above zero and above the one before. */
async function expectGrowing(values: number[]) {
  for (const [index, value] of values.entries()) {
    await expect(value).toBeGreaterThan(index === 0 ? 0 : (values[index - 1] ?? 0));
  }
}

/** Radix Themes' space scale: every gap and padding in the components is one of these. */
export const SpaceScale: Story = {
  name: 'Spacing',
  render: () => <Spacing />,
  play: async ({ canvasElement }) => {
    const values = scaleValues(canvasElement).map(px);
    await expect(values).toHaveLength(Object.keys(radix.space).length);
    // Resolved, and growing step by step.
    await expectGrowing(values);
  },
};

/** Corner radii at the Theme's 'medium' setting, and the round radius for circles and pills. */
export const RadiusScale: Story = {
  name: 'Radii',
  render: () => <Radii />,
  play: async ({ canvasElement }) => {
    const values = scaleValues(canvasElement);
    await expect(values).toHaveLength(Object.keys(radix.radius).length + 1);
    for (const value of values) await expect(value).toMatch(/^\d+(\.\d+)?px$/);
    await expect(values.at(-1)).toBe('9999px');
  },
};

/** The type scale, line heights, weights and the font family. */
export const TypeScale: Story = {
  name: 'Type scale',
  render: () => <Typography />,
  play: async ({ canvasElement }) => {
    const values = scaleValues(canvasElement);
    await expect(values).toHaveLength(Object.keys(radix.font).length);
    for (const value of values) await expect(value).not.toBe('');
    const sizes = values.slice(0, Object.keys(fontSizes).length).map(px);
    await expectGrowing(sizes);
  },
};

/** Elevation, in light and dark (dark shadows are stronger). */
export const ShadowScale: Story = {
  name: 'Shadows',
  render: () => <Shadows />,
  play: async ({ canvasElement }) => {
    const values = scaleValues(canvasElement);
    await expect(values).toHaveLength(Object.keys(radix.shadow).length * 2);
    for (const value of values) await expect(value).not.toBe('none');
  },
};

/** Durations and gesture thresholds of the overlays, shared by their styles and tests. */
export const MotionRules: Story = {
  name: 'Motion',
  render: () => <Motion />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`${overlayMotion.enterMs} ms`)).toBeVisible();
  },
};
