import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureLogger, type CapturedLogger } from '@matchdrop/api/testing';
import { verifyPassword } from '@matchdrop/api';
import { openTestDatabase, testBackends, type TestDbHandle } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig, type Config } from './config.js';
import { startServer, type RunningServer } from './start.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root">MatchDrop test client</div></body></html>';
const ASSET_JS = 'console.log("app");';

function passwordsLogged(captured: CapturedLogger): string[] {
  return captured
    .records()
    .map((r) => /generated password "([^"]+)"/.exec(r.msg ?? '')?.[1])
    .filter((p): p is string => p !== undefined);
}

describe.each(await testBackends())('startServer on %s', (kind) => {
  let tmp: string;
  let testDb: TestDbHandle | undefined;
  let config: Config;
  let running: RunningServer | undefined;
  let firstLog: CapturedLogger;
  let firstSecret: string;

  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'matchdrop-server-'));
    const clientDist = join(tmp, 'client-dist');
    await mkdir(join(clientDist, 'assets'), { recursive: true });
    await writeFile(join(clientDist, 'index.html'), INDEX_HTML);
    await writeFile(join(clientDist, 'assets', 'app-3f9a1c.js'), ASSET_JS);
    // On postgres the server gets its own fresh database; on PGlite it opens <DATA_DIR>/pglite.
    if (kind === 'postgres') testDb = await openTestDatabase('postgres');
    config = parseConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(tmp, 'data'),
      CLIENT_DIST: clientDist,
      DATABASE_URL: testDb?.databaseUrl,
      LOG_LEVEL: 'info',
    });
    firstLog = captureLogger();
    running = await startServer(config, { logger: firstLog.logger });
  });

  afterAll(async () => {
    await running?.close();
    await testDb?.close();
    await rm(tmp, { recursive: true, force: true });
  });

  const get = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${running!.port}${path}`, init);

  it('listens on the port it really got and reports it in its URL', () => {
    expect(running!.port).toBeGreaterThan(0);
    expect(running!.url).toBe(`http://localhost:${running!.port}`);
    expect(running!.db.kind).toBe(kind);
  });

  it('answers GET /api/health with the database kind', async () => {
    const res = await get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, db: kind });
  });

  it('answers an unknown /api route with 404 JSON and a malformed body with 400 JSON', async () => {
    const notFound = await get('/api/xyz');
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ error: 'Not found: GET /api/xyz' });

    const badJson = await get('/api/health', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({ error: 'Invalid JSON body' });
  });

  it('creates the admin with a generated password, logged once, that bcrypt accepts', async () => {
    const passwords = passwordsLogged(firstLog);
    expect(passwords).toHaveLength(1);
    const admin = await running!.db.db.selectFrom('users').selectAll().where('role', '=', 'admin').executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ username: 'admin', is_verified: true });
    expect(await verifyPassword(passwords[0]!, admin.password_hash)).toBe(true);
  });

  it('creates <DATA_DIR>/jwt-secret readable by the owner only', async () => {
    const path = join(config.dataDir, 'jwt-secret');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    firstSecret = (await readFile(path, 'utf8')).trim();
    expect(firstSecret).toMatch(/^[0-9a-f]{128}$/);
  });

  it('serves the client: index.html at / and for client routes, not cached', async () => {
    for (const path of ['/', '/profile', '/games/math?x=1']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await res.text()).toBe(INDEX_HTML);
    }
  });

  it('serves hashed assets with a long immutable cache, and 404s a missing one instead of index.html', async () => {
    const asset = await get('/assets/app-3f9a1c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe(ASSET_JS);

    const missing = await get('/assets/gone-000000.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('MatchDrop test client');
  });

  it('keeps /api routes out of the client fallback', async () => {
    const res = await get('/api/does/not/exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found: GET /api/does/not/exist' });
  });

  it('serves the Colyseus matchmaker on the same port', async () => {
    const res = await get('/matchmake/joinOrCreate/no_such_room', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    // Colyseus' own protocol code for "no room type of that name" (the SDK reads it).
    expect(res.status).toBe(520);
    expect(await res.json()).toMatchObject({ error: expect.stringContaining('no_such_room') });
  });

  it('on the next start keeps the admin (no new password logged) and the JWT secret', async () => {
    await running!.close();
    await expect(get('/api/health')).rejects.toThrow();

    const secondLog = captureLogger();
    running = await startServer(config, { logger: secondLog.logger });
    expect(passwordsLogged(secondLog)).toEqual([]);
    const admins = await running.db.db.selectFrom('users').select('username').where('role', '=', 'admin').execute();
    expect(admins).toEqual([{ username: 'admin' }]);
    expect((await readFile(join(config.dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(firstSecret);
    expect((await get('/api/health')).status).toBe(200);
  });
});

describe('startServer without a client build', () => {
  let tmp: string;
  let running: RunningServer;

  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'matchdrop-nobuild-'));
    const config = parseConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(tmp, 'data'), CLIENT_DIST: join(tmp, 'missing-dist'), ADMIN_PASSWORD: 'secret1' });
    running = await startServer(config, { logger: captureLogger().logger });
  });

  afterAll(async () => {
    await running.close();
    await rm(tmp, { recursive: true, force: true });
  });

  it('answers / with a 503 page that says to run npm run build, while the API works', async () => {
    const page = await fetch(`http://127.0.0.1:${running.port}/`);
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('npm run build');
    expect((await fetch(`http://127.0.0.1:${running.port}/api/health`)).status).toBe(200);
  });
});
