// Writes db/pglite-template/ (see pglite-template.ts): run after upgrading @electric-sql/pglite, as
// `npm run pglite-template -w db`. PGlite's initdb on an empty folder, then the folder dumped as a gzipped tar.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { installedPgliteVersion, TEMPLATE_ARCHIVE, TEMPLATE_INFO, type TemplateInfo } from './pglite-template.js';

const scratch = await mkdtemp(path.join(tmpdir(), 'matchdrop-pglite-template-'));
try {
  const pglite = await PGlite.create({ dataDir: path.join(scratch, 'pglite') });
  // A checkpoint first, so the dump holds no work the next start would have to replay.
  await pglite.query('checkpoint');
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  mkdirSync(path.dirname(TEMPLATE_ARCHIVE), { recursive: true });
  await writeFile(TEMPLATE_ARCHIVE, Buffer.from(await dump.arrayBuffer()));
  const info: TemplateInfo = { pgliteVersion: await installedPgliteVersion() };
  await writeFile(TEMPLATE_INFO, `${JSON.stringify(info, null, 2)}\n`);
  console.log(`wrote ${TEMPLATE_ARCHIVE} (${dump.size} bytes) for PGlite ${info.pgliteVersion}`);
} finally {
  await rm(scratch, { recursive: true, force: true });
}
