import type { SiteBuildStatus } from '@tembo/data/admin';

/** What the indicator says: a headline, an optional detail, and whether it is a failure. */
export interface LiveSiteState {
  headline: string;
  detail?: string;
  failed?: boolean;
}

/** hh:mm in the editor's time zone. */
export function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * One of: building since hh:mm; the last build failed, with its message; N changes waiting; a
 * build requested; up to date. The detail says when the last good build finished or when the
 * waiting changes are due to go live.
 */
export function describeLiveSite(status: SiteBuildStatus): LiveSiteState {
  const { latest, pending } = status;
  const lastGood = status.last_success_at
    ? `Last good build finished at ${clockTime(status.last_success_at)}.`
    : 'No build has finished yet.';
  const waiting =
    pending > 0
      ? `${plural(pending, 'change', 'changes')} waiting` +
        (status.due_at ? `, built from ${clockTime(status.due_at)}` : '')
      : undefined;
  if (latest?.status === 'building') {
    return {
      headline: `Building since ${clockTime(latest.started_at ?? latest.requested_at)}`,
      detail: waiting ? `${waiting}. ${lastGood}` : lastGood,
    };
  }
  if (latest?.status === 'failed') {
    return {
      headline: `The last build failed: ${latest.message ?? 'no reason given'}`,
      detail: waiting ? `${waiting}. ${lastGood}` : lastGood,
      failed: true,
    };
  }
  if (waiting) return { headline: waiting, detail: lastGood };
  if (latest?.status === 'requested' || latest?.status === 'triggered') {
    return { headline: `Build requested at ${clockTime(latest.requested_at)}`, detail: lastGood };
  }
  return { headline: 'Up to date', detail: lastGood };
}
