import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JWT_SECRET_FILE, loadOrCreateJwtSecret } from './jwt-secret.js';

describe('loadOrCreateJwtSecret', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'matchdrop-jwt-'));
  });

  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('creates <dataDir>/jwt-secret (64 random bytes as hex, mode 0600) and reuses it', async () => {
    const dataDir = join(dir, 'nested', 'data');
    const created = await loadOrCreateJwtSecret(dataDir);
    const path = join(dataDir, JWT_SECRET_FILE);
    expect(created).toMatchObject({ source: 'created', path });
    expect(created.secret).toMatch(/^[0-9a-f]{128}$/);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await readFile(path, 'utf8')).trim()).toBe(created.secret);

    expect(await loadOrCreateJwtSecret(dataDir)).toEqual({ secret: created.secret, source: 'file', path });
    expect((await loadOrCreateJwtSecret(join(dir, 'other'))).secret).not.toBe(created.secret);
  });

  it('uses JWT_SECRET when set and writes no file', async () => {
    const secret = 's'.repeat(40);
    expect(await loadOrCreateJwtSecret(dir, secret)).toEqual({ secret, source: 'JWT_SECRET' });
    await expect(stat(join(dir, JWT_SECRET_FILE))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a secret file too short to be safe, saying how to fix it', async () => {
    await writeFile(join(dir, JWT_SECRET_FILE), 'abc\n');
    await expect(loadOrCreateJwtSecret(dir)).rejects.toThrow(/shorter than 32 characters: delete the file/);
  });
});
