import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Database } from '../database.types.ts';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { enquiryKeys } from './keys.ts';

/**
 * The week's pipeline (rpc enquiry_pipeline_figures, admins only): enquiries received in the
 * last 7 days, how many of them were answered, their median time to first answer in seconds
 * (null when none was) and the enquiries won in those days.
 */
export type PipelineFiguresData = Omit<
  Database['public']['Functions']['enquiry_pipeline_figures']['Returns'][number],
  'median_first_answer_seconds'
> & {
  /** The generated type cannot know a function's column may be null. */
  median_first_answer_seconds: number | null;
};

export async function getPipelineFigures(
  client: DataClient,
  _variables: NoVariables = {},
  signal?: AbortSignal,
): Promise<PipelineFiguresData> {
  return unwrap(await abortable(client.rpc('enquiry_pipeline_figures'), signal).single());
}

function pipelineFiguresQueryOptions(client: DataClient) {
  return queryOptions({
    queryKey: enquiryKeys.pipelineFigures(),
    queryFn: ({ signal }) => getPipelineFigures(client, {}, signal),
  });
}

export function usePipelineFiguresQuery() {
  return useQuery(pipelineFiguresQueryOptions(useSupabaseClient()));
}
