import { openTestDatabase, testBackends, type TestDbHandle } from '@matchdrop/db/testing';
import { sql } from '@matchdrop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgedPlayBatches } from './judged-play-batches.js';
import type { NewJudgedPlay } from './plays-repository.js';

const play = (dealId: string): NewJudgedPlay => ({
  dictionary_id: null,
  builtin_game_id: 'squares-table',
  user_id: null,
  mode: 'freeplay',
  pairs: 3,
  score: 6,
  accuracy: 100,
  time_ms: 3_000,
  correct: 3,
  wrong: 0,
  missed_pairs: [],
  played_at: new Date('2030-03-04T09:00:00Z'),
  verified: true,
  deal_id: dealId,
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
/** Wider than the product's window: on a loaded machine (the whole npm test) two turns of the event loop were once
 * more than 10 ms apart, and the three plays then fell into two windows. */
const WINDOW_MS = 250;

describe.each(await testBackends())('judged plays written in batches on %s', (kind) => {
  let handle: TestDbHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  /** The transaction that wrote each deal's play: plays written by one statement share it. */
  const writers = async (dealIds: string[]) =>
    (await sql<{ deal_id: string; tx: string }>`select deal_id, xmin::text as tx from game_sessions where deal_id in (${sql.join(dealIds)})`.execute(handle.db)).rows;

  it('writes a lone play at once, and the plays arriving a few ms apart after it together in one statement', async () => {
    const batches = judgedPlayBatches(handle.db, WINDOW_MS);
    // A first statement compiles and plans (tens of ms on PGlite): out of the way, then a quiet window.
    await batches.store(play('warm'));
    await pause(WINDOW_MS + 5);
    const started = performance.now();
    const first = batches.store(play('lone'));
    // A school's records arrive close together, each in a turn of the event loop of its own.
    const later: Array<Promise<unknown>> = [];
    for (const id of ['a', 'b', 'c']) {
      await nextTurn();
      later.push(batches.store(play(id)));
    }
    expect((await first).created).toBe(true);
    await Promise.all(later);
    // The three were held for the rest of the window that the lone play opened.
    expect(performance.now() - started).toBeGreaterThanOrEqual(WINDOW_MS - 1);
    const rows = await writers(['lone', 'a', 'b', 'c']);
    const tx = new Map(rows.map((row) => [row.deal_id, row.tx]));
    expect(new Set(['a', 'b', 'c'].map((id) => tx.get(id))).size).toBe(1);
    expect(tx.get('lone')).not.toBe(tx.get('a'));
  });
});
