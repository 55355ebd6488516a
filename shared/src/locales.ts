/**
 * The interface languages: English, Russian and Simplified Chinese. The built-in games are content and
 * keep their own languages; this is the language of everything around them (screens, e-mails, messages).
 */
export const LOCALES = ['en', 'ru', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** For the client's first page, without zod (~30 KB there); the API validates with localeSchema (locale-schema.ts). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Each language named in itself, as the language switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ru: 'Русский', zh: '简体中文' };

/**
 * The first of the browser's languages (navigator.languages, most preferred first) that MatchDrop speaks:
 * 'ru-RU' → 'ru', 'zh-CN' / 'zh-Hans' / 'zh' → 'zh', else English.
 */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
