import { describe, expect, it } from 'vitest';
import { formatDuration, isOverdue, overdueLabel, timeToFirstAnswer } from './answer-times.ts';

const enquiry = {
  status: 'new' as const,
  created_at: '2026-03-01T10:00:00Z',
  first_answered_at: null,
  answer_due_at: '2026-03-02T10:00:00Z',
};

describe('answer times', () => {
  it('says a span of time as staff say it', () => {
    expect(formatDuration(30)).toBe('under a minute');
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(3 * 3600)).toBe('3 h');
    expect(formatDuration(3.5 * 3600)).toBe('3 h 30 min');
    expect(formatDuration(47 * 3600)).toBe('47 h');
    expect(formatDuration(2 * 86400 + 4 * 3600)).toBe('2 days 4 h');
    expect(formatDuration(3 * 86400)).toBe('3 days');
  });

  it('measures the time to first answer from arrival', () => {
    expect(timeToFirstAnswer(enquiry)).toBeNull();
    expect(
      timeToFirstAnswer({
        ...enquiry,
        status: 'replied',
        first_answered_at: '2026-03-01T13:30:00Z',
      }),
    ).toBe(3.5 * 3600);
  });

  it('marks an unanswered enquiry once it is past its answer time, and only then', () => {
    const due = Date.parse(enquiry.answer_due_at);
    expect(isOverdue(enquiry, due - 1)).toBe(false);
    expect(isOverdue(enquiry, due)).toBe(true);
    expect(isOverdue({ ...enquiry, status: 'replied' }, due + 1)).toBe(false);
    expect(overdueLabel(enquiry)).toBe('Waiting over 24 hours');
  });
});
