import { describe, it, expect, beforeAll } from 'vitest';
import { dbErrorInfo, isCheckViolation, isForeignKeyViolation, isUniqueViolation } from './errors.js';
import { insertGame, insertUser, testBackends } from './testing.js';
import type { AiChatRole, GameSource, EmailCodePurpose, GameMode, NotificationType, SenderType, ShareStatus, UserRole } from './schema/index.js';
import { suiteDatabase } from './testing/suite.js';

/** Every value of a union type, checked by the compiler to be complete (a missing key fails tsc). */
function allOf<T extends string>(values: Record<T, true>): T[] {
  return Object.keys(values) as T[];
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected the database to reject the statement'),
    (error: unknown) => error,
  );
}

describe.each(await testBackends())('constraints on %s', (kind) => {
  const suite = suiteDatabase(kind);

  it('treats usernames and emails case-insensitively as unique', async () => {
    await insertUser(suite.db, { username: 'Alice_1', email: 'Alice@Example.test' });
    const sameName = await rejection(insertUser(suite.db, { username: 'alice_1' }));
    expect(isUniqueViolation(sameName, 'users_username_lower_key')).toBe(true);
    const sameEmail = await rejection(insertUser(suite.db, { email: 'alice@EXAMPLE.test' }));
    expect(isUniqueViolation(sameEmail, 'users_email_lower_key')).toBe(true);
    expect(dbErrorInfo(sameEmail)).toMatchObject({ code: '23505', constraint: 'users_email_lower_key', table: 'users' });
  });

  it('rejects usernames outside 3-50 characters', async () => {
    for (const username of ['ab', 'x'.repeat(51)]) {
      expect(isCheckViolation(await rejection(insertUser(suite.db, { username })), 'users_username_check')).toBe(true);
    }
    await expect(insertUser(suite.db, { username: 'x'.repeat(50) })).resolves.toBeDefined();
  });

  it('holds the account language to the interface languages, English by default', async () => {
    expect((await insertUser(suite.db)).locale).toBe('en');
    for (const locale of ['ru', 'zh'] as const) expect((await insertUser(suite.db, { locale })).locale).toBe(locale);
    for (const locale of ['de', 'EN', '']) {
      expect(isCheckViolation(await rejection(insertUser(suite.db, { locale: locale as 'en' })), 'users_locale_check')).toBe(true);
    }
  });

  it('keeps forgot-password request ids unique', async () => {
    const code = { email: 'r@example.test', purpose: 'reset_password', code_hash: 'h', expires_at: new Date() } as const;
    await suite.db
      .insertInto('email_codes')
      .values({ ...code, request_id: 'req-1' })
      .execute();
    const error = await rejection(
      suite.db
        .insertInto('email_codes')
        .values({ ...code, request_id: 'req-1' })
        .execute(),
    );
    expect(isUniqueViolation(error, 'email_codes_request_id_key')).toBe(true);
  });

  it('allows one active suspension per user, and a new one once it is lifted', async () => {
    const user = await insertUser(suite.db);
    const suspend = () => suite.db.insertInto('suspensions').values({ user_id: user.id, reason: 'spam' }).execute();
    await suspend();
    expect(isUniqueViolation(await rejection(suspend()), 'suspensions_one_active_key')).toBe(true);
    await suite.db.updateTable('suspensions').set({ lifted_at: new Date() }).where('user_id', '=', user.id).execute();
    await expect(suspend()).resolves.toBeDefined();
  });

  it('refuses a share to oneself and rows that point at nothing', async () => {
    const user = await insertUser(suite.db);
    const game = await insertGame(suite.db, user.id);
    const selfShare = suite.db.insertInto('shares').values({ dictionary_id: game.id, sender_id: user.id, recipient_id: user.id }).execute();
    expect(isCheckViolation(await rejection(selfShare), 'shares_not_to_self_check')).toBe(true);
    const orphan = await rejection(insertGame(suite.db, 999_999));
    expect(isForeignKeyViolation(orphan, 'dictionaries_owner_id_fkey')).toBe(true);
  });

  describe('enum-like columns accept exactly their values', () => {
    let userId: number;
    let otherId: number;
    let gameId: number;
    let sessionId: number;
    beforeAll(async () => {
      const user = await insertUser(suite.db);
      const other = await insertUser(suite.db);
      userId = user.id;
      otherId = other.id;
      gameId = (await insertGame(suite.db, user.id)).id;
      const session = await suite.db.insertInto('ai_chat_sessions').values({ user_id: user.id, title: 't' }).returning('id').executeTakeFirstOrThrow();
      sessionId = session.id;
    });

    const cases: Array<{ column: string; values: string[]; insert: (value: string) => Promise<unknown> }> = [
      {
        column: 'users.role',
        values: allOf<UserRole>({ user: true, admin: true }),
        insert: (role) => insertUser(suite.db, { role: role as UserRole }),
      },
      {
        column: 'email_codes.purpose',
        values: allOf<EmailCodePurpose>({ verify_email: true, reset_password: true }),
        insert: (purpose) =>
          suite.db
            .insertInto('email_codes')
            .values({ email: 'e@example.test', purpose: purpose as EmailCodePurpose, code_hash: 'h', expires_at: new Date() })
            .execute(),
      },
      {
        column: 'dictionaries.source',
        values: allOf<GameSource>({ upload: true, ai: true, share: true }),
        insert: (source) => insertGame(suite.db, userId, { source: source as GameSource }),
      },
      {
        column: 'game_sessions.mode',
        values: allOf<GameMode>({ freeplay: true, competitive: true }),
        insert: (mode) =>
          suite.db
            .insertInto('game_sessions')
            .values({ builtin_game_id: 'animals', mode: mode as GameMode, pairs: 3, time_ms: 1 })
            .execute(),
      },
      {
        column: 'shares.status',
        values: allOf<ShareStatus>({ pending: true, accept: true, reject: true }),
        insert: (status) =>
          suite.db
            .insertInto('shares')
            .values({ dictionary_id: gameId, sender_id: userId, recipient_id: otherId, status: status as ShareStatus })
            .execute(),
      },
      {
        column: 'notifications.type',
        values: allOf<NotificationType>({
          dictionary_share_received: true,
          dictionary_share_accepted: true,
          dictionary_share_rejected: true,
          dictionary_share: true,
          other: true,
          assignment_set: true,
          assignment_due: true,
        }),
        insert: (type) =>
          suite.db
            .insertInto('notifications')
            .values({ user_id: userId, type: type as NotificationType, title: 't' })
            .execute(),
      },
      {
        column: 'suspension_messages.sender_type',
        values: allOf<SenderType>({ admin: true, user: true }),
        insert: (senderType) =>
          suite.db
            .insertInto('suspension_messages')
            .values({ suspended_user_id: userId, sender_type: senderType as SenderType, sender_id: userId, message: 'hi' })
            .execute(),
      },
      {
        column: 'ai_chat_messages.role',
        values: allOf<AiChatRole>({ user: true, assistant: true }),
        insert: (role) =>
          suite.db
            .insertInto('ai_chat_messages')
            .values({ session_id: sessionId, role: role as AiChatRole, content: 'c' })
            .execute(),
      },
    ];

    it.each(cases)('$column', async ({ column, values, insert }) => {
      for (const value of values) await insert(value);
      // PostgreSQL names a column's CHECK constraint <table>_<column>_check.
      const constraint = `${column.replace('.', '_')}_check`;
      expect(isCheckViolation(await rejection(insert('bogus')), constraint)).toBe(true);
    });
  });
});
