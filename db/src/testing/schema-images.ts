import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import type postgres from 'postgres';
import { migrateToLatest } from '../migrate.js';
import { openDatabase } from '../open.js';
import { installedPgliteVersion } from '../pglite-template.js';

/**
 * Test databases start from an image of a migrated database instead of running initdb and every migration:
 * in-memory PGlite's initdb alone takes 2–4 s, loading an image about 0.4 s, and the suites open one or two
 * databases per file. The images are named by what makes them (the migrations' sources and the PGlite version),
 * so a changed migration is never served a stale image.
 */
const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));
const IMAGE_DIR = path.join(os.tmpdir(), 'matchdrop-test-schemas');

let key: Promise<string> | undefined;

/** A hash of every migration file and the PGlite version: equal keys make equal databases. */
function schemaKey(): Promise<string> {
  key ??= (async (): Promise<string> => {
    const hash = createHash('sha256');
    hash.update(await installedPgliteVersion());
    for (const name of (await readdir(MIGRATIONS_DIR)).sort()) {
      hash.update(`\0${name}\0`);
      hash.update(await readFile(path.join(MIGRATIONS_DIR, name)));
    }
    return hash.digest('hex');
  })();
  return key;
}

async function buildPgliteImage(file: string): Promise<Blob> {
  const pglite = await PGlite.create();
  const db = new Kysely({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateToLatest(db);
    const image = await pglite.dumpDataDir('none');
    // Written beside and renamed, so a concurrent test process never reads half an image.
    await mkdir(IMAGE_DIR, { recursive: true });
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await rename(partial, file).catch(() => rm(partial, { force: true }));
    await dropOldImages(file);
    return image;
  } finally {
    await db.destroy();
    if (!pglite.closed) await pglite.close();
  }
}

const OLD_AFTER_MS = 24 * 60 * 60 * 1000;

/** Images of other schemas (earlier migrations, other checkouts) not used for a day go: each is about 40 MB. */
async function dropOldImages(current: string): Promise<void> {
  for (const name of await readdir(IMAGE_DIR)) {
    const file = path.join(IMAGE_DIR, name);
    if (file === current) continue;
    const { atimeMs, mtimeMs } = await stat(file).catch(() => ({ atimeMs: Infinity, mtimeMs: Infinity }));
    if (Date.now() - Math.max(atimeMs, mtimeMs) > OLD_AFTER_MS) await rm(file, { force: true });
  }
}

let image: Promise<Blob> | undefined;

/** The data folder of a migrated PGlite database, made once per schema and kept in the system's temp folder. */
export function migratedPgliteImage(): Promise<Blob> {
  image ??= (async (): Promise<Blob> => {
    const file = path.join(IMAGE_DIR, `pglite-${(await schemaKey()).slice(0, 24)}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      return buildPgliteImage(file);
    }
  })();
  return image;
}

const TEMPLATE_PREFIX = 'matchdrop_tmpl_';

/**
 * A migrated database to copy test databases from: `create database … template` copies files, where migrating
 * runs every migration's statements. Named by the migrations' contents, so a changed migration gets a template of
 * its own. Built under another name and renamed, so a database of that name is always complete.
 */
export async function migratedTemplate(admin: postgres.Sql, urlOf: (database: string) => string): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${(await schemaKey()).slice(0, 24)}`;
  const exists = await admin`select 1 from pg_database where datname = ${template}`;
  if (exists.length > 0) return template;
  const building = `${template}_${randomBytes(4).toString('hex')}`;
  await admin.unsafe(`create database "${building}"`);
  const handle = await openDatabase({ databaseUrl: urlOf(building), maxConnections: 1 });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  try {
    await admin.unsafe(`alter database "${building}" rename to "${template}"`);
  } catch {
    // Another test process finished the same template first: use theirs.
    await admin.unsafe(`drop database if exists "${building}" with (force)`);
  }
  return template;
}

/** A copy of the template; two copies started at once can find it busy for a moment, so it is tried again. */
export async function createFromTemplate(admin: postgres.Sql, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.unsafe(`create database "${name}" template "${template}"`);
      return;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
