// `npm run i18n`: after changing what the client says, brings the catalogs up to date. It builds the client once to
// learn which module's words load with the first page, with a game or later (client/src/i18n/areas.json), then
// extracts every message into the three languages' catalogs (client/src/locales/<part>/<folder>/{en,ru,zh}.po),
// where the new Russian and Chinese entries wait, empty, for their translation: the build fails until they have one.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillFromMemory, poFiles, readMemory } from './i18n-memory.ts';
import { root, run } from './run.ts';

const catalogs = join(root, 'client/src/locales');
// The catalogs are written anew for the parts as they are now (a folder's modules may have moved to another
// part); the translations made so far are kept in `memory` and come back wherever their messages now are.
const memory = readMemory(catalogs);
const before = new Map(poFiles(catalogs).map((file) => [file, readFileSync(file, 'utf8')]));
for (const file of before.keys()) rmSync(file);

const outDir = mkdtempSync(join(tmpdir(), 'matchdrop-i18n-'));
const built = run('find each module’s catalog', 'vite', ['build', 'client', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { I18N_WRITE_AREAS: '1' });
rmSync(outDir, { recursive: true, force: true });
const extracted = built && run('extract the messages', 'lingui', ['extract', '--clean', '--config', 'client/lingui.config.ts']);
if (extracted) {
  console.log(`${fillFromMemory(catalogs, memory)} translations filled in from the catalogs as they were`);
  // A catalog that changed only in its extraction date stays as it was: otherwise every run rewrote all of them.
  const undated = (text: string) => text.replace(/^"POT-Creation-Date: .*"$/m, '');
  for (const file of poFiles(catalogs)) {
    const old = before.get(file);
    if (old !== undefined && undated(old) === undated(readFileSync(file, 'utf8'))) writeFileSync(file, old);
  }
} else {
  // Nothing lost: the catalogs go back as they were (translations not yet committed included).
  for (const [file, text] of before) writeFileSync(file, text);
  console.error('The catalogs were not updated; they are as they were.');
}
process.exit(extracted ? 0 : 1);
