import { useEffect, useRef, useState, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  earliestTravelDate,
  enquiryInputSchema,
  enquiryLimits,
  isDataError,
  useEnquiryFormToken,
  useEnquirySubmitMutation,
  type EnquiryFormValues,
  type PackageChoicesData,
} from '@tembo/data';
import { Button, toast } from '@tembo/ui';
import { trackEvent } from '../../lib/analytics/send.ts';
import { FormNativeNumberField } from '../../lib/forms/FormNativeNumberField.tsx';
import { FormNativeSelect } from '../../lib/forms/FormNativeSelect.tsx';
import { useHydrated } from '../../lib/hydration/use-hydrated.ts';
import { FormTextArea } from '../../lib/forms/FormTextArea.tsx';
import { FormTextField } from '../../lib/forms/FormTextField.tsx';
import { FormDateField } from '../../lib/forms/FormDateField.tsx';
import { Honeypot } from '../../lib/forms/Honeypot.tsx';
import * as styles from '../../lib/forms/forms.css.ts';
import { showSubmitFailure } from '../../lib/forms/submit-failure.ts';
import { setTripDraft } from '../../lib/layout/whatsapp-greeting.ts';
import { siteConfig } from '../../config/site.config.ts';
import { turnstileConfig } from '../../config/turnstile.ts';
import { ChallengeError, passChallenge } from './challenge.ts';
import { EnquiryConfirmation, type SentEnquiry } from './EnquiryConfirmation.tsx';
import { TurnstileChallenge } from './TurnstileChallenge.tsx';

const resolver = zodResolver(enquiryInputSchema, undefined, { raw: true });

const emptyForm: EnquiryFormValues = {
  name: '',
  email: '',
  phone: '',
  travel_start: null,
  travel_end: null,
  adults: 2,
  children: 0,
  package_id: null,
  message: '',
};

const serverFields = [
  'name',
  'email',
  'phone',
  'travel_start',
  'travel_end',
  'adults',
  'children',
  'package_id',
  'message',
] as const;

export interface EnquiryFormProps {
  /** The packages to choose from. */
  packages: PackageChoicesData;
  /** The package to start with (from /contact?package=<id>); ignored if it is not offered. */
  packageId: string;
  /**
   * The lodge the traveller came from (its "Contact Us", /contact?accommodation=<id>): the
   * message starts by naming it while the traveller has not written one.
   */
  stayName?: string | undefined;
}

/** The message a lodge's "Contact Us" starts with (docs/product-rules.md#public-routes). */
const stayMessage = (name: string) => `I would like to stay at ${name} on my safari.`;

/** The Turnstile challenge of this build, or null (config/turnstile.ts). */
const challengeConfig = turnstileConfig();

/** What a refusal that is about no field shows: the sentence, and where else to write. */
interface Failure {
  message: string;
  /** A spam guard's refusal: offer WhatsApp and email right there. */
  otherWays: boolean;
}

/**
 * The booking enquiry: validated in the browser with the data layer's schema and again by the
 * database; errors appear next to their field, nothing typed is lost, and success is a toast
 * and a lasting confirmation of what was sent above the emptied form.
 * The database's spam guards (docs/decisions.md#enquiry-form-token) need the form token asked
 * for when the form rendered; past a cap, with Turnstile configured, the form shows the
 * challenge and sends the enquiry again once it is passed.
 */
export function EnquiryForm({ packages, packageId, stayName }: EnquiryFormProps) {
  // Today as the browser sees it, once hydrated: the prerendered page was built on another day.
  const earliest = useHydrated() ? earliestTravelDate() : undefined;
  const form = useForm<EnquiryFormValues>({ resolver, defaultValues: emptyForm });
  // Stable between renders, so the memoized select skips the form's renders that do not change it.
  const packageOptions = useMemo(
    () => packages.map((pkg) => ({ id: pkg.id, label: pkg.title })),
    [packages],
  );
  const honeypot = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sent, setSent] = useState<SentEnquiry | null>(null);
  const [challenge, setChallenge] = useState<{ attempt: number; error: string | null } | null>(
    null,
  );
  const mutation = useEnquirySubmitMutation();
  const formToken = useEnquiryFormToken();

  // What the traveller has chosen so far goes into the WhatsApp button's greeting.
  const [travelStart, travelEnd, adults, children] = useWatch({
    control: form.control,
    name: ['travel_start', 'travel_end', 'adults', 'children'],
  });
  const { dirtyFields } = form.formState;
  const tripChosen = Boolean(
    dirtyFields.travel_start ||
    dirtyFields.travel_end ||
    dirtyFields.adults ||
    dirtyFields.children,
  );
  useEffect(() => {
    setTripDraft(
      tripChosen
        ? {
            travel_start: travelStart ?? null,
            travel_end: travelEnd ?? null,
            adults: adults ?? null,
            children: children ?? null,
          }
        : null,
    );
  }, [tripChosen, travelStart, travelEnd, adults, children]);
  useEffect(() => () => setTripDraft(null), []);

  // The package from the link arrives after hydration (the prerendered page has none); it only
  // fills the field while the visitor has not chosen one.
  useEffect(() => {
    const offered = packages.some((pkg) => pkg.id === packageId);
    if (offered && !form.getFieldState('package_id').isDirty) {
      form.setValue('package_id', packageId);
    }
  }, [form, packageId, packages]);

  // The lodge's name arrives after hydration too; it never replaces what the traveller wrote.
  useEffect(() => {
    if (stayName && !form.getFieldState('message').isDirty && !form.getValues('message')) {
      form.setValue('message', stayMessage(stayName));
    }
  }, [form, stayName]);

  const succeed = (values: EnquiryFormValues) => {
    setSent({
      values,
      packageTitle: packages.find((pkg) => pkg.id === values.package_id)?.title ?? null,
    });
    // The send button is disabled while sending, which drops focus to the page: it goes to the
    // emptied form's first field instead (the toast says it was sent). Before the reset, which
    // forgets the fields' elements until they render again.
    form.setFocus('name');
    form.reset({ ...emptyForm });
    toast.show({
      title: 'Thank you! Your enquiry has been sent.',
      description: `We will reply within ${siteConfig.enquiryReply.within}.`,
    });
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (honeypot.current?.value) {
      succeed(values);
      return;
    }
    if (!formToken.current()) await formToken.refresh();
    try {
      await mutation.mutateAsync({ values, formToken: formToken.current() });
      trackEvent('enquiry_sent', { package: values.package_id ?? null });
      setChallenge(null);
      // The next enquiry's time-to-submit counts from now.
      void formToken.refresh();
      succeed(values);
    } catch (error) {
      const hint = isDataError(error) ? error.hint : undefined;
      if (hint === 'form-token') void formToken.refresh();
      if (hint === 'challenge' && challengeConfig) {
        setChallenge((current) => ({ attempt: (current?.attempt ?? 0) + 1, error: null }));
        return;
      }
      setChallenge(null);
      const message = showSubmitFailure(form, error, serverFields);
      setFailure(
        message
          ? {
              message,
              otherWays: isDataError(error) && ['rate-limited', 'invalid'].includes(error.kind),
            }
          : null,
      );
    }
  });

  // The widget's answer: the function vouches for it, and the enquiry goes again with the
  // passed token.
  const challengePassed = async (turnstileToken: string) => {
    const current = formToken.current();
    try {
      if (!current)
        throw new ChallengeError(
          'This form could not be checked. Please wait a few seconds and send it again.',
        );
      formToken.set(await passChallenge(turnstileToken, current));
    } catch (error) {
      setChallenge((state) => ({
        attempt: (state?.attempt ?? 0) + 1,
        error: error instanceof ChallengeError ? error.message : 'The check did not succeed.',
      }));
      return;
    }
    await submit();
  };

  return (
    <>
      {sent ? <EnquiryConfirmation sent={sent} /> : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="enquiry-title">
        <FormTextField
          control={form.control}
          name="name"
          label="Your name"
          autoComplete="name"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="phone"
          label="Phone or WhatsApp (optional)"
          type="tel"
          autoComplete="tel"
        />
        <FormNativeSelect
          control={form.control}
          name="package_id"
          label="Safari package (optional)"
          placeholder="No package in mind yet"
          options={packageOptions}
        />
        <div className={styles.row}>
          <FormDateField
            control={form.control}
            name="travel_start"
            label="From (optional)"
            minValue={earliest}
          />
          <FormDateField
            control={form.control}
            name="travel_end"
            label="To (optional)"
            minValue={earliest}
          />
        </div>
        <div className={styles.row}>
          <FormNativeNumberField
            control={form.control}
            name="adults"
            label="Adults"
            minValue={enquiryLimits.adults.min}
            maxValue={enquiryLimits.adults.max}
          />
          <FormNativeNumberField
            control={form.control}
            name="children"
            label="Children"
            minValue={enquiryLimits.children.min}
            maxValue={enquiryLimits.children.max}
          />
        </div>
        <FormTextArea
          control={form.control}
          name="message"
          label="Your message"
          description="What would you like to see, and anything we should know."
          rows={6}
          isRequired
        />
        <Honeypot ref={honeypot} />
        {challenge && challengeConfig ? (
          <TurnstileChallenge
            key={challenge.attempt}
            config={challengeConfig}
            error={challenge.error}
            onToken={(token) => void challengePassed(token)}
          />
        ) : null}
        {failure ? (
          <div className={styles.formError} role="alert">
            <p className={styles.challengeText}>{failure.message}</p>
            {failure.otherWays ? (
              <p className={styles.otherWays}>
                <a href={`https://wa.me/${siteConfig.whatsapp.number}`}>WhatsApp us</a> or email{' '}
                <a href={`mailto:${siteConfig.contact.email}`}>{siteConfig.contact.email}</a>.
                Everything you typed is still here.
              </p>
            ) : null}
          </div>
        ) : null}
        <div>
          <Button type="submit" isDisabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Sending…' : 'Send Enquiry'}
          </Button>
        </div>
      </form>
    </>
  );
}
