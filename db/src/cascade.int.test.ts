import { describe, it, expect } from 'vitest';
import type { Kysely } from 'kysely';
import { insertGame, insertUser, testBackends } from './testing.js';
import type { Database } from './schema/index.js';
import { suiteDatabase } from './testing/suite.js';

type Table = keyof Database;

async function count(db: Kysely<Database>, table: Table): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return n;
}

describe.each(await testBackends())('foreign keys on %s', (kind) => {
  const suite = suiteDatabase(kind);

  const newRound = (roomCode: string, gameId: number | null = null) =>
    suite.db
      .insertInto('competitive_rounds')
      .values({ room_code: roomCode, dictionary_name: 'Capitals', dictionary_id: gameId, pair_count: 3, seed: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
  const newChat = (userId: number) => suite.db.insertInto('ai_chat_sessions').values({ user_id: userId, title: 'chat' }).returning('id').executeTakeFirstOrThrow();
  const newSuspension = (userId: number, adminId: number) =>
    suite.db.insertInto('suspensions').values({ user_id: userId, admin_id: adminId, reason: 'spam' }).returning('id').executeTakeFirstOrThrow();

  it('deleting a user removes what they own and keeps shared history with the user cleared', async () => {
    const gone = await insertUser(suite.db);
    const admin = await insertUser(suite.db, { role: 'admin' });
    const friend = await insertUser(suite.db);
    const theirs = await insertGame(suite.db, gone.id);
    const friends = await insertGame(suite.db, friend.id);

    await suite.db.insertInto('email_codes').values({ user_id: gone.id, email: gone.email, purpose: 'verify_email', code_hash: 'h', expires_at: new Date() }).execute();
    await suite.db.insertInto('shares').values({ dictionary_id: friends.id, sender_id: friend.id, recipient_id: gone.id }).execute();
    await suite.db.insertInto('notifications').values({ user_id: gone.id, type: 'other', title: 'hello' }).execute();
    const fromGone = await suite.db
      .insertInto('notifications')
      .values({ user_id: friend.id, type: 'dictionary_share_received', title: 'share', from_user_id: gone.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const suspension = await newSuspension(gone.id, admin.id);
    await suite.db
      .insertInto('suspension_messages')
      .values({ suspension_id: suspension.id, suspended_user_id: gone.id, sender_type: 'user', sender_id: gone.id, message: 'sorry' })
      .execute();
    const chat = await newChat(gone.id);
    await suite.db.insertInto('ai_chat_messages').values({ session_id: chat.id, role: 'user', content: 'make a game' }).execute();
    await suite.db.insertInto('ai_usage').values({ user_id: gone.id, day: '2025-01-01', messages: 1 }).execute();
    const played = await suite.db
      .insertInto('game_sessions')
      .values({ dictionary_id: friends.id, user_id: gone.id, pairs: 3, time_ms: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const round = await newRound('ROOM01');
    await suite.db.insertInto('competitive_results').values({ round_id: round.id, user_id: gone.id, username: gone.username }).execute();

    await suite.db.deleteFrom('users').where('id', '=', gone.id).execute();

    const owned: Table[] = ['email_codes', 'shares', 'suspensions', 'suspension_messages', 'ai_chat_sessions', 'ai_chat_messages', 'ai_usage'];
    for (const table of owned) expect({ table, rows: await count(suite.db, table) }).toEqual({ table, rows: 0 });
    expect(await suite.db.selectFrom('dictionaries').select('id').where('id', '=', theirs.id).execute()).toEqual([]);
    expect(await suite.db.selectFrom('notifications').select(['id', 'from_user_id']).execute()).toEqual([{ id: fromGone.id, from_user_id: null }]);
    expect(await suite.db.selectFrom('game_sessions').select(['id', 'user_id']).execute()).toEqual([{ id: played.id, user_id: null }]);
    expect(await suite.db.selectFrom('competitive_results').select(['user_id', 'username']).execute()).toEqual([{ user_id: null, username: gone.username }]);
  });

  it('deleting an admin keeps their suspensions and messages with the admin cleared', async () => {
    const admin = await insertUser(suite.db, { role: 'admin' });
    const user = await insertUser(suite.db);
    const suspension = await newSuspension(user.id, admin.id);
    await suite.db
      .insertInto('suspension_messages')
      .values({ suspension_id: suspension.id, suspended_user_id: user.id, sender_type: 'admin', sender_id: admin.id, message: 'why' })
      .execute();
    await suite.db.insertInto('general_notifications').values({ admin_id: admin.id, title: 'news', message: 'm' }).execute();

    await suite.db.deleteFrom('users').where('id', '=', admin.id).execute();

    const suspensions = await suite.db.selectFrom('suspensions').select('admin_id').where('id', '=', suspension.id).execute();
    expect(suspensions).toEqual([{ admin_id: null }]);
    const messages = suite.db.selectFrom('suspension_messages').select('sender_id').where('suspension_id', '=', suspension.id);
    expect(await messages.execute()).toEqual([{ sender_id: null }]);
    const general = await suite.db.selectFrom('general_notifications').select('admin_id').where('title', '=', 'news').execute();
    expect(general).toEqual([{ admin_id: null }]);
  });

  it('deleting a dictionary removes its plays and shares, and detaches competitive rounds', async () => {
    const owner = await insertUser(suite.db);
    const friend = await insertUser(suite.db);
    const savedGame = await insertGame(suite.db, owner.id);
    await suite.db.insertInto('game_sessions').values({ dictionary_id: savedGame.id, pairs: 3, time_ms: 10 }).execute();
    await suite.db.insertInto('shares').values({ dictionary_id: savedGame.id, sender_id: owner.id, recipient_id: friend.id }).execute();
    const round = await newRound('ROOM02', savedGame.id);

    await suite.db.deleteFrom('dictionaries').where('id', '=', savedGame.id).execute();

    expect(await suite.db.selectFrom('game_sessions').select('id').where('dictionary_id', '=', savedGame.id).execute()).toEqual([]);
    expect(await suite.db.selectFrom('shares').select('id').where('dictionary_id', '=', savedGame.id).execute()).toEqual([]);
    const rounds = suite.db.selectFrom('competitive_rounds').select(['dictionary_id', 'dictionary_name']).where('id', '=', round.id);
    expect(await rounds.execute()).toEqual([{ dictionary_id: null, dictionary_name: 'Capitals' }]);
  });

  it('deleting a general notification, a round or a chat removes what hangs off it', async () => {
    const user = await insertUser(suite.db);
    const general = await suite.db.insertInto('general_notifications').values({ title: 'all', message: 'm' }).returning('id').executeTakeFirstOrThrow();
    await suite.db.insertInto('notifications').values({ user_id: user.id, type: 'other', title: 'all', general_notification_id: general.id }).execute();
    const round = await newRound('ROOM03');
    await suite.db.insertInto('competitive_results').values({ round_id: round.id, user_id: user.id, username: user.username }).execute();
    const chat = await newChat(user.id);
    await suite.db.insertInto('ai_chat_messages').values({ session_id: chat.id, role: 'assistant', content: 'hi' }).execute();

    await suite.db.deleteFrom('general_notifications').where('id', '=', general.id).execute();
    await suite.db.deleteFrom('competitive_rounds').where('id', '=', round.id).execute();
    await suite.db.deleteFrom('ai_chat_sessions').where('id', '=', chat.id).execute();

    const notifications = suite.db.selectFrom('notifications').select('id').where('general_notification_id', '=', general.id);
    expect(await notifications.execute()).toEqual([]);
    expect(await suite.db.selectFrom('competitive_results').select('id').where('round_id', '=', round.id).execute()).toEqual([]);
    expect(await suite.db.selectFrom('ai_chat_messages').select('id').where('session_id', '=', chat.id).execute()).toEqual([]);
  });
});
