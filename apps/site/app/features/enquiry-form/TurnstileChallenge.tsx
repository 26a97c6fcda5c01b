import { useEffect, useRef, useState } from 'react';
import type { TurnstileConfig } from '../../config/turnstile.ts';
import * as styles from '../../lib/forms/forms.css.ts';
import { loadTurnstile } from './challenge.ts';

export interface TurnstileChallengeProps {
  config: TurnstileConfig;
  /** The widget's answer, once the visitor has passed. */
  onToken: (token: string) => void;
  /** Why the check failed, as a sentence shown below it. */
  error: string | null;
}

/**
 * The challenge the enquiry form shows past a spam cap (docs/decisions.md#enquiry-form-token):
 * a labelled group with a heading that takes the focus when it appears (so a screen reader
 * announces why it is there), Cloudflare's widget (reachable with Tab), and what else to do.
 */
export function TurnstileChallenge({ config, onToken, error }: TurnstileChallengeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    let widget: string | undefined;
    let api: Awaited<ReturnType<typeof loadTurnstile>> | undefined;
    let cancelled = false;
    loadTurnstile(config.scriptUrl).then(
      (loaded) => {
        if (cancelled || !container.current) return;
        api = loaded;
        widget = loaded.render(container.current, {
          sitekey: config.siteKey,
          language: 'en',
          callback: (token) => onTokenRef.current(token),
          'error-callback': () =>
            setLoadError(
              'The check could not run. Please try again later, or write to us on WhatsApp or by email.',
            ),
        });
      },
      () => {
        if (!cancelled) {
          setLoadError(
            'The check could not be loaded. Please try again later, or write to us on WhatsApp or by email.',
          );
        }
      },
    );
    return () => {
      cancelled = true;
      if (api && widget) api.remove(widget);
    };
  }, [config]);

  const problem = error ?? loadError;
  return (
    <section className={styles.challenge} aria-labelledby="enquiry-challenge-title">
      <h3
        id="enquiry-challenge-title"
        ref={heading}
        tabIndex={-1}
        className={styles.challengeTitle}
      >
        One more step to send your enquiry
      </h3>
      <p className={styles.challengeText}>
        We have had many enquiries from your connection this hour. Please confirm below that you are
        a person: your enquiry is sent as soon as the check succeeds, with everything you typed. You
        can also write to us on WhatsApp or by email.
      </p>
      <div ref={container} />
      {problem ? (
        <p className={styles.formError} role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
