import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiTestProvider } from '../../test.tsx';
import { Footer } from './Footer.tsx';

const props = {
  businessName: 'Tembo Safaris',
  contact: { phone: '+256 700 123 456', email: 'hello@tembo.example' },
  social: { facebook: 'https://facebook.com/tembo', instagram: 'https://instagram.com/tembo' },
  year: 2026,
};

describe('Footer', () => {
  it('lists the eight footer links in order and navigates client-side', async () => {
    const navigate = vi.fn();
    render(
      <UiTestProvider navigate={navigate}>
        <Footer {...props} />
      </UiTestProvider>,
    );
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/safaris',
      '/destinations',
      '/accommodations',
      '/gallery',
      '/about',
      '/contact',
      '/blog',
      '/testimonials',
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Testimonials' }));
    expect(navigate).toHaveBeenCalledWith('/testimonials');
  });

  it('opens only the given social profiles, in a new tab', () => {
    render(<Footer {...props} />);
    const facebook = screen.getByRole('link', {
      name: 'Tembo Safaris on Facebook (opens in a new tab)',
    });
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /on X/ })).not.toBeInTheDocument();
  });

  it('links the phone and email', () => {
    render(<Footer {...props} />);
    expect(screen.getByRole('link', { name: '+256 700 123 456' })).toHaveAttribute(
      'href',
      'tel:+256700123456',
    );
    expect(screen.getByText('© 2026 Tembo Safaris. All rights reserved.')).toBeInTheDocument();
  });
});
