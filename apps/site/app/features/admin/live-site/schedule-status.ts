import { formatDateTime } from '../common/format.ts';

/** What the editor's publishing fields hold: form values ('YYYY-MM-DDTHH:mm' or null). */
export interface Schedule {
  published: boolean;
  publishAt: string | null;
  unpublishAt: string | null;
}

/** A form's moment as a time, or undefined when empty or not a time. */
function timeOf(value: string | null): number | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

const build = 'The site follows with the build after that moment, within a few minutes.';

/**
 * When a record is on the site, in words, at `now`: Row Level Security shows a published record
 * between publish_at and unpublish_at (docs/architecture.md#publishing), and the prerendered
 * pages follow with the next build.
 */
export function describeSchedule(
  { published, publishAt, unpublishAt }: Schedule,
  now: number = Date.now(),
): string {
  const start = timeOf(publishAt);
  const end = timeOf(unpublishAt);
  if (!published) {
    return start === undefined
      ? 'Not on the site: this is a draft.'
      : 'Not on the site: this is a draft. Tick Published to go live at the publish time.';
  }
  if (start !== undefined && end !== undefined && end <= start) {
    return 'Never on the site: the unpublish time comes before the publish time.';
  }
  if (end !== undefined && end <= now) {
    return `Off the site since ${formatDateTime(new Date(end).toISOString())}.`;
  }
  const until = end === undefined ? '' : ` until ${formatDateTime(new Date(end).toISOString())}`;
  if (start !== undefined && start > now) {
    return `Goes live on ${formatDateTime(new Date(start).toISOString())}${until}. ${build}`;
  }
  return `On the site${until}. A change shows with the next build, about a minute after you save.`;
}

/**
 * A published row's state in an admin list when its schedule keeps it off the site at `now`:
 * 'Scheduled' before publish_at, 'Ended' from unpublish_at; undefined otherwise (and for a row
 * without the columns).
 */
export function scheduleBadge(
  row: object,
  now: number = Date.now(),
): 'Scheduled' | 'Ended' | undefined {
  const moment = (field: string) => {
    const value: unknown = Object.getOwnPropertyDescriptor(row, field)?.value;
    return typeof value === 'string' ? timeOf(value) : undefined;
  };
  const start = moment('publish_at');
  const end = moment('unpublish_at');
  if (end !== undefined && end <= now) return 'Ended';
  if (start !== undefined && start > now) return 'Scheduled';
  return undefined;
}
