import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { intlLocale } from './intl-locale';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * R-UI-7 relative time: under an hour 'Just now', under a day in whole hours, otherwise in whole
 * days. A time in the future (a clock running behind the server's) also reads 'Just now'. The hours and days are
 * worded by the browser's Intl in the active language ("2 часа назад", "2天前"), so no catalog carries them.
 */
export function relativeTime(iso: string, nowMs: number): string {
  const thenMs = Date.parse(iso);
  if (Number.isNaN(thenMs)) return '';
  const age = nowMs - thenMs;
  if (age < HOUR_MS) return t`Just now`;
  const format = new Intl.RelativeTimeFormat(intlLocale(i18n.locale), { numeric: 'always' });
  if (age < DAY_MS) return format.format(-Math.floor(age / HOUR_MS), 'hour');
  return format.format(-Math.floor(age / DAY_MS), 'day');
}
