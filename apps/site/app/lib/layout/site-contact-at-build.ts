/**
 * Build time: the office's contact details as admins edit them (page_content contact/info), with
 * the site config's for a missing row or an empty field. The root route's loader reads them once
 * per prerendered page (and for the SPA shell), so the footer of every page and the home page's
 * JSON-LD show them (docs/architecture.md#prerendering). Only loaders import this module: it
 * never reaches the browser.
 */
import { contactInfoQueryOptions, createQueryClient } from '@tembo/data';
import { siteConfig, type ContactDetails } from '../../config/site.config.ts';
import { publicClient } from '../data/clients.ts';

export function readSiteContactAtBuild(): Promise<ContactDetails> {
  return createQueryClient().fetchQuery(
    contactInfoQueryOptions(publicClient(), siteConfig.contact),
  );
}
