import { useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import { abortable } from '../lib/abortable.ts';
import { unwrap } from '../lib/data-error.ts';
import { pageContentKeys } from '../keys.ts';
import type { PageSectionId } from './page-content.types.ts';

/**
 * The row id of a stored page section (its history's key), or null before its first save, for
 * the admin's page content editor.
 */
export function usePageSectionIdQuery(section: PageSectionId) {
  const client = useSupabaseClient();
  const [pageId, sectionId] = section.split('/') as [string, string];
  return useQuery({
    queryKey: [...pageContentKeys.section(pageId, sectionId), 'admin', 'id'],
    queryFn: async ({ signal }) => {
      const query = client
        .from('page_content')
        .select('id')
        .eq('page_id', pageId)
        .eq('section_id', sectionId);
      return unwrap(await abortable(query, signal))[0]?.id ?? null;
    },
  });
}
