import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@tembo/ui';
import { ItineraryField } from './ItineraryField.tsx';

function Harness() {
  const form = useForm<FieldValues>({ defaultValues: { itinerary: [] } });
  return <ItineraryField form={form} />;
}

const titles = () =>
  screen
    .getAllByRole('textbox', { name: /^Title/ })
    .map((input) => (input as HTMLInputElement).value);

describe('the itinerary field', () => {
  it('adds days, moves one by keyboard drag and drop and removes one, announcing each change', async () => {
    const user = userEvent.setup();
    render(
      <UiProvider>
        <Harness />
      </UiProvider>,
    );
    const status = screen.getByRole('status');
    for (const title of ['Arrival in Entebbe', 'Bwindi gorillas']) {
      await user.click(screen.getByRole('button', { name: 'Add day' }));
      await user.click(screen.getAllByRole('textbox', { name: /^Title/ }).at(-1)!);
      await user.paste(title);
    }
    expect(titles()).toEqual(['Arrival in Entebbe', 'Bwindi gorillas']);

    // Keyboard drag and drop: Enter on the handle, an arrow key to the place, Enter.
    screen.getByRole('button', { name: 'Drag Itinerary entry 2: Day 2, Bwindi gorillas' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        screen.getByRole('button', {
          name: 'Insert after Itinerary entry 2: Day 2, Bwindi gorillas',
        }),
      ).toHaveFocus(),
    );
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(
      screen.getByRole('button', {
        name: 'Insert before Itinerary entry 1: Day 1, Arrival in Entebbe',
      }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Bwindi gorillas', 'Arrival in Entebbe']));
    expect(status).toHaveTextContent('Entry moved to position 1 of 2.');
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();

    const second = screen.getByRole('region', { name: 'Itinerary entry 2' });
    await user.click(within(second).getByRole('button', { name: 'Remove itinerary entry 2' }));
    expect(titles()).toEqual(['Bwindi gorillas']);
    expect(status).toHaveTextContent('Entry 2 removed.');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Itinerary entry 1' })).toHaveFocus(),
    );
  }, 45_000); // Two days of eight react-aria fields each, in jsdom: slow on a busy machine.
});

function RefusedHarness() {
  const form = useForm<FieldValues>({ defaultValues: { itinerary: [] } });
  return (
    <>
      <button
        type="button"
        onClick={() =>
          form.setError('itinerary', {
            type: 'server',
            message: 'Add at least one day to the itinerary before publishing.',
          })
        }
      >
        Refuse
      </button>
      <ItineraryField form={form} />
    </>
  );
}

describe('a refused itinerary', () => {
  it('says why next to the itinerary and moves focus to "Add day"', async () => {
    const user = userEvent.setup();
    render(
      <UiProvider>
        <RefusedHarness />
      </UiProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    const group = screen.getByRole('group', { name: 'Itinerary' });
    expect(group).toHaveAccessibleDescription(
      'Add at least one day to the itinerary before publishing.',
    );
    expect(group).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add day' })).toHaveFocus());
  });
});
