import { queryOptions, useQuery } from '@tanstack/react-query';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { homeQueryDefaults, homeQueryFn } from '../lib/home-query.ts';
import { usePublicClient } from '../public-client.tsx';
import { pageContentKeys } from '../keys.ts';
import type { PageSectionId, PageSections } from './page-content.types.ts';
import { readSectionContent } from './read-content.ts';

export interface PageContentVariables<Id extends PageSectionId> {
  /** 'home/hero' or 'contact/info'. */
  section: Id;
  /**
   * What to show when the row is missing or a field is empty: the site config's values (the
   * data layer never imports the site).
   */
  defaults: PageSections[Id];
}

/**
 * One editable section: docs/product-rules.md#reads exactly (page_content by page_id and section_id,
 * single row, selecting content). A missing row (PGRST116) gives the defaults; other errors
 * throw.
 */
export async function getPageContent<Id extends PageSectionId>(
  client: DataClient,
  { section, defaults }: PageContentVariables<Id>,
  signal?: AbortSignal,
): Promise<PageSections[Id]> {
  const [pageId, sectionId] = section.split('/') as [string, string];
  const response = await abortable(
    client.from('page_content').select('content').eq('page_id', pageId).eq('section_id', sectionId),
    signal,
  ).single();
  if (response.error?.code === 'PGRST116') return defaults;
  return readSectionContent(section, unwrap(response).content, defaults);
}

/**
 * A page section for the build-time loader, the clientLoader and the page. Like the home lists
 * it never fails: 3 retries, then the defaults, so the hero and the contact details always
 * render. Home sections are kept 30 minutes.
 */
function pageContentQueryOptions<Id extends PageSectionId>(
  client: DataClient,
  variables: PageContentVariables<Id>,
) {
  const [pageId, sectionId] = variables.section.split('/') as [string, string];
  return queryOptions({
    queryKey: pageContentKeys.section(pageId, sectionId),
    queryFn: homeQueryFn<PageSections[Id]>(
      (signal) => getPageContent(client, variables, signal),
      variables.defaults,
    ),
    // Retried inside homeQueryFn; only home sections get the home cache time.
    retry: false,
    ...(pageId === 'home' ? homeQueryDefaults : {}),
  });
}

/** The home hero (title, subtitle, carousel images) with the site config's defaults. */
export function heroContentQueryOptions(client: DataClient, defaults: PageSections['home/hero']) {
  return pageContentQueryOptions(client, { section: 'home/hero', defaults });
}

/** The contact details with the site config's fallback contact details. */
export function contactInfoQueryOptions(
  client: DataClient,
  defaults: PageSections['contact/info'],
) {
  return pageContentQueryOptions(client, { section: 'contact/info', defaults });
}

export function usePageContentQuery<Id extends PageSectionId>(variables: PageContentVariables<Id>) {
  return useQuery(pageContentQueryOptions(usePublicClient(), variables));
}
