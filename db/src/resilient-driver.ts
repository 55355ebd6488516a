import { CompiledQuery } from 'kysely';
import type { DatabaseConnection, Driver, QueryResult } from 'kysely';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './errors.js';

/** One connection pool: its Kysely driver and how to close it for good. */
export interface Pool {
  driver: Driver;
  /** Closes the pool: running statements get `graceMs` to finish, then the sockets are destroyed. */
  close(graceMs: number): Promise<void>;
  /** One statement on whichever connection of the pool is free, without reserving one (no transaction). */
  query(sql: string, parameters: readonly unknown[]): Promise<unknown[]>;
}

export interface ResilienceOptions {
  /** Makes a fresh pool (a new postgres.js client). */
  createPool(): Pool;
  /** Longest wait for a free connection of the pool. */
  acquireMs: number;
  /** Longest wait for one statement's answer. */
  queryMs: number;
  /** Longest wait for a fresh pool's first answer while recovering. */
  connectMs: number;
}

function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError(`The database did not answer ${what} within ${ms} ms`)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

interface Owned {
  inner: DatabaseConnection;
  pool: Pool;
}

/**
 * A Kysely driver that keeps requests answered while the database is away, and heals by itself:
 *
 * - every wait is bounded: a free connection within `acquireMs`, each statement within `queryMs`,
 *   else a DatabaseUnavailableError (which the API answers 503);
 * - once a wait expired or a connection failed, the pool is treated as broken: the next request first
 *   opens a FRESH pool and asks it `select 1` (one attempt at a time, shared by concurrent requests);
 *   only when that answers does the fresh pool replace the old one, which is closed. postgres.js can
 *   leave a pool stuck after an outage (upstream issue #1193: a connection closed during start-up
 *   reconnects forever), so recovery never relies on the old pool coming back.
 */
export class ResilientDriver implements Driver {
  readonly #options: ResilienceOptions;
  #pool: Pool;
  #broken = false;
  #recovering: Promise<void> | undefined;
  readonly #owned = new WeakMap<DatabaseConnection, Owned>();
  readonly #closing = new Set<Promise<void>>();

  constructor(options: ResilienceOptions) {
    this.#options = options;
    this.#pool = options.createPool();
  }

  async init(): Promise<void> {
    await this.#pool.driver.init();
  }

  #retire(pool: Pool): void {
    const closing = pool
      .close(this.#options.queryMs)
      .catch(() => undefined)
      .finally(() => this.#closing.delete(closing));
    this.#closing.add(closing);
  }

  /** The first request after a failure: a fresh pool must answer before it takes over. */
  #recover(): Promise<void> {
    this.#recovering ??= (async () => {
      const fresh = this.#options.createPool();
      try {
        await fresh.driver.init();
        await within(
          (async () => {
            const connection = await fresh.driver.acquireConnection();
            try {
              await connection.executeQuery(CompiledQuery.raw('select 1'));
            } finally {
              await fresh.driver.releaseConnection(connection);
            }
          })(),
          this.#options.connectMs,
          'a new connection',
        );
      } catch (error) {
        this.#retire(fresh);
        throw error;
      }
      const old = this.#pool;
      this.#pool = fresh;
      this.#broken = false;
      this.#retire(old);
    })().finally(() => {
      this.#recovering = undefined;
    });
    return this.#recovering;
  }

  #failed(error: unknown, pool: Pool): never {
    // Only a failure of the pool in use marks it broken; a retired pool's late failures do not matter.
    if (isDatabaseUnavailable(error) && pool === this.#pool) this.#broken = true;
    throw error;
  }

  /**
   * One statement outside any transaction, straight on the pool: Kysely reserves a connection for every query and
   * gives it back after (postgres.js `reserve()`, two bounded waits), which the mixed class-session bench measured
   * as a good part of the CPU of a one-query read. The same deadline (the wait for a connection and the statement
   * together) and the same healing after a failure.
   */
  async query(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (this.#broken) await this.#recover();
    const pool = this.#pool;
    return within(pool.query(sql, parameters), this.#options.queryMs, 'a query').catch((error: unknown) => this.#failed(error, pool));
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#broken) await this.#recover();
    const pool = this.#pool;
    const acquiring = pool.driver.acquireConnection();
    let inner: DatabaseConnection;
    try {
      inner = await within(acquiring, this.#options.acquireMs, 'with a free connection');
    } catch (error) {
      // A connection that arrives after its wait expired goes straight back.
      acquiring.then((late) => pool.driver.releaseConnection(late)).catch(() => undefined);
      return this.#failed(error, pool);
    }
    const outer: DatabaseConnection = {
      executeQuery: <R>(compiledQuery: CompiledQuery, options?: Parameters<DatabaseConnection['executeQuery']>[1]): Promise<QueryResult<R>> => {
        // Once its pool is known broken, a connection's next statement (a rollback after a failed query,
        // the rest of a transaction) fails at once: waits never add up past one deadline.
        if (pool !== this.#pool || this.#broken) return Promise.reject(new DatabaseUnavailableError('The database connection was lost'));
        return within(inner.executeQuery<R>(compiledQuery, options), this.#options.queryMs, 'a query').catch((error: unknown) => this.#failed(error, pool));
      },
      streamQuery: (compiledQuery, chunkSize, options) => inner.streamQuery(compiledQuery, chunkSize, options),
    };
    this.#owned.set(outer, { inner, pool });
    return outer;
  }

  #driverOf(connection: DatabaseConnection): Driver {
    return this.#owned.get(connection)?.pool.driver ?? this.#pool.driver;
  }

  // begin/commit/rollback and savepoints run their SQL through the bounded connection.
  beginTransaction: Driver['beginTransaction'] = (connection, settings) => this.#driverOf(connection).beginTransaction(connection, settings);
  commitTransaction: Driver['commitTransaction'] = (connection) => this.#driverOf(connection).commitTransaction(connection);
  rollbackTransaction: Driver['rollbackTransaction'] = (connection) => this.#driverOf(connection).rollbackTransaction(connection);
  savepoint: NonNullable<Driver['savepoint']> = (connection, name, compile) => this.#driverOf(connection).savepoint!(connection, name, compile);
  rollbackToSavepoint: NonNullable<Driver['rollbackToSavepoint']> = (connection, name, compile) => this.#driverOf(connection).rollbackToSavepoint!(connection, name, compile);
  releaseSavepoint: NonNullable<Driver['releaseSavepoint']> = (connection, name, compile) => this.#driverOf(connection).releaseSavepoint!(connection, name, compile);

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const owned = this.#owned.get(connection);
    if (!owned) return;
    this.#owned.delete(connection);
    await owned.pool.driver.releaseConnection(owned.inner);
  }

  async destroy(): Promise<void> {
    this.#retire(this.#pool);
    await Promise.all([...this.#closing]);
  }
}
