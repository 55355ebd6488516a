import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema/index.js';

/** Stands for one named argument while the query is built; replaced by the call's value when it runs. */
class Slot {
  constructor(readonly name: string) {}
}

/** What a compiled-once query's builder gets: `arg('id')` in place of each value given at each call. */
export type Arg<A> = <K extends keyof A & string>(name: K) => A[K];

type DirectQuery = (sql: string, parameters: readonly unknown[], options?: { cached?: boolean }) => Promise<readonly unknown[]>;

/** The databases (openDatabase's) whose statements outside a transaction may skip Kysely's connection handling. */
const directQueries = new WeakMap<Kysely<Database>, DirectQuery>();

export function allowDirectQueries(db: Kysely<Database>, query: DirectQuery): void {
  directQueries.set(db, query);
}

export interface CompiledOnceOptions {
  /**
   * A read whose answer depends only on the tables it reads (no clock, no randomness): on PGlite its answers may be
   * kept while the database vouches for them (pglite-read-cache.ts). Kept rows are shared and frozen: never change one.
   */
  cached?: boolean;
}

/**
 * A query built and compiled by Kysely once, then run with new argument values on each call: the hot reads of
 * every request (the signed-in user's row, a game, a leaderboard) otherwise rebuild the same operation tree and
 * SQL text each time. Outside a transaction it also skips Kysely's connection handling (on PostgreSQL the
 * reservation of a pool connection, ResilientDriver.query; on PGlite Kysely's lock, PGlite keeping its own).
 * Both were measured with the mixed class-session bench (bench/api-reads.ts). Statements run this way are not in
 * Kysely's debug query log. A Kysely bound to one connection (`db.connection()`) is not openDatabase's, so its
 * statements stay on its connection.
 * The builder must not branch on the arguments (it runs once, with placeholders); values it writes itself
 * (constants) stay as compiled, still sent as parameters: a constant a partial index depends on (`is_public`,
 * `not is_read`) goes in as `sql.lit(...)`, or the statement's generic plan (both backends prepare it) cannot use it. Every backend of this product compiles with Kysely's Postgres compiler, so the
 * SQL is compiled with the first database it runs on and reused with any other (a transaction).
 */
export function compiledOnce<A extends Record<string, unknown>, R>(build: (db: Kysely<Database>, arg: Arg<A>) => Compilable<R>, options: CompiledOnceOptions = {}) {
  let compiled: { sql: string; parameters: readonly unknown[] } | undefined;
  return async (db: Kysely<Database>, args: A): Promise<R[]> => {
    if (!compiled) {
      const query = build(db, ((name: string) => new Slot(name)) as Arg<A>).compile();
      compiled = { sql: query.sql, parameters: query.parameters };
    }
    const parameters = compiled.parameters.map((value) => {
      if (!(value instanceof Slot)) return value;
      // Kysely would have left the column out; a compiled statement cannot, so say which value is missing.
      if (args[value.name] === undefined) throw new Error(`compiledOnce: no value for ${value.name}`);
      return args[value.name];
    });
    const direct = db.isTransaction ? undefined : directQueries.get(db);
    if (direct) return (await direct(compiled.sql, parameters, options)) as R[];
    // A raw compiled query (no operation tree): Kysely's plugins would need one, and this product uses none.
    const result = await db.executeQuery(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows as R[];
  };
}
