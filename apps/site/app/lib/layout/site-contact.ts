import { useRouteLoaderData } from 'react-router';
import { siteConfig, type ContactDetails } from '../../config/site.config.ts';

/** What the root route's build-time loader gives every page (root.tsx). */
export interface SiteData {
  /** page_content contact/info as the build read it (site-contact-at-build.ts). */
  contact: ContactDetails;
}

/**
 * The office's contact details a page shows in its footer and JSON-LD: the ones admins edited,
 * as the build read them; the site config's where there is no root data (a route rendered
 * outside the app, as in unit tests).
 */
export function siteContact(data: SiteData | undefined): ContactDetails {
  return data?.contact ?? siteConfig.contact;
}

export function useSiteContact(): ContactDetails {
  return siteContact(useRouteLoaderData<SiteData>('root'));
}
