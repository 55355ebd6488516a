import { openTestDatabase, type TestDbHandle } from '@matchdrop/db/testing';
import { afterAll, beforeAll } from 'vitest';
import { startAuthApp, type AuthApp } from './auth-app.js';
import { startMailbox, type Mailbox } from './mailbox.js';

export interface AuthTestBed {
  handle: TestDbHandle;
  mailbox: Mailbox;
  api: AuthApp;
}

/**
 * One fresh database, a real SMTP mailbox and the auth app for a describe block: hooks registered here,
 * fields filled in beforeAll (read them inside tests, not at collection time).
 */
export function useAuthTestBed(kind: 'pglite' | 'postgres'): AuthTestBed {
  const bed = {} as AuthTestBed;
  beforeAll(async () => {
    bed.handle = await openTestDatabase(kind);
    bed.mailbox = await startMailbox();
    bed.api = await startAuthApp({ db: bed.handle.db, kind, mailbox: bed.mailbox });
  });
  afterAll(async () => {
    await bed.api.close();
    await bed.mailbox.close();
    await bed.handle.close();
  });
  return bed;
}
