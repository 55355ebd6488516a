import { openTestDatabase, testBackends, type TestDbHandle } from '@matchdrop/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BCRYPT_COST, hashPassword, verifyPassword } from '../crypto/password.js';
import { captureLogger } from '../testing.js';
import { AdminBootstrapError, ensureAdmin } from './ensure-admin.js';

describe.each(await testBackends())('ensureAdmin on %s', (kind) => {
  let handle: TestDbHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });

  afterAll(() => handle.close());

  // One database per backend (PGlite takes seconds to open); each test starts with no account.
  beforeEach(async () => {
    await handle.db.deleteFrom('users').execute();
  });

  const admins = () => handle.db.selectFrom('users').selectAll().where('role', '=', 'admin').execute();

  it('creates a verified admin with a generated password logged once, and not again on the next start', async () => {
    const first = captureLogger();
    expect(await ensureAdmin(handle.db, { username: 'admin' }, first.logger)).toEqual({ created: true, username: 'admin', password: 'generated' });

    const mentions = first.records().filter((r) => /ADMIN ACCOUNT CREATED/.test(r.msg ?? ''));
    expect(mentions).toHaveLength(1);
    const password = /generated password "([^"]+)"/.exec(mentions[0]!.msg!)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const [admin, ...others] = await admins();
    expect(others).toHaveLength(0);
    expect(admin).toMatchObject({ username: 'admin', role: 'admin', is_verified: true, is_suspended: false });
    expect(admin!.password_hash).toMatch(new RegExp(`^\\$2[aby]\\$${BCRYPT_COST}\\$`));
    expect(await verifyPassword(password!, admin!.password_hash)).toBe(true);

    const second = captureLogger();
    expect(await ensureAdmin(handle.db, { username: 'admin' }, second.logger)).toEqual({ created: false, username: 'admin' });
    expect(second.records().some((r) => (r.msg ?? '').includes(password!))).toBe(false);
    expect(await admins()).toHaveLength(1);
  });

  it('uses ADMIN_PASSWORD when given and never logs it', async () => {
    const { logger, records } = captureLogger();
    expect(await ensureAdmin(handle.db, { username: 'boss', password: 'correct horse' }, logger)).toEqual({
      created: true,
      username: 'boss',
      password: 'from-settings',
    });
    const [admin] = await admins();
    expect(admin!.username).toBe('boss');
    expect(await verifyPassword('correct horse', admin!.password_hash)).toBe(true);
    expect(JSON.stringify(records())).not.toContain('correct horse');
  });

  it('keeps an existing admin even when ADMIN_USERNAME names someone else', async () => {
    const { logger } = captureLogger();
    await ensureAdmin(handle.db, { username: 'admin', password: 'first-password' }, logger);
    expect(await ensureAdmin(handle.db, { username: 'other', password: 'second-password' }, logger)).toEqual({ created: false, username: 'admin' });
    expect((await admins()).map((a) => a.username)).toEqual(['admin']);
  });

  it('two processes starting at once on a fresh database make one admin and both start', async () => {
    const { logger } = captureLogger();
    // Both look before either writes (the password's hashing lies between), as two processes on one new database do.
    const results = await Promise.all([
      ensureAdmin(handle.db, { username: 'admin', password: 'p1-password' }, logger),
      ensureAdmin(handle.db, { username: 'admin', password: 'p1-password' }, logger),
    ]);
    expect(results.map((r) => r.created).sort()).toEqual([false, true]);
    expect(await admins()).toHaveLength(1);
  });

  it('refuses to promote a regular user who holds the admin username', async () => {
    await handle.db
      .insertInto('users')
      .values({ username: 'Admin', email: 'mallory@example.com', password_hash: await hashPassword('whatever') })
      .execute();
    const { logger } = captureLogger();
    await expect(ensureAdmin(handle.db, { username: 'admin' }, logger)).rejects.toThrow(AdminBootstrapError);
    await expect(ensureAdmin(handle.db, { username: 'admin' }, logger)).rejects.toThrow(/belongs to a regular user/);
    expect(await admins()).toHaveLength(0);
  });
});
