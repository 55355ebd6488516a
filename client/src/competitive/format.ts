import { i18n } from '@lingui/core';

/** R-SCORE-3 figures in the interface's language: seconds with 2 decimals ("12.34", "12,34"). */
export function secondsText(ms: number): string {
  return i18n.number(ms / 1000, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Accuracy with 1 decimal ("87.5", "87,5"). */
export function accuracyText(percent: number): string {
  return i18n.number(percent, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
