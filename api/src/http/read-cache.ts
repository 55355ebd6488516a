import { createHash } from 'node:crypto';
import type { DataChanges } from '@matchdrop/db';
import type { Request, RequestHandler, Response } from 'express';

/** Bounds of the kept answers: past either, the oldest go first. */
const MAX_ENTRIES = 10_000;
const MAX_BYTES = 64 * 2 ** 20;
/**
 * The longest an answer is kept even though no write was seen: with several processes, another process's write
 * is heard through Redis (data-change-bridge.ts), and this bounds the damage of one message lost on the way.
 */
const MAX_AGE_MS = 60_000;

interface Entry {
  body: Buffer;
  etag: string;
  cacheControl: string;
  tables: ReadonlySet<string>;
  snapshot: number;
  storedAt: number;
}

interface Pending {
  store(text: string, cacheControl: string): string;
}

const PENDING = Symbol('read-cache pending answer');
type WithPending = { [PENDING]?: Pending };

/**
 * The API's answer cache for reads (issue 13: reads near the speed of a bare handler). A GET route marked with
 * `cacheableAnswer` has its 200 answer kept under the caller (id, role, suspension) and the full URL, with the
 * tables its queries read; the next identical GET is answered from memory, before any route runs, while none of
 * those tables changed (db's DataChanges: every write of this process, and with Redis every other process's).
 * A suspended user's next request still stops at once (the user row is read fresh, its cache is dropped by the
 * write that suspends), and a game made private is dropped with the table that says so.
 */
export class ReadCache {
  readonly #changes: DataChanges;
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(changes: DataChanges) {
    this.#changes = changes;
  }

  /** Mounted after authentication, before the routes. */
  serve(): RequestHandler {
    return (req, res, next) => {
      if (req.method !== 'GET') return next();
      const key = cacheKey(req);
      const entry = this.#entries.get(key);
      if (entry) {
        if (!this.#changes.changedSince(entry.tables, entry.snapshot) && Date.now() - entry.storedAt < MAX_AGE_MS) return answer(req, res, entry);
        this.#drop(key, entry);
      }
      const snapshot = this.#changes.snapshot();
      if (snapshot === undefined) return next();
      const record = { tables: new Set<string>(), wrote: false };
      (res.locals as WithPending)[PENDING] = {
        store: (text, cacheControl) => {
          const body = Buffer.from(text);
          const etag = `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;
          if (!record.wrote) this.#keep(key, { body, etag, cacheControl, tables: record.tables, snapshot, storedAt: Date.now() });
          return etag;
        },
      };
      this.#changes.runTracked(record, next);
    };
  }

  #keep(key: string, entry: Entry): void {
    const old = this.#entries.get(key);
    if (old) this.#drop(key, old);
    this.#entries.set(key, entry);
    this.#bytes += entry.body.length;
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#entries.size <= MAX_ENTRIES && this.#bytes <= MAX_BYTES) break;
      this.#drop(oldestKey, oldest);
    }
  }

  #drop(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.body.length;
  }
}

/**
 * On a GET route whose answer depends only on the database, the URL and the caller: its 200 answer (sent with
 * res.json) is kept by the ReadCache. Not for answers that depend on the clock or on chance.
 */
export const cacheableAnswer: RequestHandler = (_req, res, next) => {
  const pending = (res.locals as WithPending)[PENDING];
  if (pending) {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode !== 200) return json(body);
      const text = JSON.stringify(body);
      res.setHeader('ETag', pending.store(text, String(res.getHeader('Cache-Control') ?? 'no-store')));
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      return res.send(text);
    };
  }
  next();
};

function cacheKey(req: Request): string {
  const user = req.user;
  return `${user ? `${user.id}:${user.role}:${user.isSuspended ? 's' : 'a'}` : '-'} ${req.originalUrl}`;
}

function answer(req: Request, res: Response, entry: Entry): void {
  res.statusCode = 200;
  res.setHeader('Cache-Control', entry.cacheControl);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', entry.etag);
  if (req.headers['if-none-match'] !== undefined && req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Length', entry.body.length);
  res.end(entry.body);
}
