import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StarRating } from './StarRating.tsx';
import { StarRatingInput } from './StarRatingInput.tsx';

const meta = {
  title: 'Forms/StarRatingInput',
  parameters: {
    docs: {
      description: {
        component:
          '**StarRatingInput** (this page\'s stories) asks for a rating of 1 to 5 stars, for the testimonial form; **StarRating** shows a rating read-only (testimonial cards), read out as "4 out of 5 stars".\n\n**Use StarRatingInput** for a 1–5 rating on a form; **not for** other scales (NativeSelect).\n\n**Keyboard and screen readers:** a radio group with its label: Tab reaches the chosen star (or the first), the arrow keys move and choose, each star is read as "3 stars". With `isRequired` an unanswered group shows the browser\'s message on submit; with `isInvalid`, `errorMessage` is shown and announced. StarRating is a single image with that text.',
      },
    },
  },
  component: StarRatingInput,
  args: { label: 'Your rating', onChange: fn() },
} satisfies Meta<typeof StarRatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { description: '1 is poor, 5 is excellent', isRequired: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await expect(args.onChange).toHaveBeenCalledWith(5);
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
  },
};

export const Chosen: Story = {
  args: { defaultValue: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 3 },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(within(canvasElement).getByRole('radio', { name: '2 stars' })).toHaveFocus();
  },
};

export const RequiredError: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please choose a rating from 1 to 5.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Your rating' });
    await expect(group).toHaveAccessibleDescription('Please choose a rating from 1 to 5.');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 2 } };

export const Display: Story = {
  render: () => <StarRating value={4} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: '4 out of 5 stars' }),
    ).toBeInTheDocument();
  },
};
