import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { defineWrite } from '../lib/use-invalidating-mutation.ts';
import { usePublicClient } from '../public-client.tsx';
import { enquiryConstraints } from './enquiry-messages.ts';
import { enquiryInputSchema, type EnquiryFormValues } from './enquiry.schema.ts';

export interface EnquirySubmitVariables {
  values: EnquiryFormValues;
  /**
   * The form token of {@link fetchEnquiryFormToken}, asked for when the form rendered (or the
   * passed one the challenge gave back). The database refuses an enquiry sent sooner than its
   * `min_seconds_to_submit` after the token was issued, and one without a valid token
   * (docs/decisions.md#enquiry-form-token). Sent in the `x-enquiry-token` header; never stored.
   */
  formToken?: string | null;
}

/** The request header that carries the form token (read by the database's guard). */
const enquiryTokenHeader = 'x-enquiry-token';

/** A new form token: the time the enquiry form rendered, signed by the database. */
export async function fetchEnquiryFormToken(client: DataClient): Promise<string> {
  return unwrap(await client.rpc('enquiry_form_token'));
}

/**
 * Sends a booking enquiry through `submit_enquiry(submission jsonb)`, which checks each field's
 * JSON type before it inserts (docs/decisions.md#visitor-writes); visitors may not insert into
 * the table directly, nor read an enquiry back. A field of the wrong type is a 400 with code
 * PT400 and hint 'shape'. The flood guard's refusal ("Too many enquiries from this email…") arrives as a 'rate-limited'
 * DataError whose message the form shows as is; its `hint` says whether the challenge may be
 * asked for ('challenge'), the form was sent too fast ('too-fast') or its token is not valid
 * ('form-token').
 */
export async function submitEnquiry(
  client: DataClient,
  { values, formToken }: EnquirySubmitVariables,
): Promise<void> {
  const input = parseInput(enquiryInputSchema, values);
  const submit = client.rpc('submit_enquiry', { submission: input });
  unwrap(
    await (formToken ? submit.setHeader(enquiryTokenHeader, formToken) : submit),
    enquiryConstraints,
  );
}

/** Sends an enquiry with the public client. Nothing public to invalidate. */
export const useEnquirySubmitMutation = defineWrite(usePublicClient, submitEnquiry, []);

/** The enquiry form's token (see {@link useEnquiryFormToken}). */
interface EnquiryFormToken {
  /** The token to send, or null while none has arrived (the database then says to reload). */
  current(): string | null;
  /** Asks for a new token (after the database refused this one); never throws. */
  refresh(): Promise<void>;
  /** Replaces the token (with the passed one the challenge gave back). */
  set(token: string): void;
}

/**
 * The longest the form waits for an idle moment before it asks for its token anyway: well under
 * the database's `min_seconds_to_submit` (3 s), so a traveller is never held back by it.
 */
export const formTokenIdleTimeoutMs = 1000;

/**
 * Asks the database for a form token once the form has rendered (in the browser), at the first
 * idle moment, so an enquiry sent sooner than the database allows can be told to wait. A submit
 * before the token arrived asks for one itself.
 */
export function useEnquiryFormToken(): EnquiryFormToken {
  const client = usePublicClient();
  const token = useRef<string | null>(null);
  const refresh = useCallback(async () => {
    try {
      token.current = await fetchEnquiryFormToken(client);
    } catch {
      // Offline or refused: the submit then asks for one again.
      token.current = null;
    }
  }, [client]);
  useEffect(() => whenIdle(() => void refresh(), formTokenIdleTimeoutMs), [refresh]);
  return useMemo(
    () => ({
      current: () => token.current,
      refresh,
      set: (next: string) => {
        token.current = next;
      },
    }),
    [refresh],
  );
}
