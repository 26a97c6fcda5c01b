/**
 * The contact details admins edit (page_content contact/info) reach the footer of every page and
 * the home page's JSON-LD through the root route's build-time loader; the site config's fill a
 * field left empty, and stand in where there is no root data.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockTable } from '@tembo/data/mocks';
import { siteConfig } from '../../config/site.config.ts';
import * as root from '../../root.tsx';
import * as about from '../../routes/about.tsx';
import * as home from '../../routes/home.tsx';
import { renderRoute, setupMockServer } from '../../test/render-route.tsx';

setupMockServer();

const edited = {
  address: '',
  phone: '+1 555 0100',
  email: 'bookings@edited.example',
};

/** An admin's save of contact/info in the mocks' database, with the address left empty. */
function editContactInfo() {
  const row = mockTable('page_content').find(
    (entry) => entry.page_id === 'contact' && entry.section_id === 'info',
  );
  if (!row) throw new Error('the mocks have no contact/info row');
  row.content = edited;
}

function footer() {
  return within(screen.getByRole('contentinfo'));
}

describe('the contact details admins edit', () => {
  it('are what the root loader reads at build time, with the config’s for an empty field', async () => {
    editContactInfo();
    expect(await root.loader()).toEqual({
      contact: { ...edited, address: siteConfig.contact.address },
    });
  });

  it('show in the footer of a prerendered page', async () => {
    editContactInfo();
    renderRoute(about, '/about', '/about', {}, undefined, await root.loader());
    await screen.findByRole('heading', { level: 1 });
    expect(footer().getByText(edited.phone)).toBeVisible();
    expect(footer().getByText(edited.email)).toBeVisible();
    expect(footer().getByText(siteConfig.contact.address)).toBeVisible();
    expect(footer().queryByText(siteConfig.contact.phone)).toBeNull();
    expect(footer().queryByText(siteConfig.contact.email)).toBeNull();
  });

  it('fall back to the site config’s without root data', async () => {
    renderRoute(about, '/about');
    await screen.findByRole('heading', { level: 1 });
    expect(footer().getByText(siteConfig.contact.phone)).toBeVisible();
    expect(footer().getByText(siteConfig.contact.email)).toBeVisible();
  });

  it('are the home page’s TravelAgency contact details', async () => {
    editContactInfo();
    const site = await root.loader();
    const descriptors = home.meta({
      loaderData: { home: {} },
      matches: [{ loaderData: site }],
    } as unknown as Parameters<typeof home.meta>[0]);
    const agency = descriptors
      .map((descriptor: object) =>
        'script:ld+json' in descriptor
          ? (descriptor['script:ld+json'] as { '@type'?: string })
          : {},
      )
      .find((document: { '@type'?: string }) => document['@type'] === 'TravelAgency');
    expect(agency).toMatchObject({
      telephone: edited.phone,
      email: edited.email,
      address: { streetAddress: siteConfig.contact.address },
    });
  });
});
