import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { UiTestProvider } from '../../test.tsx';
import { Tabs } from './Tabs.tsx';

function renderTabs() {
  return render(
    <UiTestProvider>
      <Tabs
        aria-label="Post text"
        tabs={[
          {
            id: 'write',
            title: 'Write',
            content: (
              <label>
                Text <textarea defaultValue="# Hello" />
              </label>
            ),
          },
          { id: 'preview', title: 'Preview', content: <h2>Hello</h2> },
        ]}
      />
    </UiTestProvider>,
  );
}

describe('Tabs', () => {
  it('shows the first panel and switches with a click', async () => {
    const user = userEvent.setup();
    const { container } = renderTabs();
    expect(screen.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Write');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Preview');
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('moves between tabs with the arrow keys and keeps hidden panels mounted', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.type(screen.getByLabelText('Text'), ' world');
    await user.click(screen.getByRole('tab', { name: 'Write' }));
    expect(screen.getByRole('tab', { name: 'Write' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    // The textarea was kept, with what was typed.
    expect(screen.getByLabelText('Text')).toHaveValue('# Hello world');
  });
});
