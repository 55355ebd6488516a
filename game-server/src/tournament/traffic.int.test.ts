import { openTestDatabase } from '@matchdrop/db/testing';
import type { TestDbHandle } from '@matchdrop/db/testing';
import { findBuiltinGame, TOURNAMENT_LOBBY_PAGE, TOURNAMENT_STANDINGS_TOP } from '@matchdrop/shared';
import type { JoinTournamentResponse, TournamentServerMessages, TournamentView } from '@matchdrop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, startTestServer } from '../competitive/testing/server.js';
import type { TestAccount, TestGameServer } from '../competitive/testing/server.js';
import { TournamentBot } from './testing/bot.js';

// Bounded counts (the bench takes 2,000): enough to show that what a player receives follows their heat, not the hall.
const GAME = findBuiltinGame('animals')?.data ?? {};
type Inbox = TournamentBot['inbox'];
/** What a connection was sent, as JSON characters, but the lobby's batches (their number follows the join's pace). */
const received = (inbox: Inbox): number =>
  Object.entries(inbox)
    .filter(([type]) => type !== 'lobby')
    .reduce((n, [, messages]) => n + JSON.stringify(messages).length, 0);

describe('tournament traffic: each connection is told what concerns it', () => {
  let handle: TestDbHandle;
  let server: TestGameServer;
  let host: TestAccount;
  const bots: TournamentBot[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    server = await startTestServer({ db: handle.db, timeScale: 0.05 });
    host = await createAccount(handle.db, 'traffic_host');
  }, 60_000);

  afterAll(async () => {
    await Promise.all(bots.map((b) => b.leave()));
    await server?.close();
    await handle?.close();
  }, 30_000);

  /** A one-round tournament of `count` bot players in heats of 4, played to its end; the projector and the players. */
  async function playTournament(count: number): Promise<{ projector: TournamentBot; players: TournamentBot[] }> {
    const created = await fetch(`${server.url}/api/tournaments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${host.token}` },
      body: JSON.stringify({ gameType: 'builtin', gameId: 'animals', pairCount: 3, rounds: 1, heatSize: 4 }),
    });
    const { code } = ((await created.json()) as { tournament: TournamentView }).tournament;
    const projector = await new TournamentBot(server.url, host.token, null).join(code);
    const players = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const res = await fetch(`${server.url}/api/tournaments/${code}/join`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ nickname: `p${count}x${i}` }),
        });
        const { token } = (await res.json()) as JoinTournamentResponse;
        return new TournamentBot(server.url, token, GAME).join(code);
      }),
    );
    bots.push(projector, ...players);
    // Every join reached the projector as a delta (batched), never as the whole list again.
    await expect.poll(() => projector.inbox.players?.flatMap((d) => d.joined).length ?? 0, { timeout: 10_000 }).toBe(count);
    projector.send('start');
    await projector.next('finished', 1, 30_000);
    await Promise.all(players.map((p) => p.next('finished', 1, 10_000)));
    return { projector, players };
  }

  it('a player receives about as much in a tournament of 64 as in one of 8; the projector gets the whole picture', async () => {
    const small = await playTournament(8);
    const large = await playTournament(64);

    for (const player of large.players) {
      const ended = player.inbox.round_ended?.[0] as TournamentServerMessages['round_ended'];
      expect(ended.standingsCount).toBe(64);
      expect(ended.standings.length).toBeLessThanOrEqual(TOURNAMENT_STANDINGS_TOP + 1);
      expect(ended.results.length).toBeLessThanOrEqual(4);
      for (const lobby of player.inbox.lobby ?? []) expect(lobby.players.length).toBeLessThanOrEqual(TOURNAMENT_LOBBY_PAGE);
      // Heat progress: their own heat only.
      for (const progress of player.inbox.heat_progress ?? []) expect(progress.heats).toHaveLength(1);
    }
    const largest = Math.max(...large.players.map((p) => received(p.inbox)));
    const smallest = Math.min(...small.players.map((p) => received(p.inbox)));
    expect(largest).toBeLessThan(smallest * 1.5);

    const whole = large.projector.inbox.round_ended?.[0] as TournamentServerMessages['round_ended'];
    expect(whole.standings).toHaveLength(64);
    expect(new Set(large.projector.inbox.heat_progress?.flatMap((m) => m.heats.map((h) => h.heat))).size).toBe(16);
    // The last batch reached the projector before the standings: every bar full.
    const last = new Map(large.projector.inbox.heat_progress?.flatMap((m) => m.heats.map((h) => [h.heat, h] as const)));
    expect([...last.values()].every((h) => h.players.every((p) => p.matched === 3))).toBe(true);
  }, 60_000);
});
