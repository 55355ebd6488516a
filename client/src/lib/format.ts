import { i18n } from '@lingui/core';
import { intlLocale } from './intl-locale';

/**
 * Numbers as the active language writes them ("87.5%" in English, "87,5 %" in Russian). The same digits as
 * shared's formatAccuracy / formatSeconds, so English reads as it always has.
 */
export function percentText(percent: number, fractionDigits: { min: number; max: number } = { min: 1, max: 1 }): string {
  // 'unit' rather than 'percent': the value is already in percent, and dividing by 100 could shift the rounding.
  const options = { style: 'unit', unit: 'percent', minimumFractionDigits: fractionDigits.min, maximumFractionDigits: fractionDigits.max } as const;
  return new Intl.NumberFormat(intlLocale(i18n.locale), options).format(percent);
}

/** Seconds with `digits` decimals, without the unit. */
export function decimalText(value: number, digits: number): string {
  return new Intl.NumberFormat(intlLocale(i18n.locale), { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value);
}
