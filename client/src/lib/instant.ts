import { i18n } from '@lingui/core';
import { intlLocale } from './intl-locale';

/**
 * An instant as the reader reads it: in the interface's language (the browser's own variant of it) and their time zone,
 * with the zone named ("Mon 9 Mar 2026, 17:00 CET").
 */
export function formatInstant(iso: string, locale: string = intlLocale(i18n.locale), timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

const ISO_INSTANT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})/g;

/** A server's text with each ISO 8601 instant in it written for the reader (a due date in a notification). */
export function localizeInstants(text: string, locale?: string, timeZone?: string): string {
  return text.replace(ISO_INSTANT, (iso) => (Number.isNaN(Date.parse(iso)) ? iso : formatInstant(iso, locale, timeZone)));
}
