// `npm run i18n`: after changing what the client says, brings the catalogs up to date. It builds the client once to
// learn which module's words load with the first page, with a game or later (client/src/i18n/areas.json), then
// extracts every message into the three languages' catalogs (client/src/locales/*/{en,ru,zh}.po), where the
// new Russian and Chinese entries wait, empty, for their translation: the build fails until they have one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillFromMemory, readMemory } from './i18n-memory.ts';
import { root, run } from './run.ts';

const outDir = mkdtempSync(join(tmpdir(), 'matchdrop-i18n-'));
const built = run('find each module’s catalog', 'vite', ['build', 'client', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { I18N_WRITE_AREAS: '1' });
rmSync(outDir, { recursive: true, force: true });
const catalogs = join(root, 'client/src/locales');
const memory = readMemory(catalogs);
const extracted = built && run('extract the messages', 'lingui', ['extract', '--clean', '--config', 'client/lingui.config.ts']);
if (extracted) console.log(`${fillFromMemory(catalogs, memory)} translations carried over to the catalogs their messages moved to`);
process.exit(extracted ? 0 : 1);
