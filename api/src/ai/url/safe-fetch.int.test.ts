// The page fetcher against real HTTP servers on 127.0.0.1 (the only addresses reachable here). Loopback is
// refused by the SSRF policy, so the tests that must reach the server name 127.0.0.1 in the allow-list,
// exactly as AI_URL_ALLOW_HOSTS does, or pin a made-up name to it through an injected resolver.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageFetchError, UrlRefusedError } from './errors.js';
import { readPage } from './page.js';
import { fetchPage, type FetchPolicy, type ResolveHost } from './safe-fetch.js';

const TABLE_PAGE =
  '<html><head><title>Capitals</title></head><body><table><tr><td>France</td><td>Paris</td></tr><tr><td>Italy</td><td>Rome</td></tr><tr><td>Japan</td><td>Tokyo</td></tr></table></body></html>';
const BIG = 'a'.repeat(3 * 1024 * 1024);

let server: Server;
let base: string;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    const html = (body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    switch (url.pathname) {
      case '/table':
        return html(TABLE_PAGE);
      case '/latin1':
        return res
          .writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' })
          .end(Buffer.from('<table><tr><td>café</td><td>coffee</td></tr><tr><td>thé</td><td>tea</td></tr><tr><td>eau</td><td>water</td></tr></table>', 'latin1'));
      case '/list.txt':
        return res.writeHead(200, { 'content-type': 'text/plain' }).end('cat - кошка\ndog - собака\ncow - корова\n');
      case '/to':
        return res.writeHead(302, { location: url.searchParams.get('target') ?? '/' }).end();
      case '/loop':
        return res.writeHead(301, { location: '/loop' }).end();
      case '/big':
        return res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(BIG.length) }).end(BIG);
      case '/big-chunked':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write(BIG.slice(0, 1024 * 1024));
        res.write(BIG.slice(1024 * 1024, 2 * 1024 * 1024));
        return res.end(BIG.slice(2 * 1024 * 1024));
      case '/bomb':
        return res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(5 * 1024 * 1024, 32)));
      case '/gzip':
        return res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(TABLE_PAGE));
      case '/pdf':
        return res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
      case '/missing':
        return res.writeHead(404, { 'content-type': 'text/html' }).end('gone');
      case '/slow':
        return; // never answers
      default:
        return html('<p>hello</p>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const allowLoopback: FetchPolicy = { allowHosts: ['127.0.0.1'] };
const refused = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(UrlRefusedError);

describe('reading an allowed page', () => {
  it('turns a two-column table served on 127.0.0.1 into pairs (with AI_URL_ALLOW_HOSTS=127.0.0.1)', async () => {
    const page = await readPage(`${base}/table`, allowLoopback);
    expect(page).toMatchObject({
      url: `${base}/table`,
      title: 'Capitals',
      pairs: [
        ['France', 'Paris'],
        ['Italy', 'Rome'],
        ['Japan', 'Tokyo'],
      ],
    });
  });

  it('decodes gzip, a declared charset, and plain-text lists', async () => {
    expect((await readPage(`${base}/gzip`, allowLoopback)).pairs).toHaveLength(3);
    expect((await readPage(`${base}/latin1`, allowLoopback)).pairs[0]).toEqual(['café', 'coffee']);
    expect((await readPage(`${base}/list.txt`, allowLoopback)).pairs).toEqual([
      ['cat', 'кошка'],
      ['dog', 'собака'],
      ['cow', 'корова'],
    ]);
  });

  it('follows a redirect within allowed hosts and reports the final address', async () => {
    const page = await readPage(`${base}/to?target=/table`, allowLoopback);
    expect(page.url).toBe(`${base}/table`);
  });

  it('connects to the vetted address, not to a second DNS answer (pinning)', async () => {
    const lookups: string[] = [];
    const resolve: ResolveHost = (host) => {
      lookups.push(host);
      return Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    };
    // "pinned.invalid" does not exist in DNS: the page can only load if the connection uses the checked address.
    const page = await readPage(`http://pinned.invalid:${port}/table`, { allowHosts: ['pinned.invalid'], resolve });
    expect(page.pairs).toHaveLength(3);
    expect(lookups).toEqual(['pinned.invalid']);
  });
});

describe('refusing addresses (SSRF)', () => {
  it('refuses loopback without the allow-list', async () => {
    const before = hits.length;
    await refused(fetchPage(`${base}/table`, { allowHosts: [] }));
    expect(hits.length).toBe(before); // refused before connecting
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://10.0.0.1/',
    'http://0.0.0.0/',
    'file:///etc/passwd',
    'ftp://example.com/file',
    'gopher://127.0.0.1/',
    'http://user:pass@example.com/',
  ])('refuses %s', async (url) => {
    await refused(fetchPage(url, { allowHosts: [] }));
  });

  it('exempts only the listed host name: 2130706433 is 127.0.0.1, so only an allow-list naming 127.0.0.1 lets it through', async () => {
    await refused(fetchPage(`http://2130706433:${port}/table`, { allowHosts: ['localhost'] }));
    expect((await readPage(`http://2130706433:${port}/table`, allowLoopback)).pairs).toHaveLength(3);
  });

  it('refuses a name that resolves to a private address (real "localhost", or an injected resolver)', async () => {
    await refused(fetchPage(`http://localhost:${port}/table`, allowLoopback));
    const resolve: ResolveHost = () => Promise.resolve([{ address: '10.1.2.3', family: 4 }]);
    await refused(fetchPage('http://intranet.example/', { allowHosts: [], resolve }));
    // One private address among public ones is enough to refuse.
    const mixed: ResolveHost = () =>
      Promise.resolve([
        { address: '93.184.215.14', family: 4 },
        { address: '::1', family: 6 },
      ]);
    await refused(fetchPage('http://mixed.example/', { allowHosts: [], resolve: mixed }));
  });

  it('refuses a redirect from an allowed host to a private one', async () => {
    await refused(fetchPage(`${base}/to?target=${encodeURIComponent('http://169.254.169.254/')}`, allowLoopback));
    await refused(fetchPage(`${base}/to?target=${encodeURIComponent(`http://localhost:${port}/table`)}`, allowLoopback));
    await refused(fetchPage(`${base}/to?target=${encodeURIComponent('file:///etc/passwd')}`, allowLoopback));
  });
});

describe('refusing unusable pages', () => {
  const failsWith = (promise: Promise<unknown>, message: RegExp) => expect(promise).rejects.toSatisfy((error) => error instanceof PageFetchError && message.test(error.message));

  it('stops an oversized page, by its length, while streaming, and after decompression', async () => {
    await failsWith(fetchPage(`${base}/big`, allowLoopback), /larger than 2 MB/);
    await failsWith(fetchPage(`${base}/big-chunked`, allowLoopback), /larger than 2 MB/);
    await failsWith(fetchPage(`${base}/bomb`, allowLoopback), /larger than 2 MB/);
  });

  it('gives up on a slow page', async () => {
    await failsWith(fetchPage(`${base}/slow`, { ...allowLoopback, timeoutMs: 300 }), /did not answer within 300 ms/);
  });

  it('refuses other content types, error statuses and redirect loops', async () => {
    await failsWith(fetchPage(`${base}/pdf`, allowLoopback), /not a web page or text \(application\/pdf\)/);
    await failsWith(fetchPage(`${base}/missing`, allowLoopback), /status 404/);
    await failsWith(fetchPage(`${base}/loop`, allowLoopback), /redirects too many times/);
  });
});
