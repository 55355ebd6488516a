import { sql } from '@matchdrop/db';
import { openTestDatabase, testBackends, type TestDbHandle } from '@matchdrop/db/testing';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerSession } from './competitive/auth.js';
import type { UserDisconnector } from './competitive/disconnect.js';
import { createAccount, usersTableAuthenticator, type TestAccount } from './competitive/testing/server.js';
import { SESSION_END_MESSAGES, SessionWatch } from './session-watch.js';

/** The sessions a room holds and the disconnections it was asked for (the watch's view of a room). */
class RecordingRoom implements UserDisconnector {
  readonly ended: { userId: string; reason: string }[] = [];
  constructor(private readonly held: PlayerSession[]) {}
  sessions(): PlayerSession[] {
    return this.held.filter((s) => !this.ended.some((e) => e.userId === String(s.userId)));
  }
  disconnectUser(userId: string, reason: string): void {
    this.ended.push({ userId, reason });
  }
}

describe.each(await testBackends())('the session watch on %s', (kind) => {
  let handle: TestDbHandle;
  let fine: TestAccount;
  let suspended: TestAccount;
  let revoked: TestAccount;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    [fine, suspended, revoked] = await Promise.all([createAccount(handle.db, 'watch_fine'), createAccount(handle.db, 'watch_sus'), createAccount(handle.db, 'watch_rev')]);
  });
  afterAll(() => handle.close());

  it('puts out the suspended and revoked accounts in one pass, and warns once while the database does not answer', async () => {
    const now = Date.now();
    const room = new RecordingRoom([fine, suspended, revoked].map((a) => ({ userId: a.id, issuedAtMs: now })));
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) }));
    const watch = new SessionWatch(usersTableAuthenticator(handle.db), logger, () => [room]);

    await watch.check();
    expect(room.ended).toEqual([]);

    await sql`update users set is_suspended = true where id = ${suspended.id}`.execute(handle.db);
    await sql`update users set tokens_valid_after = now() + interval '1 second' where id = ${revoked.id}`.execute(handle.db);
    await watch.check();
    expect(room.ended).toEqual([
      { userId: suspended.userId, reason: SESSION_END_MESSAGES.suspended },
      { userId: revoked.userId, reason: SESSION_END_MESSAGES.revoked },
    ]);

    await handle.close();
    await watch.check();
    await watch.check();
    expect(room.ended).toHaveLength(2);
    expect(lines.filter((l) => l.includes('session watch: could not read the accounts'))).toHaveLength(1);
  });
});
