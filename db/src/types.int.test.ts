import { describe, it, expect } from 'vitest';
import { sql } from 'kysely';
import { insertGame, insertUser, testBackends } from './testing.js';
import { suiteDatabase } from './testing/suite.js';

describe.each(await testBackends())('value types on %s', (kind) => {
  const suite = suiteDatabase(kind);

  it('returns count(*) (int8) as a number', async () => {
    await insertUser(suite.db);
    await insertUser(suite.db);
    const { count } = await suite.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(2);
    expect(typeof count).toBe('number');
  });

  it('returns a bigint column and sum() of integers as numbers', async () => {
    const round = await suite.db
      .insertInto('competitive_rounds')
      .values({ room_code: 'ABCDEF', dictionary_name: 'Animals', pair_count: 6, seed: 4_000_000_000 })
      .returning(['seed'])
      .executeTakeFirstOrThrow();
    expect(round.seed).toBe(4_000_000_000);
    const { total } = await sql<{ total: number }>`select sum(x) as total from (values (1), (2), (3)) v(x)`.execute(suite.db).then((r) => r.rows[0]!);
    expect(total).toBe(6);
  });

  it('returns numeric columns and avg() as numbers', async () => {
    const user = await insertUser(suite.db);
    const game = await insertGame(suite.db, user.id);
    for (const accuracy of [50, 75.5]) {
      await suite.db.insertInto('game_sessions').values({ dictionary_id: game.id, pairs: 5, time_ms: 1000, accuracy, score: 12.5 }).execute();
    }
    const rows = await suite.db.selectFrom('game_sessions').select(['accuracy', 'score']).orderBy('id').execute();
    expect(rows).toEqual([
      { accuracy: 50, score: 12.5 },
      { accuracy: 75.5, score: 12.5 },
    ]);
    const { avg } = await suite.db
      .selectFrom('game_sessions')
      .select((eb) => eb.fn.avg<number>('accuracy').as('avg'))
      .executeTakeFirstOrThrow();
    expect(avg).toBe(62.75);
  });

  it('returns timestamptz as Date and date as a YYYY-MM-DD string', async () => {
    const user = await insertUser(suite.db, { tokens_valid_after: new Date('2024-03-04T05:06:07.089Z') });
    expect(user.created_at).toBeInstanceOf(Date);
    expect(user.tokens_valid_after).toEqual(new Date('2024-03-04T05:06:07.089Z'));
    const usage = await suite.db.insertInto('ai_usage').values({ user_id: user.id, day: '2024-12-31' }).returningAll().executeTakeFirstOrThrow();
    expect(usage).toEqual({ user_id: user.id, day: '2024-12-31', messages: 0, sessions: 0 });
  });

  it('stores and returns jsonb objects and arrays as they were given', async () => {
    const user = await insertUser(suite.db);
    const data = { H: 'Hydrogen', Hydrogen: 'H' };
    const game = await insertGame(suite.db, user.id, { data });
    expect(game.data).toEqual(data);
    const session = await suite.db
      .insertInto('game_sessions')
      .values({ dictionary_id: game.id, pairs: 1, time_ms: 5, missed_pairs: [['H', 'Hydrogen']] })
      .returning(['missed_pairs'])
      .executeTakeFirstOrThrow();
    expect(session.missed_pairs).toEqual([['H', 'Hydrogen']]);
  });
});
