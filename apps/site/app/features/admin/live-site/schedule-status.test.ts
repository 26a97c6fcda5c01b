import { describe, expect, it } from 'vitest';
import { describeSchedule } from './schedule-status.ts';

const now = Date.parse('2027-03-01T12:00:00Z');
const hour = 3600_000;
const local = (time: number) => {
  const date = new Date(time);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

describe('when a record is on the site, in words', () => {
  it('a draft is not, whatever its times say', () => {
    expect(describeSchedule({ published: false, publishAt: null, unpublishAt: null }, now)).toBe(
      'Not on the site: this is a draft.',
    );
    expect(
      describeSchedule({ published: false, publishAt: local(now + hour), unpublishAt: null }, now),
    ).toMatch(/^Not on the site: this is a draft\. Tick Published/);
  });

  it('a published record is on the site from the next build, until its unpublish time', () => {
    expect(describeSchedule({ published: true, publishAt: null, unpublishAt: null }, now)).toBe(
      'On the site. A change shows with the next build, about a minute after you save.',
    );
    expect(
      describeSchedule(
        { published: true, publishAt: local(now - hour), unpublishAt: local(now + 24 * hour) },
        now,
      ),
    ).toMatch(/^On the site until 2 Mar 2027 at /);
  });

  it('a record scheduled ahead goes live at its publish time; one past its end is off', () => {
    expect(
      describeSchedule({ published: true, publishAt: local(now + hour), unpublishAt: null }, now),
    ).toMatch(/^Goes live on 1 Mar 2027 at .*\. The site follows with the build after that moment/);
    expect(
      describeSchedule({ published: true, publishAt: null, unpublishAt: local(now - hour) }, now),
    ).toMatch(/^Off the site since 1 Mar 2027 at /);
    expect(
      describeSchedule(
        { published: true, publishAt: local(now + 2 * hour), unpublishAt: local(now + hour) },
        now,
      ),
    ).toBe('Never on the site: the unpublish time comes before the publish time.');
  });
});
