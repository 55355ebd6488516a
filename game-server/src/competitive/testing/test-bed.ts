import type { Database, DbKind, Kysely } from '@matchdrop/db';
import { openTestDatabase } from '@matchdrop/db/testing';
import type { TestDbHandle } from '@matchdrop/db/testing';
import type { RequestHandler } from 'express';
import type { PlayerAuthenticator } from '../auth.js';
import type { CompetitiveRoomsGateway } from '../rooms-gateway.js';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { SPANISH } from '../logic/testing.js';
import { createRoom, TestPlayer } from './player.js';
import { createAccount, startTestServer } from './server.js';
import type { TestAccount, TestGameServer } from './server.js';

/**
 * Test support (not a test file): what every competitive socket/REST test file needs — a fresh database on the backend it is given (each file runs on every backend testBackends() finds), one
 * real game server over it with every room delay 100× shorter (timeScale 0.01: the 30-s unready timer and the
 * reconnection window last 300 ms, the 15-s vote 150 ms, the 5-s pair-count choice 50 ms), three accounts, and
 * players who leave after each test so the next one starts with no open rooms.
 * The fields are filled in by beforeAll, so read them inside hooks and tests only.
 */
/** A bed served by a real login and real routes (the API's, from server/ tests) instead of the bare test ones. */
export interface TestBedOptions {
  kind?: DbKind;
  api?: {
    routes(db: Kysely<Database>, rooms: CompetitiveRoomsGateway): RequestHandler;
    authenticator(db: Kysely<Database>): PlayerAuthenticator;
    /** A bearer token of the account that both the routes and the websocket accept. */
    token(account: TestAccount): string;
  };
}

export class CompetitiveTestBed {
  handle!: TestDbHandle;
  server!: TestGameServer;
  ana!: TestAccount;
  ben!: TestAccount;
  cleo!: TestAccount;
  private readonly players: TestPlayer[] = [];

  constructor(private readonly options: TestBedOptions = {}) {}

  /** Takes a seat in the room; the player leaves after the test. */
  async join(account: TestAccount, code: string): Promise<TestPlayer> {
    const player = await TestPlayer.join(this.server.url, account, code);
    this.track(player);
    return player;
  }

  /** Players joined some other way leave after the test too. */
  track(...players: TestPlayer[]): void {
    this.players.push(...players);
  }

  /** ana hosts a room of the Spanish game and ben joins it: [host, guest]. */
  async lobby(): Promise<[TestPlayer, TestPlayer]> {
    const code = await createRoom(this.server.url, this.ana, { dictionaryName: 'Spanish', dictionaryData: SPANISH });
    const host = await this.join(this.ana, code);
    const guest = await this.join(this.ben, code);
    return [host, guest];
  }

  async open(): Promise<void> {
    const { kind = 'pglite', api } = this.options;
    this.handle = await openTestDatabase(kind);
    const db = this.handle.db;
    this.server = await startTestServer({
      db,
      timeScale: 0.01,
      authenticator: api?.authenticator(db),
      routes: api ? (rooms) => api.routes(db, rooms) : undefined,
    });
    this.ana = await this.account('ana');
    this.ben = await this.account('ben');
    this.cleo = await this.account('cleo');
  }

  /** A fresh account whose token this bed's routes and websocket accept. */
  async account(name: string, suspended = false): Promise<TestAccount> {
    const account = await createAccount(this.handle.db, name, suspended);
    return this.options.api ? { ...account, token: this.options.api.token(account) } : account;
  }

  async leaveAll(): Promise<void> {
    await Promise.all(this.players.splice(0).map((p) => p.leave().catch(() => undefined)));
  }

  async close(): Promise<void> {
    await this.server.close();
    await this.handle.close();
  }
}

/**
 * Call once per backend, inside describe.each(await testBackends()) (or with options.kind): registers the hooks
 * that open, clean and close the bed.
 */
export function useCompetitiveTestBed(kindOrOptions: DbKind | TestBedOptions = {}): CompetitiveTestBed {
  const bed = new CompetitiveTestBed(typeof kindOrOptions === 'string' ? { kind: kindOrOptions } : kindOrOptions);
  beforeAll(() => bed.open());
  afterEach(() => bed.leaveAll());
  afterAll(() => bed.close());
  return bed;
}
