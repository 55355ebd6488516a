import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which tables changed, and when, as seen by this process: the basis of every answer cache (the API's read
 * cache, the signed-in user's row). Each finished write gets the next number of one counter and stamps the
 * tables it may have changed: the tables its statement names, and those a foreign-key cascade or a trigger
 * changes with them (`TableEffects`). An answer read after `snapshot()` is still true while none of the tables it
 * read has a stamp above that snapshot.
 *
 * A write is stamped when it is VISIBLE (its statement answered, or its transaction ended), so a read that ran
 * while it was in flight is always outdated by it. The tables of a statement are found by name in its SQL text
 * (Kysely's and the repositories' raw SQL alike): naming a table it does not touch only costs a cache entry.
 */
export class DataChanges {
  #counter = 0;
  #statements = 0;
  readonly #stamps = new Map<string, number>();
  /** Every table of the schema once `learn()` ran; until then nothing can be cached. */
  #tables: ReadonlySet<string> | undefined;
  #tableWords: RegExp | undefined;
  #effects: TableEffects = { onInsert: new Map(), onChange: new Map() };
  /** The tables named by each SQL text seen (the texts are parameterized, so they repeat). */
  readonly #named = new Map<string, readonly string[]>();
  /** Off while another process's writes cannot be heard (see pause()). */
  #paused = false;
  readonly #reads = new AsyncLocalStorage<ReadRecord>();
  readonly #listeners = new Set<(tables: readonly string[]) => void>();
  /** Reads the schema's tables and effects again (set by openDatabase); run when a snapshot finds them unknown. */
  #relearn: (() => Promise<void>) | undefined;
  #learning: Promise<void> | undefined;

  /** How to learn the schema when it is not known (first use, after DDL). */
  learnWith(relearn: () => Promise<void>): void {
    this.#relearn = relearn;
  }

  /** The schema's tables and what writing each changes besides itself; (re)called after migrations. */
  learn(tables: Iterable<string>, effects: TableEffects): void {
    this.#tables = new Set(tables);
    this.#effects = effects;
    const names = [...this.#tables].sort((a, b) => b.length - a.length).map((name) => name.replace(/[^a-z0-9_]/gi, ''));
    this.#tableWords = names.length > 0 ? new RegExp(`(?<![a-z0-9_$])(${names.join('|')})(?![a-z0-9_$])`, 'gi') : undefined;
    this.#named.clear();
    this.everythingChanged();
  }

  /** Statements run so far (tests check that an answer came from a cache by it). */
  get statements(): number {
    return this.#statements;
  }

  /** The moment reads start from, or undefined when answers cannot be cached now. */
  snapshot(): number | undefined {
    if (this.#tables === undefined) void this.whenKnown();
    return this.#tables === undefined || this.#paused ? undefined : this.#counter;
  }

  /** Learns the schema if it is not known (first use, after DDL); false when that failed (the database away). */
  async whenKnown(): Promise<boolean> {
    if (this.#tables === undefined && this.#relearn) {
      this.#learning ??= this.#relearn()
        .catch(() => undefined)
        .finally(() => {
          this.#learning = undefined;
        });
      await this.#learning;
    }
    return this.#tables !== undefined;
  }

  /** Whether any of `tables` changed after `snapshot` (or answers cannot be trusted now). */
  changedSince(tables: Iterable<string>, snapshot: number): boolean {
    if (this.#paused || this.#tables === undefined) return true;
    for (const table of tables) if ((this.#stamps.get(table) ?? 0) > snapshot) return true;
    return false;
  }

  /** Runs `next` so that the queries it leads to are noted in `record` (for callers that cannot await). */
  runTracked(record: ReadRecord, next: () => void): void {
    this.#reads.run(record, next);
  }

  /**
   * Called by the tracking driver for each statement, before it runs: the tables a write may change (those it names,
   * and what their cascades and triggers change), or [] for a read.
   */
  statementStarts(sqlText: string): readonly string[] {
    this.#statements++;
    const tables = this.#tablesNamed(sqlText);
    const kind = statementKind(sqlText);
    const record = this.#reads.getStore();
    if (kind === 'read') {
      if (record) for (const table of tables) record.tables.add(table);
      return [];
    }
    if (record) record.wrote = true;
    // DDL: the schema itself may have changed; nothing is cached until it is learnt again.
    if (kind === 'schema') this.#tables = undefined;
    // What the statement changes besides the tables it names: a plain insert only fires triggers (no cascade).
    const effects = kind === 'insert' ? this.#effects.onInsert : this.#effects.onChange;
    const affected = new Set(tables);
    for (const table of tables) for (const other of effects.get(table) ?? []) affected.add(other);
    return [...affected];
  }

  /** A write became visible: the tables statementStarts gave for it are stamped. */
  written(tables: readonly string[]): void {
    if (tables.length === 0) return;
    this.#stamp(tables);
    for (const listener of this.#listeners) listener(tables);
  }

  /** Another process's write (heard through Redis, its effects included): stamped here, not told again. */
  writtenElsewhere(tables: readonly string[]): void {
    this.#stamp(tables);
  }

  /** Everything may have changed (start-up, a gap in hearing other processes). */
  everythingChanged(): void {
    this.#counter++;
    for (const table of this.#tables ?? []) this.#stamps.set(table, this.#counter);
    for (const table of this.#stamps.keys()) this.#stamps.set(table, this.#counter);
  }

  /** While other processes' writes cannot be heard, nothing is served from a cache. */
  pause(): void {
    this.#paused = true;
  }

  resume(): void {
    this.everythingChanged();
    this.#paused = false;
  }

  /** Told of every write of this process (to tell the other processes). */
  onWrite(listener: (tables: readonly string[]) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #stamp(tables: readonly string[]): void {
    const stamp = ++this.#counter;
    for (const table of tables) this.#stamps.set(table, stamp);
  }

  #tablesNamed(sqlText: string): readonly string[] {
    let tables = this.#named.get(sqlText);
    if (tables) return tables;
    // Unknown schema: a write is taken to change everything once the schema is known again.
    if (!this.#tableWords) return [];
    tables = [...new Set(Array.from(sqlText.matchAll(this.#tableWords), (match) => match[1]!.toLowerCase()))];
    // `in (…)` lists make texts of every length: the memo is dropped rather than grown without end.
    if (this.#named.size >= 5_000) this.#named.clear();
    this.#named.set(sqlText, tables);
    return tables;
  }
}

/**
 * For each table, the other tables a write to it may change, followed transitively: `onChange` for an update, a
 * delete or anything else (foreign-key cascades and triggers), `onInsert` for a plain insert (triggers only).
 */
export interface TableEffects {
  onInsert: ReadonlyMap<string, readonly string[]>;
  onChange: ReadonlyMap<string, readonly string[]>;
}

export interface ReadRecord {
  tables: Set<string>;
  wrote: boolean;
}

type StatementKind = 'read' | 'insert' | 'write' | 'schema' | 'control';

/**
 * A statement is a read only when it is a plain select (or a `with … select`) with no data-changing word in it;
 * anything doubtful is a write, which at worst drops a cache entry. Transaction control changes nothing itself.
 */
export function statementKind(sqlText: string): StatementKind {
  const head = /^\s*\(?\s*([a-z]+)/i.exec(sqlText)?.[1]?.toLowerCase();
  if (head === 'select' || head === 'with' || head === 'values' || head === 'show' || head === 'explain') {
    return /\b(insert|update|delete|merge|truncate|nextval|setval)\b/i.test(sqlText) ? 'write' : 'read';
  }
  if (head === 'begin' || head === 'commit' || head === 'rollback' || head === 'savepoint' || head === 'release' || head === 'start' || head === 'end') return 'control';
  if (head === 'create' || head === 'alter' || head === 'drop' || head === 'comment') return 'schema';
  // An upsert may update rows, and its conflict clause may name another table.
  if (head === 'insert' && !/\bon\s+conflict\b/i.test(sqlText)) return 'insert';
  return 'write';
}
