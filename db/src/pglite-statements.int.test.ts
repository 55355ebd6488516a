import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pglitePreparedQuery } from './pglite-statements.js';
import { pgliteParsers } from './types.js';

describe('PGlite statements prepared once', () => {
  let pglite: PGlite;
  let query: ReturnType<typeof pglitePreparedQuery>;
  beforeAll(async () => {
    pglite = await PGlite.create({ parsers: pgliteParsers() });
    await pglite.exec(`create table t (id int8 primary key, at timestamptz, doc jsonb, ok boolean, note text);
      create table counted (n int)`);
    query = pglitePreparedQuery(pglite);
  });
  afterAll(async () => {
    if (!pglite.closed) await pglite.close();
  });

  it('sends each value as its parameter type and reads each column with the product’s parsers', async () => {
    const at = new Date('2024-05-06T07:08:09.123Z');
    await query('insert into t (id, at, doc, ok, note) values ($1, $2, $3, $4, $5)', [1, at, { pairs: [['a', 'b']] }, true, null]);
    const rows = await query('select id, at, doc, ok, note, count(*) over () as n from t where id = $1', [1]);
    expect(rows).toEqual([{ id: 1, at, doc: { pairs: [['a', 'b']] }, ok: true, note: null, n: 1 }]);
    // The same statement again, now from its prepared form, with other values.
    expect(await query('select id, at, doc, ok, note, count(*) over () as n from t where id = $1', [2])).toEqual([]);
  });

  it('throws the database’s error with its SQLSTATE, and the statement still runs afterwards', async () => {
    const insert = 'insert into t (id) values ($1)';
    await query(insert, [10]);
    await expect(query(insert, [10])).rejects.toMatchObject({ code: '23505' });
    await query(insert, [11]);
    expect(await query('select count(*) as n from t where id >= $1', [10])).toEqual([{ n: 2 }]);
  });

  it('prepares a statement again when its table changed shape under it', async () => {
    const read = 'select * from counted where n >= $1';
    await pglite.exec('insert into counted values (1)');
    expect(await query(read, [0])).toEqual([{ n: 1 }]);
    await pglite.exec('alter table counted add column label text');
    expect(await query(read, [0])).toEqual([{ n: 1, label: null }]);
  });

  it('waits for a transaction held open on the instance instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = pglite.transaction(async (tx) => {
      await tx.query('insert into t (id) values (100)');
      await held;
      await tx.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = query('select id from t where id = $1', [100]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toEqual([]);
  });

  it('hands a notification raised by its statement to pglite.listen', async () => {
    const heard: string[] = [];
    await pglite.listen('t_changes', (payload) => heard.push(payload));
    await query(`select pg_notify('t_changes', $1)`, ['hello']);
    expect(heard).toEqual(['hello']);
  });

  // Last: it closes the instance.
  it('refuses to run once the instance is closed, in PGlite’s own words', async () => {
    await pglite.close();
    await expect(query('select 1', [])).rejects.toThrow('PGlite is closed');
  });
});
