import { isLocale, type Locale } from '@matchdrop/shared';
import { apiRequest } from '../api';
import { activateLocale, currentLocale } from '../i18n/catalogs';

/**
 * The account's language (issue 26): a signed-in player's choice in the header is kept on the account, and a
 * sign-in on another browser shows the interface in the account's language.
 */

/** PUT /api/auth/profile/locale: keeps the player's choice. */
function saveAccountLocale(locale: Locale): Promise<{ locale: Locale }> {
  return apiRequest<{ locale: Locale }>('PUT', '/api/auth/profile/locale', { locale });
}

/** The language to switch to after a sign-in or session restore: the account's, when it differs from the one shown. */
// `object`: the answers' users are shared/'s PublicUser, which has `locale` only once the server sends it.
export function localeToFollow(user: object, shown: Locale): Locale | null {
  const wanted = 'locale' in user ? user.locale : undefined;
  return isLocale(wanted) && wanted !== shown ? wanted : null;
}

/** Switches the interface to the account's language; a catalog that cannot load leaves the current one (quietly). */
export function followAccountLocale(user: object): void {
  const locale = localeToFollow(user, currentLocale());
  if (locale === null) return;
  activateLocale(locale).catch((error: unknown) => console.warn('Could not switch to the account language', error));
}

/**
 * The header's switch told of a new language: kept on a signed-in account. Failures stay quiet: the interface has
 * already switched, and this browser remembers the choice anyway.
 */
export function keepLocaleChoice(signedIn: boolean, locale: Locale): void {
  if (!signedIn) return;
  saveAccountLocale(locale).catch((error: unknown) => console.warn('Could not keep the language on the account', error));
}
