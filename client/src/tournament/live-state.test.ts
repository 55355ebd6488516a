import type { StandingRow, TournamentHeader, TournamentView } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { initialLiveState, liveStep, type LiveState, type TournamentEvent } from './live-state';

const view = (over: Partial<TournamentView> = {}): TournamentView => ({
  code: 'ABC234',
  joinUrl: '/t/ABC234',
  status: 'lobby',
  round: 0,
  rounds: 2,
  locked: false,
  hostName: 'host',
  playerCount: 0,
  playersMax: 2000,
  players: [],
  standings: [],
  gameName: 'Animals',
  pairCount: 3,
  heatSize: 2,
  roundSeconds: 600,
  accountsOnly: false,
  ...over,
});

/** What the room broadcasts when the status, round or lock change: the view without its lists. */
const header = (over: Partial<TournamentView> = {}): TournamentHeader =>
  Object.fromEntries(Object.entries(view(over)).filter(([key]) => key !== 'players' && key !== 'standings')) as TournamentHeader;

const row = (place: number, name: string, movement = 0): StandingRow => ({
  place,
  playerId: name,
  name,
  totalScore: 10,
  totalCorrect: 3,
  totalAttempts: 3,
  totalTimeMs: 1000,
  roundsPlayed: 1,
  movement,
});

const play = (...events: TournamentEvent[]): LiveState => events.reduce(liveStep, initialLiveState);
const welcome = (at = 0): TournamentEvent => ({ type: 'welcome', payload: { you: { role: 'player', playerId: '7', name: 'Ana' }, tournament: view() }, at });
const heatStarted = (at: number, more: object = {}): TournamentEvent => ({
  type: 'heat_started',
  payload: {
    round: 1,
    heat: 2,
    players: [],
    pairCount: 3,
    items: ['a', 'b', 'c', 'd', 'e', 'f'],
    initialPairs: 3,
    startedAt: 5,
    roundSeconds: 600,
    endsAt: 999_999,
    msLeft: 60_000,
    speed: 5,
    ...more,
  },
  at,
});

describe('tournament live state', () => {
  it('knows who is watching and the picture after the welcome', () => {
    const state = play(welcome());
    expect(state.you).toEqual({ role: 'player', playerId: '7', name: 'Ana' });
    expect(state.picture?.status).toBe('lobby');
    expect(state.connection).toEqual({ state: 'connected' });
  });

  it("shows a player the lobby's count and latest names as they arrive, and the lock", () => {
    const state = play(
      welcome(),
      { type: 'lobby', payload: { playerCount: 1_500, players: [{ id: '7', name: 'Ana', guest: true }] }, at: 1 },
      { type: 'tournament', payload: header({ locked: true, playerCount: 1_500 }), at: 2 },
    );
    expect(state.picture?.players.map((p) => p.name)).toEqual(['Ana']);
    expect(state.picture?.playerCount).toBe(1_500);
    expect(state.picture?.locked).toBe(true);
  });

  it("applies the projector's roster deltas to its whole list: joins, leaves, drops", () => {
    const hostWelcome: TournamentEvent = {
      type: 'welcome',
      payload: {
        you: { role: 'host' },
        tournament: view({
          playerCount: 2,
          players: [
            { id: '1', name: 'Ana', guest: true, connected: true },
            { id: '2', name: 'Bo', guest: true, connected: true },
          ],
        }),
      },
      at: 0,
    };
    const state = play(hostWelcome, {
      type: 'players',
      payload: { joined: [{ id: '3', name: 'Cy', guest: false, connected: false }], left: ['1'], connection: [{ id: '2', connected: false }] },
      at: 1,
    });
    expect(state.picture?.players).toEqual([
      { id: '2', name: 'Bo', guest: true, connected: false },
      { id: '3', name: 'Cy', guest: false, connected: false },
    ]);
    expect(state.picture?.playerCount).toBe(2);
    // The players' lobby page is not the projector's list.
    const after = liveStep(state, { type: 'lobby', payload: { playerCount: 9, players: [] }, at: 2 });
    expect(after.picture?.players).toHaveLength(2);
  });

  it('merges heat progress by heat: a batch carries only the heats that moved', () => {
    const racer = (playerId: string, matched: number) => ({
      playerId,
      name: playerId,
      matched,
      total: 3,
      correct: matched,
      attempts: matched,
      finished: false,
      connected: true,
      score: null,
    });
    const hostWelcome: TournamentEvent = { type: 'welcome', payload: { you: { role: 'host' }, tournament: view({ status: 'playing', round: 1 }) }, at: 0 };
    const state = play(
      hostWelcome,
      {
        type: 'heat_progress',
        payload: {
          round: 1,
          heats: [
            { heat: 1, ended: false, players: [racer('a', 1)] },
            { heat: 2, ended: false, players: [racer('b', 0)] },
          ],
        },
        at: 1,
      },
      { type: 'heat_progress', payload: { round: 1, heats: [{ heat: 2, ended: false, players: [racer('b', 2)] }] }, at: 2 },
    );
    expect(state.picture?.heats.map((h) => [h.heat, h.racers[0]?.matched])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('deals the heat with its time limit on the local clock', () => {
    const playing = play(
      welcome(),
      heatStarted(1_000, {
        players: [
          { playerId: '7', name: 'Ana' },
          { playerId: '8', name: 'Bo' },
        ],
      }),
    );
    expect(playing.picture?.status).toBe('playing');
    expect(playing.heat).toMatchObject({ round: 1, heat: 2, items: ['a', 'b', 'c', 'd', 'e', 'f'], matchedItems: [], endsAt: 61_000, players: ['Ana', 'Bo'] });
    expect(playing.heatDone).toBe(false);
  });

  it('R-PIC-20: keeps the language of each dealt item when the game has side languages, and none without', () => {
    const languages = ['en', 'fr', 'en', 'fr', 'en', 'fr'];
    expect(play(welcome(), heatStarted(0, { itemLanguages: languages })).heat?.itemLanguages).toEqual(languages);
    expect(play(welcome(), heatStarted(0)).heat).not.toHaveProperty('itemLanguages');
  });

  it('resumes a heat with what was already matched (a reconnection)', () => {
    const state = play(welcome(), heatStarted(0, { matchedItems: ['a', 'b'] }));
    expect(state.heat?.matchedItems).toEqual(['a', 'b']);
  });

  it('turns heat progress into bars and notices when this player has finished', () => {
    const progress: TournamentEvent = {
      type: 'heat_progress',
      payload: {
        round: 1,
        heats: [
          {
            heat: 2,
            ended: false,
            players: [
              { playerId: '7', name: 'Ana', matched: 3, total: 3, correct: 3, attempts: 3, finished: true, connected: true, score: 9 },
              { playerId: '8', name: 'Bo', matched: 1, total: 3, correct: 1, attempts: 2, finished: false, connected: false, score: null },
            ],
          },
        ],
      },
      at: 2,
    };
    const state = play(welcome(), heatStarted(0), progress);
    expect(state.picture?.heats).toEqual([
      {
        heat: 2,
        pairCount: 3,
        racers: [
          { name: 'Ana', matched: 3, finished: true, away: false, score: 9 },
          { name: 'Bo', matched: 1, finished: false, away: true, score: null },
        ],
      },
    ]);
    expect(state.heatDone).toBe(true);
    // Bo still plays: Ana waits for her heat, it is not over.
    expect(state.heatOver).toBe(false);
    const ended = liveStep(state, { type: 'heat_ended', payload: { round: 1, heat: 2, results: [], timedOut: false }, at: 3 });
    expect(ended.heatOver).toBe(true);
    expect(liveStep(ended, heatStarted(4)).heatOver).toBe(false);
  });

  it("R-PIC-16: gives the projector the round's items, kept when the round's header follows and dropped at its end", () => {
    const host: TournamentEvent = { type: 'welcome', payload: { you: { role: 'host' }, tournament: view() }, at: 0 };
    const items = ['[img:' + 'ab'.repeat(32) + '] A red apple', 'apple'];
    const started = play(host, { type: 'round_items', payload: { round: 1, items }, at: 1 }, { type: 'tournament', payload: header({ status: 'playing', round: 1 }), at: 2 });
    expect(started.picture).toMatchObject({ status: 'playing', round: 1, roundItems: items });
    const ended = liveStep(started, { type: 'round_ended', payload: { round: 1, rounds: 2, results: [], standings: [], standingsCount: 0, nextRoundAt: 9 }, at: 3 });
    expect(ended.picture?.roundItems).toEqual([]);
  });

  it('after a round: the standings, and the 30-s countdown to the next round from arrival', () => {
    const state = play(welcome(), heatStarted(0), {
      type: 'round_ended',
      payload: { round: 1, rounds: 2, results: [], standings: [row(1, 'Ana', 1)], standingsCount: 1_200, nextRoundAt: 123 },
      at: 5_000,
    });
    expect(state.heat).toBeNull();
    expect(state.picture).toMatchObject({ status: 'between_rounds', round: 1, nextRoundAt: 35_000 });
    expect(state.picture?.standings).toEqual([row(1, 'Ana', 1)]);
    expect(state.picture?.standingsCount).toBe(1_200);
  });

  it('keeps the countdown when the same between-rounds picture is broadcast again', () => {
    const between = play(welcome(), { type: 'round_ended', payload: { round: 1, rounds: 2, results: [], standings: [], standingsCount: 0, nextRoundAt: 1 }, at: 0 });
    const refreshed = liveStep(between, { type: 'tournament', payload: header({ status: 'between_rounds', round: 1, locked: true }), at: 3_000 });
    expect(refreshed.picture?.nextRoundAt).toBe(30_000);
    expect(refreshed.picture?.locked).toBe(true);
  });

  it('ends with the final standings, no countdown', () => {
    const state = play(welcome(), { type: 'finished', payload: { podium: [row(1, 'Ana')], standings: [row(1, 'Ana'), row(2, 'Bo')], standingsCount: 2 }, at: 0 });
    expect(state.picture).toMatchObject({ status: 'finished', nextRoundAt: null });
    expect(state.picture?.standings.map((r) => r.name)).toEqual(['Ana', 'Bo']);
  });

  it('keeps the server refusal and the reason of a removal', () => {
    const state = play(
      welcome(),
      { type: 'error', payload: { message: 'Only the host can start', status: 403 }, at: 0 },
      { type: 'removed', payload: { reason: 'Removed by the host' }, at: 1 },
    );
    expect(state.error).toBe('Only the host can start');
    expect(state.removedReason).toBe('Removed by the host');
  });
});
