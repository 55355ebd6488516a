// Part of `npm test`: the catalogs hold every message the client shows, in all three languages. It extracts the
// messages again into a copy of client/src/locales and compares: a message added, changed or removed in the code
// without `npm run i18n` fails here. The translations' completeness is the build's check (failOnMissing).
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { poFiles } from './i18n-memory.ts';
import { root, run } from './run.ts';

const catalogs = join(root, 'client/src/locales');
const copy = mkdtempSync(join(tmpdir(), 'matchdrop-i18n-check-'));
// Only the lines that carry messages: the header's creation date changes on every extract.
const body = (file: string) => readFileSync(file, 'utf8').replace(/^"POT-Creation-Date: .*\n/m, '');
let ok = false;
try {
  cpSync(catalogs, copy, { recursive: true });
  if (run('extract the messages into a copy', 'lingui', ['extract', '--clean', '--config', 'client/lingui.config.ts'], { I18N_CATALOG_DIR: copy })) {
    const files = new Set([...poFiles(catalogs).map((file) => relative(catalogs, file)), ...poFiles(copy).map((file) => relative(copy, file))]);
    const stale = [...files].filter((file) => {
      try {
        return body(join(catalogs, file)) !== body(join(copy, file));
      } catch {
        return true;
      }
    });
    if (stale.length > 0) console.error(`These catalogs do not match the code: run \`npm run i18n\` and translate the new entries.\n  ${stale.join('\n  ')}`);
    ok = stale.length === 0;
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
