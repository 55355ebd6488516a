import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteDialect } from './dialects.js';
import { migrateToLatest } from './migrate.js';
import { openDatabase } from './open.js';
import { installedPgliteVersion, seedFromTemplate, TEMPLATE_ARCHIVE, type TemplateFiles } from './pglite-template.js';
import type { Database } from './schema/index.js';

/** A ustar archive of one file, as PGlite's dump writes them. */
function tarOf(name: string, content: string): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write('0000644\0', 100);
  header.write(`${content.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write('0', 156);
  header.write('ustar\0', 257);
  const body = Buffer.alloc(Math.ceil(content.length / 512) * 512);
  body.write(content);
  return Buffer.concat([header, body, Buffer.alloc(1024)]);
}

describe('a fresh PGlite data folder', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
  });
  const scratch = async (): Promise<string> => {
    const dir = await mkdtemp(path.join(tmpdir(), 'matchdrop-pglite-template-'));
    dirs.push(dir);
    return dir;
  };

  it('is copied from the shipped template, then opens, migrates and keeps its data across a restart', async () => {
    const dataDir = await scratch();
    expect(await seedFromTemplate(path.join(dataDir, 'pglite'))).toEqual({ seeded: true });
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    const first = await openDatabase({ dataDir });
    await migrateToLatest(first.db);
    await sql`insert into users (username, email, password_hash) values ('templated', 't@example.com', 'x')`.execute(first.db);
    await first.close();
    const again = await openDatabase({ dataDir });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from users where username = 'templated'`.execute(again.db);
    expect(rows[0]?.n).toBe(1);
    await again.close();
  });

  it('is made by initdb when the template comes from another PGlite version', async () => {
    const dir = await scratch();
    const info = path.join(dir, 'template.json');
    await writeFile(info, JSON.stringify({ pgliteVersion: '0.0.1' }));
    const outcome = await seedFromTemplate(path.join(dir, 'pglite'), { archive: TEMPLATE_ARCHIVE, info });
    expect(outcome).toEqual({ seeded: false, reason: `the template was made by PGlite 0.0.1, this is ${await installedPgliteVersion()}` });
    expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
  });

  it('falls back to initdb when a template of this version does not open', async () => {
    const dir = await scratch();
    const template: TemplateFiles = { archive: path.join(dir, 'broken.tar.gz'), info: path.join(dir, 'template.json') };
    await writeFile(template.archive, gzipSync(tarOf('PG_VERSION', '17\n')));
    await writeFile(template.info, JSON.stringify({ pgliteVersion: await installedPgliteVersion() }));
    const dataDir = path.join(dir, 'data');
    const backend = await pgliteDialect(dataDir, undefined, template);
    const db = new Kysely<Database>({ dialect: backend.dialect });
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows[0]?.one).toBe(1);
    // initdb's own folder, not the broken one (a PG_VERSION of another major and nothing else).
    expect((await readFile(path.join(dataDir, 'pglite', 'PG_VERSION'), 'utf8')).trim()).not.toBe('17');
    expect(existsSync(path.join(dataDir, 'pglite', 'global'))).toBe(true);
    await db.destroy();
    await backend.release();
  });
});
