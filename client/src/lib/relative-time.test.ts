import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';
import { activateCatalogs } from './testing';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('relativeTime', () => {
  afterEach(() => i18n.activate('en'));

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

  it('Russian: hours and days in their plural forms, and Just now from the catalog', () => {
    activateCatalogs('ru');
    expect(relativeTime(ago(MIN), now)).toBe('Только что');
    expect([1, 2, 5, 21].map((h) => relativeTime(ago(h * HOUR), now))).toEqual(['1 час назад', '2 часа назад', '5 часов назад', '21 час назад']);
    expect([1, 3, 11].map((d) => relativeTime(ago(d * 24 * HOUR), now))).toEqual(['1 день назад', '3 дня назад', '11 дней назад']);
  });

  it('Chinese', () => {
    activateCatalogs('zh');
    expect(relativeTime(ago(MIN), now)).toBe('刚刚');
    expect(relativeTime(ago(3 * HOUR), now)).toBe('3小时前');
  });
});
