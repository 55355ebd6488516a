import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Kysely } from 'kysely';
import { insertGame, insertUser, openTestDatabase, testBackends } from './testing.js';
import type { Database } from './schema/index.js';
import type { TestDbHandle } from './testing.js';

type Table = keyof Database;

async function count(db: Kysely<Database>, table: Table): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return n;
}

describe.each(await testBackends())('foreign keys on %s', (kind) => {
  let handle: TestDbHandle;
  let db: Kysely<Database>;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.db;
  });
  afterAll(() => handle.close());

  const newRound = (roomCode: string, gameId: number | null = null) =>
    db
      .insertInto('competitive_rounds')
      .values({ room_code: roomCode, dictionary_name: 'Capitals', dictionary_id: gameId, pair_count: 3, seed: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
  const newChat = (userId: number) => db.insertInto('ai_chat_sessions').values({ user_id: userId, title: 'chat' }).returning('id').executeTakeFirstOrThrow();
  const newSuspension = (userId: number, adminId: number) =>
    db.insertInto('suspensions').values({ user_id: userId, admin_id: adminId, reason: 'spam' }).returning('id').executeTakeFirstOrThrow();

  it('deleting a user removes what they own and keeps shared history with the user cleared', async () => {
    const gone = await insertUser(db);
    const admin = await insertUser(db, { role: 'admin' });
    const friend = await insertUser(db);
    const theirs = await insertGame(db, gone.id);
    const friends = await insertGame(db, friend.id);

    await db.insertInto('email_codes').values({ user_id: gone.id, email: gone.email, purpose: 'verify_email', code_hash: 'h', expires_at: new Date() }).execute();
    await db.insertInto('shares').values({ dictionary_id: friends.id, sender_id: friend.id, recipient_id: gone.id }).execute();
    await db.insertInto('notifications').values({ user_id: gone.id, type: 'other', title: 'hello' }).execute();
    const fromGone = await db
      .insertInto('notifications')
      .values({ user_id: friend.id, type: 'dictionary_share_received', title: 'share', from_user_id: gone.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const suspension = await newSuspension(gone.id, admin.id);
    await db
      .insertInto('suspension_messages')
      .values({ suspension_id: suspension.id, suspended_user_id: gone.id, sender_type: 'user', sender_id: gone.id, message: 'sorry' })
      .execute();
    const chat = await newChat(gone.id);
    await db.insertInto('ai_chat_messages').values({ session_id: chat.id, role: 'user', content: 'make a game' }).execute();
    await db.insertInto('ai_usage').values({ user_id: gone.id, day: '2025-01-01', messages: 1 }).execute();
    const played = await db.insertInto('game_sessions').values({ dictionary_id: friends.id, user_id: gone.id, pairs: 3, time_ms: 10 }).returning('id').executeTakeFirstOrThrow();
    const round = await newRound('ROOM01');
    await db.insertInto('competitive_results').values({ round_id: round.id, user_id: gone.id, username: gone.username }).execute();

    await db.deleteFrom('users').where('id', '=', gone.id).execute();

    const owned: Table[] = ['email_codes', 'shares', 'suspensions', 'suspension_messages', 'ai_chat_sessions', 'ai_chat_messages', 'ai_usage'];
    for (const table of owned) expect({ table, rows: await count(db, table) }).toEqual({ table, rows: 0 });
    expect(await db.selectFrom('dictionaries').select('id').where('id', '=', theirs.id).execute()).toEqual([]);
    expect(await db.selectFrom('notifications').select(['id', 'from_user_id']).execute()).toEqual([{ id: fromGone.id, from_user_id: null }]);
    expect(await db.selectFrom('game_sessions').select(['id', 'user_id']).execute()).toEqual([{ id: played.id, user_id: null }]);
    expect(await db.selectFrom('competitive_results').select(['user_id', 'username']).execute()).toEqual([{ user_id: null, username: gone.username }]);
  });

  it('deleting an admin keeps their suspensions and messages with the admin cleared', async () => {
    const admin = await insertUser(db, { role: 'admin' });
    const user = await insertUser(db);
    const suspension = await newSuspension(user.id, admin.id);
    await db
      .insertInto('suspension_messages')
      .values({ suspension_id: suspension.id, suspended_user_id: user.id, sender_type: 'admin', sender_id: admin.id, message: 'why' })
      .execute();
    await db.insertInto('general_notifications').values({ admin_id: admin.id, title: 'news', message: 'm' }).execute();

    await db.deleteFrom('users').where('id', '=', admin.id).execute();

    const suspensions = await db.selectFrom('suspensions').select('admin_id').where('id', '=', suspension.id).execute();
    expect(suspensions).toEqual([{ admin_id: null }]);
    const messages = db.selectFrom('suspension_messages').select('sender_id').where('suspension_id', '=', suspension.id);
    expect(await messages.execute()).toEqual([{ sender_id: null }]);
    const general = await db.selectFrom('general_notifications').select('admin_id').where('title', '=', 'news').execute();
    expect(general).toEqual([{ admin_id: null }]);
  });

  it('deleting a dictionary removes its plays and shares, and detaches competitive rounds', async () => {
    const owner = await insertUser(db);
    const friend = await insertUser(db);
    const savedGame = await insertGame(db, owner.id);
    await db.insertInto('game_sessions').values({ dictionary_id: savedGame.id, pairs: 3, time_ms: 10 }).execute();
    await db.insertInto('shares').values({ dictionary_id: savedGame.id, sender_id: owner.id, recipient_id: friend.id }).execute();
    const round = await newRound('ROOM02', savedGame.id);

    await db.deleteFrom('dictionaries').where('id', '=', savedGame.id).execute();

    expect(await db.selectFrom('game_sessions').select('id').where('dictionary_id', '=', savedGame.id).execute()).toEqual([]);
    expect(await db.selectFrom('shares').select('id').where('dictionary_id', '=', savedGame.id).execute()).toEqual([]);
    const rounds = db.selectFrom('competitive_rounds').select(['dictionary_id', 'dictionary_name']).where('id', '=', round.id);
    expect(await rounds.execute()).toEqual([{ dictionary_id: null, dictionary_name: 'Capitals' }]);
  });

  it('deleting a general notification, a round or a chat removes what hangs off it', async () => {
    const user = await insertUser(db);
    const general = await db.insertInto('general_notifications').values({ title: 'all', message: 'm' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('notifications').values({ user_id: user.id, type: 'other', title: 'all', general_notification_id: general.id }).execute();
    const round = await newRound('ROOM03');
    await db.insertInto('competitive_results').values({ round_id: round.id, user_id: user.id, username: user.username }).execute();
    const chat = await newChat(user.id);
    await db.insertInto('ai_chat_messages').values({ session_id: chat.id, role: 'assistant', content: 'hi' }).execute();

    await db.deleteFrom('general_notifications').where('id', '=', general.id).execute();
    await db.deleteFrom('competitive_rounds').where('id', '=', round.id).execute();
    await db.deleteFrom('ai_chat_sessions').where('id', '=', chat.id).execute();

    const notifications = db.selectFrom('notifications').select('id').where('general_notification_id', '=', general.id);
    expect(await notifications.execute()).toEqual([]);
    expect(await db.selectFrom('competitive_results').select('id').where('round_id', '=', round.id).execute()).toEqual([]);
    expect(await db.selectFrom('ai_chat_messages').select('id').where('session_id', '=', chat.id).execute()).toEqual([]);
  });
});
