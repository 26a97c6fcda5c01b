// The enquiry inbox's reads (admins only, by RLS: anyone else finds none).
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sessionRead, useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Database, Enums, Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { fetcher, type Fetch, type OptionalFetch } from '../lib/read.ts';
import { enquiryMessages } from './enquiry-messages.ts';
import { enquiryKeys } from '../keys.ts';

export type AdminEnquiryData = Tables<'enquiries'>;

interface AdminEnquiriesVariables {
  /** Only enquiries in this state; all when absent. */
  status?: Enums<'enquiry_status'> | undefined;
}

/**
 * The inbox: newest first, except the unanswered ('new'), which are listed oldest first, the
 * longest waiting on top (docs/decisions.md#enquiry-pipeline).
 */
export const getAdminEnquiries = fetcher((client, { status }: AdminEnquiriesVariables) => {
  let query = client.from('enquiries').select('*');
  if (status) query = query.eq('status', status);
  return query.order('created_at', { ascending: status === 'new' });
});
export const { options: adminEnquiriesQueryOptions, use: useAdminEnquiriesQuery } = sessionRead(
  ({ status }: AdminEnquiriesVariables) => enquiryKeys.adminList(status ? { status } : {}),
  getAdminEnquiries,
);

/** One enquiry with its full message, from /admin/enquiries/{id}. */
export const getAdminEnquiry: Fetch<{ id: string }, AdminEnquiryData> = async (
  client,
  { id },
  signal,
) => {
  if (!uuidPattern.test(id)) throw notFoundError(enquiryMessages.notFound);
  const query = client.from('enquiries').select('*').eq('id', id);
  const row = unwrap(await abortable(query, signal).maybeSingle());
  if (!row) throw notFoundError(enquiryMessages.notFound);
  return row;
};

/**
 * The enquiry as a loaded inbox holds it, and when the inbox read it: the freshest list that
 * has the row, skipping lists a write has invalidated (their copy may be out of date).
 */
function fromInbox(queryClient: QueryClient, id: string) {
  let found: { row: AdminEnquiryData; updatedAt: number } | undefined;
  const lists = queryClient.getQueriesData<AdminEnquiryData[]>({
    queryKey: enquiryKeys.adminLists(),
  });
  for (const [queryKey, rows] of lists) {
    const state = queryClient.getQueryState(queryKey);
    const row = rows?.find((candidate) => candidate.id === id);
    if (!row || !state || state.isInvalidated) continue;
    if (!found || state.dataUpdatedAt > found.updatedAt) {
      found = { row, updatedAt: state.dataUpdatedAt };
    }
  }
  return found;
}

/**
 * One enquiry for /admin/enquiries/{id}. An enquiry the inbox has already loaded shows at once
 * (the list rows are whole rows) and counts as read when the inbox was, so it is fetched again
 * only once that copy is stale; an enquiry no loaded list holds (an old link, an inbox past
 * PostgREST's row limit) is fetched.
 */
export function useAdminEnquiryQuery({ id }: { id: string }) {
  const client = useSupabaseClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: enquiryKeys.adminDetail(id),
    queryFn: ({ signal }) => getAdminEnquiry(client, { id }, signal),
    initialData: () => fromInbox(queryClient, id)?.row,
    initialDataUpdatedAt: () => fromInbox(queryClient, id)?.updatedAt,
  });
}

/** An enquiry's internal notes, oldest first. */
export const getEnquiryNotes: Fetch<{ enquiryId: string }, Tables<'enquiry_notes'>[]> = async (
  client,
  { enquiryId },
  signal,
) => {
  if (!uuidPattern.test(enquiryId)) throw notFoundError(enquiryMessages.notFound);
  const query = client.from('enquiry_notes').select('*').eq('enquiry_id', enquiryId);
  return unwrap(await abortable(query.order('created_at', { ascending: true }), signal));
};
export const { use: useEnquiryNotesQuery } = sessionRead(
  ({ enquiryId }: { enquiryId: string }) => enquiryKeys.notes(enquiryId),
  getEnquiryNotes,
);

/**
 * The week's pipeline (rpc enquiry_pipeline_figures): enquiries received in the last 7 days, how
 * many of them were answered, their median time to first answer in seconds (null when none was)
 * and the enquiries won in those days.
 */
type PipelineFiguresData = Omit<
  Database['public']['Functions']['enquiry_pipeline_figures']['Returns'][number],
  'median_first_answer_seconds'
> & {
  /** The generated type cannot know a function's column may be null. */
  median_first_answer_seconds: number | null;
};

export const getPipelineFigures: OptionalFetch<object, PipelineFiguresData> = async (
  client,
  _,
  signal,
) => unwrap(await abortable(client.rpc('enquiry_pipeline_figures'), signal).single());
export const { use: usePipelineFiguresQuery } = sessionRead(
  enquiryKeys.pipelineFigures,
  getPipelineFigures,
);
