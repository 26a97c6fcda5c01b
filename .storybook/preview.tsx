import '@radix-ui/themes/styles.css';
import type { Preview } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Theme } from '@radix-ui/themes';

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
    controls: { expanded: true },
  },
  tags: ['autodocs'],
  decorators: [
    (Story, context) => {
      const appearance = context.globals.theme === 'dark' ? 'dark' : 'light';
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      return (
        <QueryClientProvider client={queryClient}>
          <Theme appearance={appearance} accentColor="orange">
            <Story />
          </Theme>
        </QueryClientProvider>
      );
    },
  ],
};

export default preview;
