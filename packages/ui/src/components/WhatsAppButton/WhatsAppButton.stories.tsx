import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { WhatsAppButton } from './WhatsAppButton.tsx';

const meta = {
  title: 'Navigation/WhatsAppButton',
  component: WhatsAppButton,
  args: { phoneNumber: '+256 700 123 456' },
  parameters: {
    docs: {
      description: {
        component:
          'The floating WhatsApp chat button in the corner of every public page; it opens WhatsApp in a new tab with a greeting prefilled.\n\n**Use it** once per public page. **Not for** other contact links (the Footer has them).\n\n**Keyboard and screen readers:** a link named "Chat with us on WhatsApp (opens in a new tab)" unless renamed; Enter opens it.',
      },
    },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof WhatsAppButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Chat with us on WhatsApp (opens in a new tab)',
    });
    await expect(link).toHaveAttribute(
      'href',
      "https://wa.me/256700123456?text=Hello!%20I'm%20interested%20in%20your%20safari%20packages.",
    );
    await expect(link).toHaveAttribute('target', '_blank');
    // Floating: fixed to the viewport's bottom-right corner.
    const box = link.getBoundingClientRect();
    await expect(window.innerWidth - box.right).toBeLessThan(40);
    await expect(window.innerHeight - box.bottom).toBeLessThan(40);
  },
};

export const CustomGreeting: Story = {
  args: { greeting: 'Habari! Tell me about gorilla permits.', label: 'Ask on WhatsApp' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Ask on WhatsApp (opens in a new tab)',
    });
    await expect(link.getAttribute('href')).toContain('text=Habari!%20Tell%20me');
  },
};

/** A field under the button: the button steps aside (fades out, lets taps through to it). */
export const StepsAsideFromAField: Story = {
  render: (args) => (
    <main>
      <label style={{ position: 'fixed', insetInlineEnd: 0, insetBlockEnd: 0, padding: 24 }}>
        Travel date <input type="text" style={{ inlineSize: 200, blockSize: 64 }} />
      </label>
      <WhatsAppButton {...args} />
    </main>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Chat with us on WhatsApp (opens in a new tab)',
    });
    await waitFor(() => expect(link).toHaveAttribute('data-step-aside'));
  },
};
