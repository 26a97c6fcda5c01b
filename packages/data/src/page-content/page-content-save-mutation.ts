import { sessionWrite } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import { pageContentKeys } from '../keys.ts';
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
 * stored row.
 */
export async function savePageContent(
  client: DataClient,
  variables: PageContentSaveVariables,
): Promise<Tables<'page_content'>> {
  const content =
    variables.section === 'home/hero'
      ? parseInput(heroContentSchema, variables.content)
      : parseInput(contactInfoSchema, variables.content);
  const [pageId, sectionId] = variables.section.split('/') as [string, string];
  return unwrap(
    await client
      .from('page_content')
      .upsert(
        { page_id: pageId, section_id: sectionId, content },
        { onConflict: 'page_id,section_id' },
      )
      .select()
      .single(),
  );
}

export const usePageContentSaveMutation = sessionWrite(savePageContent, [pageContentKeys.all]);
