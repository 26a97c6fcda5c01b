import '../packages/ui/src/styles.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import {
  ArgTypes,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fn } from 'storybook/test';
import { UiProvider } from '../packages/ui/src/theme/UiProvider.tsx';
import { applyResolvedTheme, themeStorageKey } from '../packages/ui/src/theme/theme-script.ts';

/**
 * How long `findBy*` and `waitFor` in the play functions wait for a state before failing. Testing
 * Library's 1 s default is too short for a 2-core machine whose cores are busy with other work:
 * a lazily loaded chunk, a portal or a 500 ms entrance animation can then take several seconds.
 * The stories wait for roles and states, never for a time, so a longer limit only slows a
 * failing story, never a passing one.
 */
configure({ asyncUtilTimeout: 10_000 });

/** Links inside stories navigate through react-aria's RouterProvider, as on the site. */
const navigate = fn().mockName('navigate');

/**
 * Renders every story the way the site renders a page: UiProvider (token scope, portal container,
 * router links) with the toolbar's theme stored under the site's key and set on `<html>`.
 */
const withUi: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  window.localStorage.setItem(themeStorageKey, theme);
  applyResolvedTheme(theme, document.documentElement);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider key={theme} navigate={navigate}>
        <Story />
      </UiProvider>
    </QueryClientProvider>
  );
};

/**
 * Every component's docs page: what it is for and how it behaves (the stories file's
 * `docs.description.component`), its first story, the props table and every story. The props
 * table is the read-only ArgTypes block: the editable Controls block's object editor renders
 * list items outside a list, which fails axe (the canvas view keeps the Controls panel).
 */
function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <ArgTypes />
      <Stories />
    </>
  );
}

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    a11y: { test: 'error' },
    docs: { page: DocsPage },
    layout: 'padded',
    controls: { expanded: true },
    viewport: {
      // The two widths every story is tested at (vitest.config.ts, storybook project).
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
  tags: ['autodocs'],
  decorators: [withUi],
};

export default preview;
