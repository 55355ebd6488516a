import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/**
 * PGlite's initdb, run in WebAssembly on a fresh data folder, peaks at about 550 MB of resident memory (the whole
 * product at about 700 MB), twice what the database needs afterwards. So a fresh data folder is instead copied from
 * a template: the data folder PGlite's initdb made, dumped once with `dumpDataDir('gzip')` by
 * `node scripts/pglite-template.ts` and kept in the repository (`db/pglite-template/`, about 4.5 MB). PGlite then
 * starts on it as on any later start. The template is only used with the exact PGlite version that made it (its
 * catalog must match the WebAssembly postgres); any other version, or a template that does not open, falls back to
 * initdb.
 */
const TEMPLATE_DIR = fileURLToPath(new URL('../pglite-template/', import.meta.url));
export const TEMPLATE_ARCHIVE = path.join(TEMPLATE_DIR, 'pgdata.tar.gz');
export const TEMPLATE_INFO = path.join(TEMPLATE_DIR, 'template.json');

/** Where a template is: the repository's, or a test's own. */
export interface TemplateFiles {
  archive: string;
  info: string;
}

const SHIPPED: TemplateFiles = { archive: TEMPLATE_ARCHIVE, info: TEMPLATE_INFO };

export interface TemplateInfo {
  /** The @electric-sql/pglite version whose initdb made the template. */
  pgliteVersion: string;
}

/** The installed PGlite's version, read from its package.json. */
export async function installedPgliteVersion(): Promise<string> {
  const main = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  let dir = path.dirname(main);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Whether `dir` holds no database yet (PGlite's initdb would run there). */
export function isFreshDataDir(dir: string): boolean {
  return !existsSync(path.join(dir, 'PG_VERSION'));
}

/**
 * Fills the fresh data folder `dir` from the template, when there is one for the installed PGlite. Written beside it
 * and renamed into place, so a start cut short never leaves half a database. Returns why not when it did not.
 */
export async function seedFromTemplate(dir: string, template: TemplateFiles = SHIPPED): Promise<{ seeded: true } | { seeded: false; reason: string }> {
  if (!existsSync(template.archive) || !existsSync(template.info)) return { seeded: false, reason: 'no template' };
  const info = JSON.parse(await readFile(template.info, 'utf8')) as TemplateInfo;
  const installed = await installedPgliteVersion();
  if (info.pgliteVersion !== installed) return { seeded: false, reason: `the template was made by PGlite ${info.pgliteVersion}, this is ${installed}` };
  const partial = `${dir}.template-partial`;
  await rm(partial, { recursive: true, force: true });
  await extractTar(gunzipSync(await readFile(template.archive)), partial);
  await rm(dir, { recursive: true, force: true });
  await rename(partial, dir);
  return { seeded: true };
}

/** The few lines of ustar that PGlite's dump uses: regular files and directories, names up to 255 characters. */
async function extractTar(archive: Buffer, into: string): Promise<void> {
  await mkdir(into, { recursive: true });
  const text = (from: number, length: number): string => {
    const field = archive.subarray(from, from + length);
    const end = field.indexOf(0);
    return field.subarray(0, end === -1 ? length : end).toString('utf8');
  };
  for (let at = 0; at + 512 <= archive.length;) {
    const name = text(at, 100);
    if (name === '') break; // the two empty blocks that end the archive
    const prefix = text(at + 345, 155);
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    const type = text(at + 156, 1);
    const relative = path.normalize(`${prefix ? `${prefix}/` : ''}${name}`).replace(/^\/+/, '');
    if (relative.split(path.sep).includes('..')) throw new Error(`the PGlite template holds an unsafe path: ${relative}`);
    const target = path.join(into, relative);
    const body = at + 512;
    if (type === '5') await mkdir(target, { recursive: true });
    else if (type === '0' || type === '') {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, archive.subarray(body, body + size));
    }
    at = body + Math.ceil(size / 512) * 512;
  }
}
