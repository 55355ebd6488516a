import { useLingui } from '@lingui/react/macro';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@matchdrop/shared';
import { useState } from 'react';
import { activateLocale, currentLocale } from './catalogs';

interface LocaleSwitchProps {
  /** Told after the interface has switched: a signed-in player's choice is kept on their account too. */
  onSwitched?: (locale: Locale) => void;
}

/** What the closed switch shows on a phone, where the languages' full names do not fit in the header's row (each language's own short name, the same in every interface language). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- each language's own short name, the same whatever the interface speaks
const SHORT_NAMES: Readonly<Record<Locale, string>> = { en: 'EN', ru: 'RU', zh: '中文' };
const langOf = (locale: Locale): string => (locale === 'zh' ? 'zh-Hans' : locale);

/** The header's language choice; each language is named in itself, so anyone can find their own. */
export function LocaleSwitch({ onSwitched }: LocaleSwitchProps) {
  const { t } = useLingui();
  const [switching, setSwitching] = useState(false);
  const choose = async (locale: string) => {
    if (!isLocale(locale)) return;
    setSwitching(true);
    try {
      await activateLocale(locale);
      onSwitched?.(locale);
    } catch (error) {
      console.error('Could not load the language', error);
    } finally {
      setSwitching(false);
    }
  };
  const shown = currentLocale();
  return (
    // The short name is drawn over the narrow select (header.css); the select keeps the full names and all input.
    <span className="locale-switch-wrap">
      <select
        className="locale-switch"
        aria-label={t`Language`}
        value={shown}
        disabled={switching}
        onChange={(event) => void choose(event.target.value)}
        data-testid="locale-switch"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={langOf(locale)}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      <span className="locale-switch-short" lang={langOf(shown)} aria-hidden="true">
        {SHORT_NAMES[shown]}
      </span>
    </span>
  );
}
