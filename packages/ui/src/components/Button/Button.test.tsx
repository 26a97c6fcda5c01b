import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { UiTestProvider } from '../../test.tsx';
import { Button } from './Button.tsx';
import { LinkButton } from './LinkButton.tsx';

describe('Button', () => {
  it('runs its action on click and on Enter', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Send</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('submits its form when type is submit', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Send
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'), { pointerEventsCheck: 0 });
    expect(onPress).not.toHaveBeenCalled();
  });
});

describe('LinkButton', () => {
  it('navigates through the router given to the provider', async () => {
    const navigate = vi.fn();
    render(
      <UiTestProvider navigate={navigate}>
        <LinkButton href="/contact">Book Now</LinkButton>
      </UiTestProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Book Now' }));
    expect(navigate).toHaveBeenCalledWith('/contact');
  });

  it('opens new tabs safely', async () => {
    const { container } = render(
      <LinkButton href="https://example.com" target="_blank">
        Partner site
      </LinkButton>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await axe(container)).toHaveNoViolations();
  });
});
