import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('relativeTime', () => {
  it("says 'Just now' for anything under an hour, and for a time slightly in the future", () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59 * MIN + 59_999), now)).toBe('Just now');
    expect(relativeTime(ago(-5 * MIN), now)).toBe('Just now');
  });

  it('counts whole hours under a day', () => {
    expect(relativeTime(ago(HOUR), now)).toBe('1 hour ago');
    expect(relativeTime(ago(2 * HOUR + 59 * MIN), now)).toBe('2 hours ago');
    expect(relativeTime(ago(24 * HOUR - 1), now)).toBe('23 hours ago');
  });

  it('counts whole days from 24 hours on', () => {
    expect(relativeTime(ago(24 * HOUR), now)).toBe('1 day ago');
    expect(relativeTime(ago(47 * HOUR), now)).toBe('1 day ago');
    expect(relativeTime(ago(48 * HOUR), now)).toBe('2 days ago');
    expect(relativeTime(ago(400 * 24 * HOUR), now)).toBe('400 days ago');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});
