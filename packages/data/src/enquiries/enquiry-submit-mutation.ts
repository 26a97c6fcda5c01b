import { useMutation } from '@tanstack/react-query';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { MutationHookOptions } from '../lib/use-invalidating-mutation.ts';
import { usePublicClient } from '../public-client.tsx';
import { enquiryConstraints } from './enquiry-messages.ts';
import { enquiryInputSchema, type EnquiryFormValues } from './enquiry.schema.ts';

export interface EnquirySubmitVariables {
  values: EnquiryFormValues;
}

/**
 * Sends a booking enquiry. Insert only, never `.select()`: visitors may send an enquiry but not
 * read one back (RLS and privileges), so asking for the row would turn success into a 401. The
 * flood guard's refusal ("Too many enquiries from this email…") arrives as a 'rate-limited'
 * DataError whose message the form shows as is.
 */
export async function submitEnquiry(
  client: DataClient,
  { values }: EnquirySubmitVariables,
): Promise<void> {
  const input = parseInput(enquiryInputSchema, values);
  unwrap(await client.from('enquiries').insert(input), enquiryConstraints);
}

/** Sends an enquiry with the public client. Nothing public to invalidate. */
export function useEnquirySubmitMutation(
  options?: MutationHookOptions<void, EnquirySubmitVariables>,
) {
  const client = usePublicClient();
  return useMutation({
    ...options,
    mutationFn: (variables: EnquirySubmitVariables) => submitEnquiry(client, variables),
  });
}
