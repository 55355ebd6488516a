import { describe, expect, it } from 'vitest';
import { defaultDueInput, dueAtFromLocal, dueDistance, formatDue, localInputValue, offsetText } from './due-date';

const paris = (utcMs: number): number => {
  // Central European time: +01:00, and +02:00 from 29 March 2026 01:00 UTC (daylight saving).
  return utcMs >= Date.UTC(2026, 2, 29, 1) ? -120 : -60;
};

describe('R-CLASS-5: due dates in the teacher’s zone, read in the student’s', () => {
  it('writes offsets as ISO 8601 does', () => {
    expect(offsetText(-120)).toBe('+02:00');
    expect(offsetText(300)).toBe('-05:00');
    expect(offsetText(-330)).toBe('+05:30');
    expect(offsetText(0)).toBe('+00:00');
  });

  it('pins a typed wall-clock time to the teacher’s zone, with the offset of that date', () => {
    expect(dueAtFromLocal('2026-03-20T17:00', paris)).toBe('2026-03-20T17:00:00+01:00');
    expect(dueAtFromLocal('2026-04-02T17:00', paris)).toBe('2026-04-02T17:00:00+02:00');
    expect(Date.parse(dueAtFromLocal('2026-04-02T17:00', paris)!)).toBe(Date.UTC(2026, 3, 2, 15));
  });

  it('refuses what is not a date and time', () => {
    expect(dueAtFromLocal('', paris)).toBeNull();
    expect(dueAtFromLocal('2026-02-30T10:00', paris)).toBeNull();
    expect(dueAtFromLocal('tomorrow', paris)).toBeNull();
  });

  it('writes an instant back for the input, and defaults to a week ahead at 17:00', () => {
    expect(localInputValue(Date.UTC(2026, 3, 2, 15), paris)).toBe('2026-04-02T17:00');
    expect(defaultDueInput(Date.UTC(2026, 2, 2, 9), paris)).toBe('2026-03-09T17:00');
  });

  it('shows the same instant in each student’s own zone', () => {
    const due = '2026-04-02T17:00:00+02:00';
    expect(formatDue(due, 'en-GB', 'Europe/Paris')).toContain('17:00');
    expect(formatDue(due, 'en-GB', 'America/New_York')).toContain('11:00');
  });

  it('says how far the due date is', () => {
    const now = Date.UTC(2026, 2, 2, 9);
    expect(dueDistance(new Date(now + 5 * 3_600_000).toISOString(), now)).toBe('in 5 hours');
    expect(dueDistance(new Date(now + 3 * 86_400_000).toISOString(), now)).toBe('in 3 days');
    expect(dueDistance(new Date(now - 86_400_000).toISOString(), now)).toBe('24 hours ago');
    expect(dueDistance(new Date(now + 60_000).toISOString(), now)).toBe('in less than an hour');
  });
});
