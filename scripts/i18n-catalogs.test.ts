// The catalogs complete and sound: every message of the code (client/src/locales, kept up to date by
// `npm run i18n`, checked by scripts/i18n-check.ts) exists in English, Russian and Chinese, translated, with the
// same placeholders as its source, valid ICU, and every plural form the language has (Russian: one, few, many).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compareVariables, getPluralCategories, parsePo, validateIcu } from 'pofile-ts';
import { describe, expect, it } from 'vitest';
import { poFiles } from './i18n-memory.ts';
import { root } from './run.ts';

const catalogs = join(root, 'client/src/locales');
const LANGUAGES = ['en', 'ru', 'zh'] as const;
const folders = [...new Set(poFiles(catalogs).map((file) => relative(catalogs, file).slice(0, -'/en.po'.length)))].sort();

const entries = (folder: string, language: string) =>
  new Map(parsePo(readFileSync(join(catalogs, folder, `${language}.po`), 'utf8')).items.map((item) => [`${item.msgctxt ?? ''}\u0004${item.msgid}`, item.msgstr[0] ?? '']));

/** The plural keywords a message uses for its first plural argument: "{n, plural, one {…} few {…}}" → one, few. */
const pluralKeys = (message: string) => [...message.matchAll(/(?:^|[\s}])(zero|one|two|few|many|other)\s*\{/g)].map((match) => match[1]);

describe('the interface catalogs', () => {
  it('exist for every part and folder in all three languages', () => {
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) for (const language of LANGUAGES) expect(() => entries(folder, language), `${folder}/${language}.po`).not.toThrow();
  });

  for (const folder of folders) {
    it(`${folder}: the same messages in en, ru and zh, each translated, with its placeholders`, () => {
      const source = entries(folder, 'en');
      for (const language of ['ru', 'zh'] as const) {
        const translated = entries(folder, language);
        expect([...translated.keys()].sort(), `${folder}/${language}.po has other messages than en.po`).toEqual([...source.keys()].sort());
        for (const [key, translation] of translated) {
          const message = key.split('\u0004')[1] ?? '';
          expect(translation, `${folder}/${language}.po: "${message}" is not translated`).not.toBe('');
          expect(validateIcu(translation).valid, `${folder}/${language}.po: "${translation}" is not valid ICU`).toBe(true);
          expect(compareVariables(message, translation).isMatch, `${folder}/${language}.po: "${translation}" has other placeholders than "${message}"`).toBe(true);
          if (/,\s*plural\s*,/.test(message)) {
            const needed = getPluralCategories(language).filter((category) => category !== 'other' || language === 'zh');
            const keys = pluralKeys(translation);
            for (const category of needed) expect(keys, `${folder}/${language}.po: "${translation}" lacks the ${category} form`).toContain(category);
          }
        }
      }
    });
  }
});
