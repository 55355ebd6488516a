import type { PGlite } from '@electric-sql/pglite';
import { TABLE_CHANGED_CHANNEL } from './migrations/0018_change_notices.js';

/** What the read cache has done since the process started (the bench prints the hit rate). */
export interface ReadCacheStats {
  hits: number;
  misses: number;
  entries: number;
  /** False while it does not hear the database's change notices: then nothing is kept or answered from memory. */
  listening: boolean;
}

/** The embedded database's read cache, as the product's handle shows it. */
export interface ReadCache {
  stats(): ReadCacheStats;
  /** Stops hearing change notices: everything kept is dropped, and nothing is kept until listen() again. */
  stopListening(): Promise<void>;
  listen(): Promise<void>;
}

interface Entry {
  rows: readonly Record<string, unknown>[];
  size: number;
  tables: readonly string[];
  versions: readonly number[];
}

/**
 * At most this much answer text is kept (characters as the database sent them, about as many bytes again once parsed),
 * the oldest answers going first: a school's user rows, games and badges fit many times over, and a laptop's memory
 * stays bounded however many different searches are typed.
 */
const MAX_SIZE = 16 * 1024 * 1024;

/**
 * Answers of the hot reads on PGlite, kept only as long as the database vouches for them: a statement-level trigger on
 * every table (migration 0018) announces each write with pg_notify, PGlite delivers the notification to this listener
 * in process before the writing call returns, and the table's version moves on, which retires every answer read from
 * it. Writes by anyone reach it (the product, a script's raw pglite.query, the admin screen), since on PGlite they all
 * run in the one session that listens. What a statement reads is what the database's own plan of it names
 * (pglite-statements.ts), never guessed from the SQL text. While it does not listen, nothing is kept.
 */
export class PgliteReadCache implements ReadCache {
  readonly #pglite: PGlite;
  readonly #versions = new Map<string, number>();
  readonly #entries = new Map<string, Entry>();
  #size = 0;
  #unlisten: (() => Promise<void>) | undefined;
  #hits = 0;
  #misses = 0;

  readonly #maxSize: number;

  constructor(pglite: PGlite, maxSize = MAX_SIZE) {
    this.#pglite = pglite;
    this.#maxSize = maxSize;
  }

  async listen(): Promise<void> {
    if (this.#unlisten) return;
    this.#unlisten = await this.#pglite.listen(TABLE_CHANGED_CHANNEL, (table) => this.#changed(table));
  }

  async stopListening(): Promise<void> {
    const unlisten = this.#unlisten;
    this.#lost();
    if (unlisten && !this.#pglite.closed) await unlisten();
  }

  /** The instance is closing: nothing more is heard. */
  closed(): void {
    this.#lost();
  }

  stats(): ReadCacheStats {
    return { hits: this.#hits, misses: this.#misses, entries: this.#entries.size, listening: this.#unlisten !== undefined };
  }

  #changed(table: string): void {
    this.#versions.set(table, (this.#versions.get(table) ?? 0) + 1);
  }

  #lost(): void {
    this.#unlisten = undefined;
    this.#entries.clear();
    this.#size = 0;
  }

  /** The versions of these tables now: taken BEFORE the statement runs, so a write heard meanwhile retires its answer. */
  versionsOf(tables: readonly string[]): readonly number[] | undefined {
    if (!this.#unlisten) return undefined;
    return tables.map((table) => this.#versions.get(table) ?? 0);
  }

  /** The kept answer, if every table it was read from is unchanged since; a miss is counted unless `countMiss` is false. */
  get(key: string, countMiss = true): readonly Record<string, unknown>[] | undefined {
    const entry = this.#entries.get(key);
    if (entry && this.#unlisten && entry.tables.every((table, i) => (this.#versions.get(table) ?? 0) === entry.versions[i])) {
      this.#hits++;
      return entry.rows;
    }
    if (countMiss) this.#misses++;
    return undefined;
  }

  set(key: string, tables: readonly string[], versions: readonly number[] | undefined, rows: Record<string, unknown>[], size: number): void {
    if (!versions || !this.#unlisten || size > this.#maxSize) return;
    this.#drop(key);
    while (this.#size + size > this.#maxSize) this.#drop(this.#entries.keys().next().value!);
    // Shared by every later caller: frozen, so a caller that changed one would fail loudly instead of changing the others'.
    this.#entries.set(key, { rows: deepFreeze(rows), size, tables, versions });
    this.#size += size;
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#size -= entry.size;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value) && !(value instanceof Date)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
