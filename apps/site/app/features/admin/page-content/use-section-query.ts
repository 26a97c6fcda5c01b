import { useQuery } from '@tanstack/react-query';
import {
  getPageContent,
  pageContentKeys,
  type PageSectionId,
  type PageSections,
} from '@tembo/data';
import { useSupabaseClient } from '@tembo/data/auth';

/**
 * A page section as stored, for its editor. Unlike the public read it does not fall back to the
 * defaults on an error (saving then would overwrite the stored text with the defaults); only a
 * missing row gives the site config's values, which the admin then saves for the first time.
 */
export function useSectionQuery<Id extends PageSectionId>(section: Id, defaults: PageSections[Id]) {
  const client = useSupabaseClient();
  const [pageId, sectionId] = section.split('/') as [string, string];
  return useQuery({
    queryKey: [...pageContentKeys.section(pageId, sectionId), 'admin'],
    queryFn: ({ signal }) => getPageContent(client, { section, defaults }, signal),
    staleTime: 0,
  });
}
