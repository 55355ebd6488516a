import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { SPEECH_LANGUAGES } from '@matchdrop/shared';
import { intlLocale } from '../lib/intl-locale';

/** A language's name in the page's language ("French", "французский", "法语"); the tag where Intl cannot name it. */
function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames([intlLocale(i18n.locale)], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * The language one side of a game is spoken in (R-PIC-18): the offered languages named in the page's language,
 * and "none" (the browser's own voice). A tag set elsewhere (an import, the API) stays listed.
 */
export function LanguageSelect({ label, value, onChange }: { label: string; value: string; onChange: (tag: string) => void }) {
  const tags: string[] = [...SPEECH_LANGUAGES];
  if (value !== '' && !tags.includes(value)) tags.push(value);
  const named = tags.map((tag) => ({ tag, name: languageName(tag) })).sort((a, b) => a.name.localeCompare(b.name, i18n.locale));
  return (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">
          <Trans>None (the browser's voice)</Trans>
        </option>
        {named.map(({ tag, name }) => (
          <option key={tag} value={tag} lang={tag}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
