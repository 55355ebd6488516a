import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { captureLogger, type CapturedLogger } from '@matchdrop/api/testing';
import { verifyPassword } from '@matchdrop/api';
import { openTestDatabase, testBackends, type TestDbHandle } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig, type Config } from './config.js';
import { startServer, type RunningServer } from './start.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root">MatchDrop test client</div></body></html>';
const ASSET_JS = 'console.log("app");';
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request exactly as given (fetch would add its own Accept-Encoding, decode the body and normalize the path). */
function rawRequest(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

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
    // The copies the client build writes beside each asset (client/vite-plugins.ts, precompress).
    await writeFile(join(clientDist, 'assets', 'app-3f9a1c.js.br'), brotliCompressSync(ASSET_JS));
    await writeFile(join(clientDist, 'assets', 'app-3f9a1c.js.gz'), gzipSync(ASSET_JS, { level: 9 }));
    // Outside the client build: no request may reach these.
    await writeFile(join(tmp, 'outside.js'), 'secret');
    await writeFile(join(tmp, 'outside.js.br'), brotliCompressSync('secret'));
    await writeFile(join(tmp, 'outside.js.gz'), gzipSync('secret'));
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
    expect(await notFound.json()).toEqual({ error: 'Not found: GET /api/xyz', code: 'not_found' });

    const badJson = await get('/api/health', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({ error: 'Invalid JSON body', code: 'invalid_json' });
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

  // Every screen of the client has an address (client/src/routes.ts): a reload or a shared link of any of them,
  // and of an address the client answers with its not-found page, must get the page with 200.
  const CLIENT_PATHS = [
    '/',
    '/?t=ABC234',
    '/play',
    '/play/builtin/multiplication-table?pairs=6',
    '/play/game/3',
    '/review',
    '/builtin/us-states',
    '/games/7',
    '/games/7/edit',
    '/library?q=cats&category=history&sort=newest&page=2',
    '/dashboard',
    '/ai',
    '/ai/12',
    '/competition',
    '/rooms/ABC234',
    '/tournaments/new',
    '/tournaments/join',
    '/t/ABC234',
    '/tournaments/ABC234/projector',
    '/admin',
    '/admin/users',
    '/reset-password',
    '/verify-email',
    '/no/such/page',
  ];

  it('serves the client: index.html at / and for every client route, not cached', async () => {
    for (const path of CLIENT_PATHS) {
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
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await asset.text()).toBe(ASSET_JS);

    const missing = await get('/assets/gone-000000.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('MatchDrop test client');
  });

  it('answers an asset with its brotli copy, else its gzip copy, as the request accepts', async () => {
    const port = running!.port;
    const plain = await rawRequest(port, '/assets/app-3f9a1c.js', { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body.toString()).toBe(ASSET_JS);
    expect(plain.headers['content-type']).toMatch(/^text\/javascript/);

    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['*', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const res = await rawRequest(port, '/assets/app-3f9a1c.js', { 'accept-encoding': acceptEncoding });
      expect(res.status, acceptEncoding).toBe(200);
      expect(res.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toBe(plain.headers['content-type']);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(decoders[encoding](res.body).toString()).toBe(ASSET_JS);
    }

    // No Accept-Encoding at all: the file as it is.
    const unspecified = await rawRequest(port, '/assets/app-3f9a1c.js');
    expect(unspecified.headers['content-encoding']).toBeUndefined();
    expect(unspecified.body.toString()).toBe(ASSET_JS);

    const head = await rawRequest(port, '/assets/app-3f9a1c.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(ASSET_JS).length);
    expect(head.body.length).toBe(0);

    // fetch asks for gzip on its own and decodes it.
    const fetched = await get('/assets/app-3f9a1c.js');
    expect(fetched.headers.get('content-encoding')).toBe('gzip');
    expect(await fetched.text()).toBe(ASSET_JS);
  });

  it('sends no compressed copy from outside the client build, and 404s a missing asset whatever the encoding', async () => {
    const port = running!.port;
    for (const path of ['/assets/../../outside.js', '/assets/..%2F..%2Foutside.js', '/assets/%2e%2e/%2e%2e/outside.js', '/assets/..%5C..%5Coutside.js']) {
      for (const acceptEncoding of ['br', 'gzip']) {
        const res = await rawRequest(port, path, { 'accept-encoding': acceptEncoding });
        expect(res.status, path).toBeGreaterThanOrEqual(400);
        expect(res.headers['content-encoding'], path).toBeUndefined();
        expect(res.body.toString(), path).not.toContain('secret');
      }
    }
    const missing = await rawRequest(port, '/assets/gone-000000.js', { 'accept-encoding': 'br, gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });

  it('keeps /api routes out of the client fallback', async () => {
    const res = await get('/api/does/not/exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found: GET /api/does/not/exist', code: 'not_found' });
    for (const path of ['/api', '/api/', '/api/games/7', '/api/dashboard']) {
      const other = await get(path);
      expect(other.status).toBe(404);
      expect(other.headers.get('content-type')).toMatch(/^application\/json/);
    }
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
