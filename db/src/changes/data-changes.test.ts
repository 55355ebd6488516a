import { describe, expect, it } from 'vitest';
import { DataChanges, statementKind } from './data-changes.js';

const SCHEMA = ['users', 'dictionaries', 'game_sessions', 'game_play_totals', 'notifications'];

function learnt(): DataChanges {
  const changes = new DataChanges();
  changes.learn(SCHEMA, {
    onInsert: new Map([['game_sessions', ['game_play_totals']]]),
    onChange: new Map([
      ['users', ['dictionaries', 'game_sessions', 'game_play_totals', 'notifications']],
      ['game_sessions', ['game_play_totals']],
    ]),
  });
  return changes;
}

describe('statementKind', () => {
  it('takes only plain selects as reads; anything that may change data is a write', () => {
    expect(statementKind('select "id" from "users" where "id" = $1')).toBe('read');
    expect(statementKind('  (select 1) union (select 2)')).toBe('read');
    expect(statementKind('with pub as (select id from dictionaries) select * from pub')).toBe('read');
    expect(statementKind('with gone as (delete from users returning id) select count(*) from gone')).toBe('write');
    expect(statementKind('select * from users for update')).toBe('write');
    expect(statementKind('insert into "users" ("username") values ($1)')).toBe('insert');
    expect(statementKind('insert into review_cards (a) values ($1) on conflict (a) do update set a = excluded.a')).toBe('write');
    expect(statementKind('UPDATE dictionaries SET name = $1')).toBe('write');
    expect(statementKind('delete from notifications')).toBe('write');
    expect(statementKind('set local statement_timeout = 100')).toBe('write');
    expect(statementKind('begin')).toBe('control');
    expect(statementKind('rollback to savepoint "a"')).toBe('control');
    expect(statementKind('create table x (id int)')).toBe('schema');
    expect(statementKind('alter table users add column x int')).toBe('schema');
  });
});

describe('DataChanges', () => {
  it('caches nothing until the schema is known', () => {
    const changes = new DataChanges();
    expect(changes.snapshot()).toBeUndefined();
    expect(changes.changedSince([], 0)).toBe(true);
  });

  it('stamps the tables a write names, by whole name only, and what cascades and triggers change with them', () => {
    const changes = learnt();
    const before = changes.snapshot()!;
    // "users" inside game_sessions.user_id or a quoted alias is not the users table.
    changes.written(changes.statementStarts('insert into "game_sessions" ("user_id", "dictionary_id") values ($1, $2)'));
    expect(changes.changedSince(['game_sessions'], before)).toBe(true);
    expect(changes.changedSince(['game_play_totals'], before)).toBe(true);
    expect(changes.changedSince(['users'], before)).toBe(false);
    expect(changes.changedSince(['dictionaries', 'notifications'], before)).toBe(false);

    // A new user cascades nowhere; a deleted one everywhere.
    const afterPlay = changes.snapshot()!;
    changes.written(changes.statementStarts('insert into users (username) values ($1)'));
    expect(changes.changedSince(['users'], afterPlay)).toBe(true);
    expect(changes.changedSince(['dictionaries'], afterPlay)).toBe(false);
    changes.written(changes.statementStarts('delete from users where id = $1'));
    for (const table of SCHEMA) expect(changes.changedSince([table], afterPlay)).toBe(true);
  });

  it('notes the tables read inside runTracked(), and that the tracked work also wrote', () => {
    const changes = learnt();
    const read = { tables: new Set<string>(), wrote: false };
    changes.runTracked(read, () => changes.statementStarts('select d.name, u.username from dictionaries d join users u on u.id = d.owner_id'));
    expect(read).toEqual({ tables: new Set(['dictionaries', 'users']), wrote: false });
    const wrote = { tables: new Set<string>(), wrote: false };
    changes.runTracked(wrote, () => changes.statementStarts('update notifications set is_read = true'));
    expect(wrote.wrote).toBe(true);
    // Outside runTracked(), nothing is noted.
    expect(changes.statementStarts('select * from users')).toEqual([]);
  });

  it('trusts nothing while paused, and nothing from before a pause once resumed', () => {
    const changes = learnt();
    const before = changes.snapshot()!;
    changes.pause();
    expect(changes.snapshot()).toBeUndefined();
    expect(changes.changedSince(['users'], before)).toBe(true);
    changes.resume();
    expect(changes.changedSince(['users'], before)).toBe(true);
    const after = changes.snapshot()!;
    expect(changes.changedSince(['users'], after)).toBe(false);
  });

  it('tells listeners about its own writes, not about writes heard from elsewhere', () => {
    const changes = learnt();
    const told: (readonly string[])[] = [];
    changes.onWrite((tables) => told.push(tables));
    const before = changes.snapshot()!;
    changes.written(['notifications']);
    changes.writtenElsewhere(['dictionaries']);
    expect(told).toEqual([['notifications']]);
    expect(changes.changedSince(['dictionaries'], before)).toBe(true);
  });

  it('forgets the schema on DDL, so nothing is cached until it is learnt again', () => {
    const changes = learnt();
    changes.statementStarts('alter table users add column nickname text');
    expect(changes.snapshot()).toBeUndefined();
  });
});
