import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import areas from './src/i18n/areas.json' with { type: 'json' };

/**
 * The catalogs: one per part of the client that loads together, so a page fetches only the words it shows:
 * `first` (the modules of the first page), `game` (what starting a game loads) and `rest` (every other screen).
 * src/i18n/areas.json lists the modules of the first two; the client's build works the lists out from its
 * chunks and fails when they are out of date (client/i18n-areas.ts). Each part's catalog is kept in one .po
 * file per source folder (src/locales/<part>/<folder>/<language>.po), so work on two folders never edits the
 * same file; src/locales/<part>.<language>.ts puts a part's files together into one chunk.
 */
const SRC = fileURLToPath(new URL('src/', import.meta.url));
const ROOT = 'root'; // the modules directly in src/ (App.tsx, routes.ts…)
const folders = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'locales' && entry.name !== 'styles')
  .map((entry) => entry.name);
const folderOf = (file: string) => (file.includes('/') ? file.split('/')[0] : ROOT);
const src = (file: string) => `<rootDir>/src/${file}`;
// scripts/i18n-check.ts extracts into a copy, to compare it with the catalogs as they are.
const CATALOGS = process.env.I18N_CATALOG_DIR ?? '<rootDir>/src/locales';
const listed = new Set([...areas.first, ...areas.game]);

function catalogsOf(area: 'first' | 'game' | 'rest') {
  return [...folders, ROOT].flatMap((folder) => {
    const path = `${CATALOGS}/${area}/${folder}/{locale}`;
    if (area !== 'rest') {
      const files = areas[area].filter((file) => folderOf(file) === folder);
      return files.length > 0 ? [{ path, include: files.map(src) }] : [];
    }
    const exclude = [...listed].filter((file) => folderOf(file) === folder).map(src);
    if (folder === ROOT) return [{ path, include: ['<rootDir>/src/*.{ts,tsx}'], exclude: [...exclude, '**/*.test.*'] }];
    return [{ path, include: [`<rootDir>/src/${folder}/`], exclude: [...exclude, '**/*.test.*'] }];
  });
}

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ru', 'zh'],
  // Every key in every language: a missing translation fails the build (vite.config.ts) and the catalog test.
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [...catalogsOf('first'), ...catalogsOf('game'), ...catalogsOf('rest')],
});
