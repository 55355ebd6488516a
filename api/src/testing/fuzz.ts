// Random and malformed requests for the fuzz tests of the API and of the whole server (test support).
import { createRng, ID_MAX, randomInt, type Rng } from '@matchdrop/shared';
import type { ListedRoute } from './routes.js';

const REQUEST_TIMEOUT_MS = 10_000;

const FIELDS = [
  'username',
  'password',
  'email',
  'newPassword',
  'code',
  'userId',
  'name',
  'description',
  'category',
  'data',
  'content',
  'is_public',
  'title',
  'message',
  'reason',
  'recipientUsername',
  'dictionaryId',
  'shareId',
  'action',
  'item1',
  'item2',
  'parentMessageId',
  'messageId',
  'url',
  'score',
  'completionTime',
  'accuracy',
  'correctMatches',
  'wrongMatches',
  'pairs',
  'dictionaryType',
  'dictionaryData',
  'dictionaryName',
  'pairCount',
  'maxPlayers',
  'roomCode',
  'roomId',
];
const QUERY_KEYS = ['page', 'limit', 'q', 'search', 'category', 'count', 'status', 'id'];
const BAD_IDS = ['0', '-1', '1.5', '1e3', 'abc', String(ID_MAX + 1), '99999999999999999999', '%00', '%E0%A4%A', '%20', 'null', '1', '2', '3'];

const pick = <T>(rng: Rng, items: readonly T[]): T => items[randomInt(rng, 0, items.length - 1)]!;

function randomText(rng: Rng): string {
  switch (randomInt(rng, 0, 7)) {
    case 0:
      return '';
    case 1:
      return `a\u0000b`;
    case 2:
      return String.fromCharCode(randomInt(rng, 0, 31)).repeat(randomInt(rng, 1, 3));
    case 3:
      return 'x'.repeat(randomInt(rng, 1_000, 200_000));
    case 4:
      return pick(rng, ['🐘', '\uD800', 'ñ', '大象', "'; drop table users; --", '../../etc/passwd', '<script>x</script>', '   ']);
    case 5:
      return pick(rng, BAD_IDS);
    default:
      return `text_${randomInt(rng, 0, 999)}`;
  }
}

function randomValue(rng: Rng, depth = 0): unknown {
  switch (randomInt(rng, 0, depth > 2 ? 5 : 8)) {
    case 0:
      return null;
    case 1:
      return pick(rng, [0, -1, 1, 2, 1.5, ID_MAX, ID_MAX + 1, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 3]);
    case 2:
      return rng.next() < 0.5;
    case 3:
    case 4:
    case 5:
      return randomText(rng);
    case 6:
      return Array.from({ length: randomInt(rng, 0, 4) }, () => randomValue(rng, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = randomInt(rng, 0, 4); i > 0; i--) object[depth === 0 ? pick(rng, FIELDS) : randomText(rng)] = randomValue(rng, depth + 1);
      return object;
    }
  }
}

/** A body as sent on the wire: usually a JSON object of known field names, sometimes anything else. */
function randomBody(rng: Rng): { text?: string; type?: string } {
  switch (randomInt(rng, 0, 9)) {
    case 0:
      return {};
    case 1:
      return { text: pick(rng, ['{oops', '[1,2', '"\\u0000"', 'null', '123', '', '{"a":'.repeat(500)]), type: 'application/json' };
    case 2:
      return { text: JSON.stringify(randomValue(rng)), type: 'application/json' };
    case 3:
      return { text: 'name=x&data=y', type: 'application/x-www-form-urlencoded' };
    default: {
      const body: Record<string, unknown> = {};
      for (let i = randomInt(rng, 1, 6); i > 0; i--) body[pick(rng, FIELDS)] = randomValue(rng, 1);
      return { text: JSON.stringify(body), type: 'application/json' };
    }
  }
}

/** Percent-encoded; a lone surrogate (which encodeURIComponent refuses) goes as its raw, invalid UTF-8 bytes. */
function encoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function randomQuery(rng: Rng): string {
  const parts: string[] = [];
  for (let i = randomInt(rng, 0, 3); i > 0; i--) {
    const value = rng.next() < 0.3 ? pick(rng, BAD_IDS) : encoded(randomText(rng).slice(0, 5000));
    parts.push(`${pick(rng, QUERY_KEYS)}=${value}`);
  }
  if (rng.next() < 0.1) parts.push('page=1&page=2');
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

export interface FuzzOptions {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  routes: ListedRoute[];
  /** Bearer tokens to pick from; undefined sends none. */
  tokens: Array<string | undefined>;
  seed: string;
  perRoute: number;
}

/**
 * Sends `perRoute` random requests to each route (path parameters replaced by bad ids). Returns how many
 * were sent and one line per bad answer: a 5xx, no answer within 10 s, or a 4xx without a JSON `error`.
 */
export async function fuzzRoutes({ baseUrl, routes, tokens, seed, perRoute }: FuzzOptions): Promise<{ sent: number; failures: string[] }> {
  const rng = createRng(seed);
  const failures: string[] = [];
  let sent = 0;
  for (const route of routes) {
    for (let i = 0; i < perRoute; i++) {
      const path = route.path.replace(/:[A-Za-z]+/g, () => pick(rng, BAD_IDS)) + randomQuery(rng);
      const body = route.method === 'GET' ? {} : randomBody(rng);
      const token = pick(rng, tokens);
      const headers: Record<string, string> = {};
      if (token !== undefined) headers.authorization = `Bearer ${token}`;
      if (body.type !== undefined) headers['content-type'] = body.type;
      const what = `${route.method} ${path.slice(0, 200)} body=${(body.text ?? '').slice(0, 200)} token=${token?.slice(0, 12)}`;
      sent += 1;
      let res: Response;
      try {
        res = await fetch(`${baseUrl}${path}`, { method: route.method, headers, body: body.text, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      } catch (err) {
        failures.push(`${what} → no answer (${(err as Error).message})`);
        continue;
      }
      // A live event stream (GET /api/events) that opened is a success; its body never ends, so it is not read.
      if (res.ok && res.headers.get('content-type')?.startsWith('text/event-stream')) {
        await res.body?.cancel();
        continue;
      }
      const text = await res.text();
      if (res.status >= 500) failures.push(`${what} → ${res.status} ${text.slice(0, 200)}`);
      else if (res.status >= 400) {
        let error: unknown;
        try {
          error = (JSON.parse(text) as { error?: unknown }).error;
        } catch {
          error = undefined;
        }
        if (typeof error !== 'string' || error.trim() === '') failures.push(`${what} → ${res.status} without a JSON error: ${text.slice(0, 200)}`);
      }
    }
  }
  return { sent, failures };
}
