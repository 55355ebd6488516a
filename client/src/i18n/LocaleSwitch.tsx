import { useLingui } from '@lingui/react/macro';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@matchdrop/shared';
import { useState } from 'react';
import { activateLocale, currentLocale } from './catalogs';

interface LocaleSwitchProps {
  /** Told after the interface has switched: a signed-in player's choice is kept on their account too. */
  onSwitched?: (locale: Locale) => void;
}

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
  return (
    <select
      className="locale-switch"
      aria-label={t`Language`}
      value={currentLocale()}
      disabled={switching}
      onChange={(event) => void choose(event.target.value)}
      data-testid="locale-switch"
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale === 'zh' ? 'zh-Hans' : locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </select>
  );
}
