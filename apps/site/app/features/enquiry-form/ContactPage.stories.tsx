import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { packageFixtures } from '@tembo/data/mocks';
import * as contact from '../../routes/contact.tsx';
import { SitePage, mockBackend } from '../../test/page-story.tsx';

/**
 * The contact page as a visitor sees it: the enquiry form, its packages read from the data
 * layer's mocks by the route's clientLoader, beside the office's details
 * (docs/architecture.md#page-stories).
 */
const meta = {
  title: 'Pages/Contact',
  // The page, header and footer included, fills the frame as it fills the browser window.
  parameters: { layout: 'fullscreen' },
  // No docs page: it would nest the site's landmarks in Storybook's docs page.
  tags: ['!autodocs'],
  beforeEach: mockBackend,
  render: () => <SitePage module={contact} pattern="/contact" inDataLayout />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const published = packageFixtures.filter((pkg) => pkg.published);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Send us an enquiry' });
    await expect(within(form).getByRole('textbox', { name: /Your name/ })).toBeInTheDocument();
    await expect(within(form).getByRole('textbox', { name: /Email address/ })).toBeInTheDocument();
    // The package choice lists the published packages the mocks hold.
    const choice = within(form).getByRole('combobox', { name: 'Safari package (optional)' });
    for (const pkg of published) {
      await expect(
        await within(choice).findByRole('option', { name: pkg.title }),
      ).toBeInTheDocument();
    }
    await expect(canvas.getByRole('heading', { level: 2, name: 'Our office' })).toBeInTheDocument();
  },
};
