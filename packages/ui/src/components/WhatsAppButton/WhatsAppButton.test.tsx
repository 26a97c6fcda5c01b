import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WhatsAppButton, whatsAppHref } from './WhatsAppButton.tsx';

describe('WhatsAppButton', () => {
  it('opens a wa.me chat with the greeting in a new tab, named for screen readers', () => {
    render(<WhatsAppButton phoneNumber="+256 (700) 123-456" greeting="Hi & hello?" />);
    const link = screen.getByRole('link', {
      name: 'Chat with us on WhatsApp (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://wa.me/256700123456?text=Hi%20%26%20hello%3F');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('uses the default greeting of docs/decisions.md#site-config', () => {
    expect(whatsAppHref('256700000000', "Hello! I'm interested in your safari packages.")).toBe(
      "https://wa.me/256700000000?text=Hello!%20I'm%20interested%20in%20your%20safari%20packages.",
    );
  });
});
