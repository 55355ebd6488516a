import { protocol, type PGlite } from '@electric-sql/pglite';
import { TABLE_CHANGED_TRIGGER } from './migrations/0018_change_notices.js';
import type { PgliteReadCache } from './pglite-read-cache.js';

type Message = { name: string };
type Field = { name: string; dataTypeID: number };
type Parse = (value: string) => unknown;
type Serialize = (value: unknown) => string;

interface Prepared {
  name: string;
  paramTypes: readonly number[];
  columns: readonly { name: string; parse: Parse | undefined }[];
  /** The tables a cached read's plan names, once asked; null: its answers are never kept (see readTables). */
  tables?: readonly string[] | null;
}

/** What a statement's answer depends on, when it may be kept: a read declared as one (compiledOnce's `cached`). */
interface StatementOptions {
  cached?: boolean;
}

export type PreparedQuery = (text: string, parameters: readonly unknown[], options?: StatementOptions) => Promise<readonly Record<string, unknown>[]>;

const { serialize } = protocol;
const asText: Serialize = (value) => String(value);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * The hot statements (db's compiledOnce) on PGlite, each parsed and planned ONCE as a named prepared statement and
 * then run with one protocol message (Bind, Execute, Sync) per call. PGlite's own query() sends every statement as
 * six separate calls into the WebAssembly (Parse, Describe, Bind, Describe, Execute, Sync), re-parsing and re-planning
 * it each time, and planning alone asks the file system for every relation's and index's size: in the mixed
 * class-session bench (bench/api-reads.ts) query() cost about 500 µs of CPU per statement, this about 70. Postgres
 * keeps a prepared statement's plan true across schema changes itself (it replans); a statement whose result columns
 * changed is prepared again. Rows come back as query() gives them: PGlite's parsers (the product's, db/src/types.ts)
 * by type. Messages go through execProtocol, which dispatches notifications to pglite.listen's callbacks and throws
 * the database's errors as query() does. Like query(), it waits for a transaction open on the instance to end.
 */
export function pglitePreparedQuery(pglite: PGlite, cache?: PgliteReadCache): PreparedQuery {
  const prepared = new Map<string, Prepared>();
  let named = 0;

  async function prepare(text: string): Promise<Prepared> {
    const name = `matchdrop_${++named}`;
    const { messages } = await pglite.execProtocol(concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
    let paramTypes: readonly number[] = [];
    let fields: readonly Field[] = [];
    for (const message of messages as Message[]) {
      if (message.name === 'parameterDescription') paramTypes = (message as Message & { dataTypeIDs: number[] }).dataTypeIDs;
      if (message.name === 'rowDescription') fields = (message as Message & { fields: Field[] }).fields;
    }
    const statement = { name, paramTypes, columns: fields.map((field) => ({ name: field.name, parse: typeParser(field.dataTypeID) })) };
    prepared.set(text, statement);
    return statement;
  }

  function typeParser(typeId: number): Parse | undefined {
    const parse = pglite.parsers[typeId];
    return parse ? (value) => parse(value, typeId) : undefined;
  }

  function serialized(statement: Prepared, parameters: readonly unknown[]): (string | null)[] {
    return parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      return ((pglite.serializers[statement.paramTypes[i]!] as Serialize | undefined) ?? asText)(value);
    });
  }

  /** One simple-protocol statement inside the locks already held (pglite.query would wait for them). */
  async function simple(text: string): Promise<(string | null)[][]> {
    const { messages } = await pglite.execProtocol(serialize.query(text), { syncToFs: false });
    return (messages as Message[]).filter((m) => m.name === 'dataRow').map((m) => (m as Message & { fields: (string | null)[] }).fields);
  }

  /**
   * The tables the database's own generic plan of the statement reads (EXPLAIN names every relation scanned, in
   * subqueries and CTEs too), or null when its answers must not be kept: it writes, or it reads a table without the
   * change trigger of migration 0018 (a write there would not be heard).
   */
  async function readTables(text: string): Promise<readonly string[] | null> {
    const [[plan]] = (await simple(`explain (generic_plan, format json) ${text}`)) as [[string]];
    const tables = new Set<string>();
    let writes = false;
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (typeof node !== 'object' || node === null) return;
      const fields = node as Record<string, unknown>;
      if (typeof fields['Relation Name'] === 'string') tables.add(fields['Relation Name']);
      if (fields['Node Type'] === 'ModifyTable') writes = true;
      Object.values(fields).forEach(walk);
    };
    walk(JSON.parse(plan));
    const watched = new Set(
      (await simple(`select c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = '${TABLE_CHANGED_TRIGGER}'`)).map(([name]) => name),
    );
    return writes || [...tables].some((table) => !watched.has(table)) ? null : [...tables].sort();
  }

  /** The rows, and the length of their text as the database sent it (what the cache counts against its budget). */
  async function run(statement: Prepared, values: (string | null)[]): Promise<{ rows: Record<string, unknown>[]; size: number }> {
    const message = concat([serialize.bind({ statement: statement.name, values }), serialize.execute(), serialize.sync()]);
    const { messages } = await pglite.execProtocol(message, { syncToFs: false });
    const rows: Record<string, unknown>[] = [];
    let size = 0;
    for (const message of messages as Message[]) {
      if (message.name !== 'dataRow') continue;
      const fields = (message as Message & { fields: (string | null)[] }).fields;
      const row: Record<string, unknown> = {};
      statement.columns.forEach((column, i) => {
        const value = fields[i] ?? null;
        if (value !== null) size += value.length;
        row[column.name] = value === null || !column.parse ? value : column.parse(value);
      });
      rows.push(row);
    }
    return { rows, size };
  }

  async function runKept(statement: Prepared, text: string, parameters: readonly unknown[], cached: boolean): Promise<readonly Record<string, unknown>[]> {
    const values = serialized(statement, parameters);
    if (!cache || !cached) return (await run(statement, values)).rows;
    statement.tables ??= await readTables(text);
    if (statement.tables === null) return (await run(statement, values)).rows;
    const key = keyOf(statement, values);
    const kept = cache.get(key);
    if (kept) return kept;
    // Taken right before the statement runs, in the same synchronous step: no write can come between.
    const versions = cache.versionsOf(statement.tables);
    const { rows, size } = await run(statement, values);
    cache.set(key, statement.tables, versions, rows, size + key.length);
    return rows;
  }

  const keyOf = (statement: Prepared, values: (string | null)[]): string => `${statement.name}\u0000${JSON.stringify(values)}`;

  return async (text, parameters, options) => {
    await pglite._checkReady();
    // A kept answer needs no lock: it is what the last committed writes left (an open transaction's are not yet).
    const known = prepared.get(text);
    if (cache && options?.cached && known?.tables) {
      const kept = cache.get(keyOf(known, serialized(known, parameters)), false);
      if (kept) return kept;
    }
    // Both of query()'s locks: no statement lands inside a transaction another caller holds open.
    return pglite._runExclusiveTransaction(() =>
      pglite.runExclusive(async () => {
        const statement = prepared.get(text) ?? (await prepare(text));
        try {
          return await runKept(statement, text, parameters, options?.cached === true);
        } catch (error) {
          // "cached plan must not change result type": the table changed under a statement prepared before; once more.
          if ((error as { code?: unknown }).code !== '0A000') throw error;
          prepared.delete(text);
          await pglite.execProtocol(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), { syncToFs: false });
          return runKept(await prepare(text), text, parameters, options?.cached === true);
        }
      }),
    );
  };
}
