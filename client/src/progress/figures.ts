import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

// The progress screens' figures in the interface's language (decimal comma in Russian, the locale's digits and grouping);
// shared/'s formatAccuracy/formatSeconds stay for the server and logs, in English.

/** An accuracy, one decimal and a percent sign: "87.5%", "87,5%". */
export function accuracyText(percent: number): string {
  return `${i18n.number(percent, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}

/** A time in seconds with two decimals: "12.34 s", "12,34 с". */
export function secondsText(ms: number): string {
  const seconds = i18n.number(ms / 1000, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return t`${seconds} s`;
}

/** A play's date and time, short (a column of a table on a phone), as the interface's language writes them. */
export function playedAtText(playedAt: string): string {
  return i18n.date(playedAt, { dateStyle: 'short', timeStyle: 'short' });
}
