import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { unwrap } from '../lib/data-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import {
  readImageUrls,
  removeReplacedImages,
  stringsIn,
  type ImageRemovalClient,
} from '../storage/image-remove.ts';
import { pageContentKeys } from './keys.ts';
import {
  contactInfoSchema,
  heroContentSchema,
  type ContactInfoFormValues,
  type HeroContentFormValues,
} from './page-content.schema.ts';

export type PageContentSaveVariables =
  | { section: 'home/hero'; content: HeroContentFormValues }
  | { section: 'contact/info'; content: ContactInfoFormValues };

/**
 * Saves a page section (insert or replace, keyed by page_id and section_id) and returns the
 * stored row. Images the section showed before and no longer shows (a replaced or dropped hero
 * image) are removed from storage unless another row still shows them; that cleanup never fails
 * the save.
 */
export async function savePageContent(
  client: ImageRemovalClient,
  variables: PageContentSaveVariables,
): Promise<Tables<'page_content'>> {
  const content =
    variables.section === 'home/hero'
      ? parseInput(heroContentSchema, variables.content)
      : parseInput(contactInfoSchema, variables.content);
  const [pageId, sectionId] = variables.section.split('/') as [string, string];
  // The same read as the public section query, so no new request shape.
  const before = await readImageUrls(
    client
      .from('page_content')
      .select('content')
      .eq('page_id', pageId)
      .eq('section_id', sectionId)
      .single(),
    (row) => stringsIn(row.content),
  );
  const saved = unwrap(
    await client
      .from('page_content')
      .upsert(
        { page_id: pageId, section_id: sectionId, content },
        { onConflict: 'page_id,section_id' },
      )
      .select()
      .single(),
  );
  await removeReplacedImages(client, before, stringsIn(saved.content));
  return saved;
}

export type PageContentSaveData = Tables<'page_content'>;

export function usePageContentSaveMutation(
  options?: MutationHookOptions<PageContentSaveData, PageContentSaveVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: PageContentSaveVariables) => savePageContent(client, variables),
    [pageContentKeys.all],
    options,
  );
}
