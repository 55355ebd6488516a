/**
 * The language tag for Intl (dates, numbers, relative times) in the interface's language `locale`: the browser's own
 * tag when it speaks that language (an en-GB browser keeps day-month order), else the interface's language itself.
 */
export function intlLocale(locale: string, browser: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): string {
  const own = browser.find((tag) => tag.toLowerCase().split(/[-_]/)[0] === locale);
  if (own !== undefined) return own;
  return locale === 'zh' ? 'zh-Hans' : locale || 'en';
}
