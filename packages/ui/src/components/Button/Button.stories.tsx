import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { LinkButton } from './LinkButton.tsx';

const meta = {
  title: 'Actions/Button',
  parameters: {
    docs: {
      description: {
        component:
          "The button for actions on the page: submit a form, open a sheet, confirm. Variants: `solid` (the one main action of a view, brand orange with near-black text), `soft`, `outline` and `ghost` for the rest; sizes `sm`, `md`, `lg`. The same stories file shows **LinkButton**, which looks like a button but is a link.\n\n**Use Button** when pressing does something here; **use LinkButton** ('Book Now', 'View Details') when it goes somewhere, so it can be opened in a new tab and is announced as a link. Not more than one `solid` per view.\n\n**Keyboard and screen readers:** a real `<button>` (react-aria's press handling: mouse, touch, Enter and Space behave alike) with a visible focus ring; `isDisabled` takes it out of the tab order and announces it as disabled. LinkButton is a plain `<a>`: Enter follows it, internal paths go through the app's router.",
      },
    },
  },
  component: Button,
  args: { children: 'Enquire now', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'soft', 'outline', 'ghost', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enquire now' });
    // The orange solid (Radix orange-9) with near-black text, resolved from the tokens.
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(247, 107, 21)');
    await expect(getComputedStyle(button).color).toBe('rgba(0, 0, 0, 0.95)');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Soft: Story = { args: { variant: 'soft' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };

/** A link onward ('View All Packages'): underlined accent text, a focus ring on Tab. */
export const LinkVariant: Story = {
  render: () => (
    <LinkButton href="/safaris" variant="link">
      View All Packages
    </LinkButton>
  ),
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View All Packages' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    // The brand orange for text: Radix orange-11, AA on the page in both themes.
    await expect(getComputedStyle(link).color).toBe(
      globals.theme === 'dark' ? 'rgb(255, 160, 87)' : 'rgb(204, 78, 0)',
    );
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).not.toBe('none');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const KeyboardPress: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { children: 'Send my enquiry about the 10-day gorilla and chimpanzee trekking safari' },
};

export const AsLink: Story = {
  render: () => <LinkButton href="/contact">Book Now</LinkButton>,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Book Now' });
    await expect(link).toHaveAttribute('href', '/contact');
  },
};
