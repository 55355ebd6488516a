import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatInstant } from '../lib/instant';
import { intlLocale } from '../lib/intl-locale';

/**
 * R-CLASS-5: a due date is entered in the teacher's time zone and travels with its offset; each student reads it in
 * their own. The browser's <input type="datetime-local"> gives a wall-clock time without a zone: these helpers pin
 * it to the zone it was typed in, and write it back for the input. Pure (the offset and the clock are passed in).
 */

const pad = (n: number): string => String(Math.abs(n)).padStart(2, '0');

/** `+02:00` for a zone two hours ahead of UTC; `offsetMinutes` as Date#getTimezoneOffset gives it (minutes behind UTC). */
export function offsetText(offsetMinutes: number): string {
  const ahead = -offsetMinutes;
  return `${ahead < 0 ? '-' : '+'}${pad(Math.trunc(ahead / 60))}:${pad(ahead % 60)}`;
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The wall-clock `YYYY-MM-DDTHH:mm` of a datetime-local input, as ISO 8601 with the offset of the zone it was typed
 * in (`offsetAt` gives that zone's offset at a UTC instant, so a date across a daylight-saving change gets its own).
 * Null when the text is not such a time.
 */
export function dueAtFromLocal(local: string, offsetAt: (utcMs: number) => number): string | null {
  const parts = LOCAL_PATTERN.exec(local);
  if (!parts) return null;
  const [, y, mo, d, h, mi] = parts.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== d) return null;
  // The offset at the instant itself: guess with the wall time, then correct once (enough across a DST change).
  const offset = offsetAt(wall + offsetAt(wall) * 60_000);
  return `${local}:00${offsetText(offset)}`;
}

/** The browser's own zone: the offset Date gives at that instant. */
export const browserOffsetAt = (utcMs: number): number => new Date(utcMs).getTimezoneOffset();

/** The datetime-local text of an instant, in a zone (`offsetAt`). */
export function localInputValue(utcMs: number, offsetAt: (utcMs: number) => number): string {
  const wall = new Date(utcMs - offsetAt(utcMs) * 60_000);
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** The form's first due date: a week from now at 17:00, local time. */
export function defaultDueInput(nowMs: number, offsetAt: (utcMs: number) => number): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a datetime-local input's value (5 p.m.)
  return `${localInputValue(nowMs + 7 * 86_400_000, offsetAt).slice(0, 10)}T17:00`;
}

/** A due date as the viewer reads it: in their locale and time zone, with the zone named. */
export const formatDue = formatInstant;

/** "in 3 days", "in 5 hours", "2 days ago": how far the due date is, for the lists (worded by Intl in the active language). */
export function dueDistance(iso: string, nowMs: number): string {
  const ms = Date.parse(iso) - nowMs;
  const hours = Math.round(Math.abs(ms) / 3_600_000);
  if (hours < 1) return ms >= 0 ? t`in less than an hour` : t`less than an hour ago`;
  const sign = ms >= 0 ? 1 : -1;
  const format = new Intl.RelativeTimeFormat(intlLocale(i18n.locale), { numeric: 'always' });
  return hours < 48 ? format.format(sign * hours, 'hour') : format.format(sign * Math.round(hours / 24), 'day');
}
