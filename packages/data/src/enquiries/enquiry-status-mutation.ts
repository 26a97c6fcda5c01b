import { z } from 'zod/mini';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import { Constants, type Tables } from '../database.types.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { wrongType } from '../lib/form-fields.ts';
import { parseInput } from '../lib/parse-input.ts';
import { uuidPattern } from '../lib/patterns.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import { enquiryMessages } from './enquiry-messages.ts';
import { enquiryKeys } from './keys.ts';

/** The inbox's status control: new, replied or closed. */
export const enquiryStatusSchema = z.object(
  {
    status: z.enum(Constants.public.Enums.enquiry_status, {
      error: 'Please choose new, replied or closed.',
    }),
  },
  wrongType,
);

export interface EnquiryStatusVariables {
  id: string;
  status: z.input<typeof enquiryStatusSchema>['status'];
}

/** Moves an enquiry to new, replied or closed and returns the stored row. */
export async function setEnquiryStatus(
  client: DataClient,
  { id, status }: EnquiryStatusVariables,
): Promise<Tables<'enquiries'>> {
  if (!uuidPattern.test(id)) throw notFoundError(enquiryMessages.notFound);
  const input = parseInput(enquiryStatusSchema, { status });
  return unwrap(await client.from('enquiries').update(input).eq('id', id).select().single());
}

export type EnquiryStatusData = Tables<'enquiries'>;

export function useEnquiryStatusMutation(
  options?: MutationHookOptions<EnquiryStatusData, EnquiryStatusVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: EnquiryStatusVariables) => setEnquiryStatus(client, variables),
    [enquiryKeys.all],
    options,
  );
}
