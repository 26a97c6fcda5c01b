import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkButton } from '../components/Button/LinkButton.tsx';
import { UiProvider } from './UiProvider.tsx';

/** A router's useHref that serves the site under /base (a hook in name only: no state). */
const useBaseHref = (href: string) => `/base${href.startsWith('/') ? href : `/page/${href}`}`;

function renderLinks() {
  render(
    <UiProvider navigate={() => {}} useHref={useBaseHref} defaultTheme="light">
      <LinkButton href="/safaris">Safaris</LinkButton>
      <LinkButton href="mailto:hello@example.com?subject=Hi">Email</LinkButton>
      <LinkButton href="tel:+256772123456">Call</LinkButton>
      <LinkButton href="https://wa.me/256772123456" target="_blank">
        WhatsApp
      </LinkButton>
    </UiProvider>,
  );
}

describe('UiProvider links', () => {
  it('resolves site paths through the router', () => {
    renderLinks();
    expect(screen.getByRole('link', { name: 'Safaris' })).toHaveAttribute('href', '/base/safaris');
  });

  it('keeps mailto:, tel: and https: addresses as given', () => {
    renderLinks();
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com?subject=Hi',
    );
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+256772123456');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/256772123456',
    );
  });
});
