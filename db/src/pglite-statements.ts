import { protocol, type PGlite } from '@electric-sql/pglite';

type Message = { name: string };
type Field = { name: string; dataTypeID: number };
type Parse = (value: string) => unknown;
type Serialize = (value: unknown) => string;

interface Prepared {
  name: string;
  paramTypes: readonly number[];
  columns: readonly { name: string; parse: Parse | undefined }[];
}

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
export function pglitePreparedQuery(pglite: PGlite): (text: string, parameters: readonly unknown[]) => Promise<Record<string, unknown>[]> {
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

  async function run(statement: Prepared, parameters: readonly unknown[]): Promise<Record<string, unknown>[]> {
    const values = parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      return ((pglite.serializers[statement.paramTypes[i]!] as Serialize | undefined) ?? asText)(value);
    });
    const message = concat([serialize.bind({ statement: statement.name, values }), serialize.execute(), serialize.sync()]);
    const { messages } = await pglite.execProtocol(message, { syncToFs: false });
    const rows: Record<string, unknown>[] = [];
    for (const message of messages as Message[]) {
      if (message.name !== 'dataRow') continue;
      const fields = (message as Message & { fields: (string | null)[] }).fields;
      const row: Record<string, unknown> = {};
      statement.columns.forEach((column, i) => {
        const value = fields[i] ?? null;
        row[column.name] = value === null || !column.parse ? value : column.parse(value);
      });
      rows.push(row);
    }
    return rows;
  }

  return async (text, parameters) => {
    await pglite._checkReady();
    // Both of query()'s locks: no statement lands inside a transaction another caller holds open.
    return pglite._runExclusiveTransaction(() =>
      pglite.runExclusive(async () => {
        const statement = prepared.get(text) ?? (await prepare(text));
        try {
          return await run(statement, parameters);
        } catch (error) {
          // "cached plan must not change result type": the table changed under a statement prepared before; once more.
          if ((error as { code?: unknown }).code !== '0A000') throw error;
          prepared.delete(text);
          await pglite.execProtocol(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), { syncToFs: false });
          return run(await prepare(text), parameters);
        }
      }),
    );
  };
}
