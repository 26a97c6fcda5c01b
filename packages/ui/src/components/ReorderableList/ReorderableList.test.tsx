import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReorderableList } from './ReorderableList.tsx';

function Days({ initial }: { initial: string[] }) {
  const [days, setDays] = useState(initial);
  return (
    <ReorderableList
      aria-label="Days"
      items={days}
      getKey={(day) => day}
      getTextValue={(day, index) => `Day ${index + 1}: ${day}`}
      onMove={(from, to) => {
        const next = [...days];
        const [moved] = next.splice(from, 1);
        next.splice(to, 0, moved as string);
        setDays(next);
      }}
    >
      {(day, index) => <input aria-label={`Title ${index + 1}`} defaultValue={day} />}
    </ReorderableList>
  );
}

const order = () => screen.getAllByRole('row').map((row) => row.getAttribute('aria-label'));

describe('ReorderableList', () => {
  it('moves an entry with the keyboard: Enter on its handle, an arrow key, Enter', async () => {
    const user = userEvent.setup();
    render(<Days initial={['Entebbe', 'Bwindi', 'Lake Bunyonyi']} />);
    expect(order()).toEqual(['Day 1: Entebbe', 'Day 2: Bwindi', 'Day 3: Lake Bunyonyi']);

    const handle = screen.getByRole('button', { name: 'Drag Day 1: Entebbe' });
    await user.click(screen.getByRole('textbox', { name: 'Title 1' }));
    await user.tab({ shift: true });
    expect(handle).toHaveFocus();
    await user.keyboard('{Enter}');
    // react-aria puts focus on the first place to drop it, just after where it is, and says so.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Insert between Day 1: Entebbe and Day 2: Bwindi' }),
      ).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}');
    expect(
      screen.getByRole('button', { name: 'Insert between Day 2: Bwindi and Day 3: Lake Bunyonyi' }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(order()).toEqual(['Day 1: Bwindi', 'Day 2: Entebbe', 'Day 3: Lake Bunyonyi']),
    );
  });

  it('keeps the keys typed in a field of an entry to that field', async () => {
    const user = userEvent.setup();
    render(<Days initial={['Entebbe', 'Bwindi']} />);
    const title = screen.getByRole('textbox', { name: 'Title 2' });
    await user.click(title);
    await user.keyboard(' gorillas{ArrowUp}{ArrowDown}{Home}B');
    expect(title).toHaveValue('BBwindi gorillas');
    expect(title).toHaveFocus();
  });

  it('lets a field of another entry take focus when it comes back into the list', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Days initial={['Entebbe', 'Bwindi']} />
        <button type="button">After the list</button>
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Title 1' }));
    await user.keyboard('x');
    // Tab from the entry's last control leaves the list.
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the list' })).toHaveFocus();
    // A script focuses a field of the second entry (as "Add" does with a new one).
    act(() => screen.getByRole('textbox', { name: 'Title 2' }).focus());
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('textbox', { name: 'Title 2' })).toHaveFocus();
  });
});
