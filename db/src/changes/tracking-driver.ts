import type { CompiledQuery, DatabaseConnection, Driver, QueryResult, TransactionSettings } from 'kysely';
import type { DataChanges } from './data-changes.js';

interface Tracked {
  inner: DatabaseConnection;
  /** Inside a transaction: the tables written so far, stamped when it ends. */
  pending: Set<string> | undefined;
}

/**
 * Wraps a dialect's driver so that every statement tells `DataChanges` what it reads or writes. A write
 * outside a transaction is stamped once it has answered; inside one, when the transaction ends (committed or
 * not: a rolled-back write only costs cache entries). The inner driver gets its own connection objects back,
 * since PGlite's driver keeps its transactions on them.
 */
export class TrackingDriver implements Driver {
  readonly #inner: Driver;
  readonly #changes: DataChanges;
  readonly #tracked = new WeakMap<DatabaseConnection, Tracked>();

  constructor(inner: Driver, changes: DataChanges) {
    this.#inner = inner;
    this.#changes = changes;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await this.#inner.acquireConnection();
    const tracked: Tracked = { inner, pending: undefined };
    const outer: DatabaseConnection = {
      executeQuery: async <R>(compiledQuery: CompiledQuery, options?: Parameters<DatabaseConnection['executeQuery']>[1]): Promise<QueryResult<R>> => {
        const written = this.#changes.statementStarts(compiledQuery.sql);
        if (written.length === 0) return inner.executeQuery<R>(compiledQuery, options);
        if (tracked.pending) {
          for (const table of written) tracked.pending.add(table);
          return inner.executeQuery<R>(compiledQuery, options);
        }
        try {
          return await inner.executeQuery<R>(compiledQuery, options);
        } finally {
          this.#changes.written(written);
        }
      },
      streamQuery: <R>(compiledQuery: CompiledQuery, chunkSize: number, options?: Parameters<DatabaseConnection['streamQuery']>[2]): AsyncIterableIterator<QueryResult<R>> => {
        const written = this.#changes.statementStarts(compiledQuery.sql);
        const rows = inner.streamQuery<R>(compiledQuery, chunkSize, options);
        if (written.length === 0) return rows;
        if (tracked.pending) {
          for (const table of written) tracked.pending.add(table);
          return rows;
        }
        const changes = this.#changes;
        return (async function* () {
          try {
            yield* rows;
          } finally {
            changes.written(written);
          }
        })();
      },
    };
    this.#tracked.set(outer, tracked);
    return outer;
  }

  #innerOf(connection: DatabaseConnection): DatabaseConnection {
    return this.#tracked.get(connection)?.inner ?? connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.#inner.beginTransaction(this.#innerOf(connection), settings);
    const tracked = this.#tracked.get(connection);
    if (tracked) tracked.pending = new Set();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#inner.commitTransaction(this.#innerOf(connection));
    } finally {
      this.#ended(connection);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#inner.rollbackTransaction(this.#innerOf(connection));
    } finally {
      this.#ended(connection);
    }
  }

  #ended(connection: DatabaseConnection): void {
    const tracked = this.#tracked.get(connection);
    if (!tracked?.pending) return;
    const written = [...tracked.pending];
    tracked.pending = undefined;
    this.#changes.written(written);
  }

  savepoint: NonNullable<Driver['savepoint']> = (connection, name, compile) => this.#inner.savepoint!(this.#innerOf(connection), name, compile);
  rollbackToSavepoint: NonNullable<Driver['rollbackToSavepoint']> = (connection, name, compile) => this.#inner.rollbackToSavepoint!(this.#innerOf(connection), name, compile);
  releaseSavepoint: NonNullable<Driver['releaseSavepoint']> = (connection, name, compile) => this.#inner.releaseSavepoint!(this.#innerOf(connection), name, compile);

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const tracked = this.#tracked.get(connection);
    // A connection given back mid-transaction (a failure): whatever it wrote is stamped now.
    this.#ended(connection);
    this.#tracked.delete(connection);
    await this.#inner.releaseConnection(tracked?.inner ?? connection);
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}
