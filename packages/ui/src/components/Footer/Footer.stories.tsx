import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  parameters: {
    docs: {
      description: {
        component:
          'The site footer: the business\'s name and tagline, links, contact details and social profiles.\n\n**Use it** once per public page, at the bottom. **Not for** admin screens.\n\n**Keyboard and screen readers:** the links are a named `<nav>`; the about and contact parts are sections labelled by their headings; social links are named "Tembo Safaris on Instagram (opens in a new tab)", and open in a new tab.',
      },
    },
    layout: 'fullscreen',
  },
  args: {
    businessName: 'Tembo Safaris',
    tagline:
      'Gorilla trekking, wildlife safaris and cultural journeys across Uganda and East Africa.',
    contact: {
      phone: '+256 700 123 456',
      email: 'hello@tembosafaris.example',
      address: 'Plot 12, Kampala Road, Kampala, Uganda',
    },
    social: {
      facebook: 'https://facebook.com/tembosafaris',
      x: 'https://x.com/tembosafaris',
      youtube: 'https://youtube.com/@tembosafaris',
      instagram: 'https://instagram.com/tembosafaris',
    },
    year: 2026,
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Explore' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(labels).toEqual([
      'Safari Packages',
      'Destinations',
      'Accommodations',
      'Gallery',
      'About Us',
      'Contact Us',
      'Blog',
      'Testimonials',
    ]);
    for (const name of ['Facebook', 'X', 'YouTube', 'Instagram']) {
      const link = canvas.getByRole('link', {
        name: `Tembo Safaris on ${name} (opens in a new tab)`,
      });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

export const FallbackContactOnly: Story = {
  args: { tagline: undefined, social: {}, contact: { email: 'info@tembosafaris.example' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'info@tembosafaris.example' })).toHaveAttribute(
      'href',
      'mailto:info@tembosafaris.example',
    );
    await expect(canvas.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    businessName: 'Tembo Safaris & Cultural Expeditions of the Great Lakes Region Limited',
    contact: {
      address:
        'Plot 1234, Very Long Street Name Near The Old Taxi Park Roundabout, Kampala Central Division, Kampala, Uganda',
      email: 'reservations.and.general.enquiries@tembo-safaris-and-expeditions.example',
    },
  },
};
