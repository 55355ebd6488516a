import { tournamentAccuracy, tournamentResultsCsv } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { Driver, HOST, newTournament } from './testing.js';
import { publicTournamentView, tournamentView } from './view.js';

const heatOf = (d: Driver, id: string) => d.state.round?.heats.find((h) => h.players.some((p) => p.playerId === id));

describe('tournament reducer', () => {
  it('refuses host actions from anyone but the host (403)', () => {
    const d = new Driver();
    d.seat('Ann', 'Bob');
    for (const event of [
      { type: 'start', by: 'someone', seed: 's' },
      { type: 'lock', by: 'someone', locked: true },
      { type: 'remove', by: 'someone', playerId: '1' },
      { type: 'end', by: 'someone' },
    ] as const) {
      d.do(event);
      expect(d.lastRefusal?.status).toBe(403);
    }
    expect(d.state.status).toBe('lobby');
    expect(d.state.locked).toBe(false);
  });

  it('needs 2 connected players to start', () => {
    const d = new Driver();
    d.seat('Ann');
    d.do({ type: 'start', by: HOST, seed: 's' });
    expect(d.lastRefusal?.status).toBe(409);
  });

  it('refuses a nickname already taken, whatever its case, and joins when locked or full', () => {
    const d = new Driver();
    d.seat('Ann');
    d.do({ type: 'join', player: { name: 'aNN', userId: null } });
    expect(d.lastRefusal).toMatchObject({ code: 'nickname_taken', status: 409, message: 'That nickname is taken in this tournament' });
    d.do({ type: 'lock', by: HOST, locked: true });
    d.do({ type: 'join', player: { name: 'Zed', userId: null } });
    expect(d.lastRefusal?.status).toBe(409);
    expect(d.state.players.map((p) => p.name)).toEqual(['Ann']);
    const full = new Driver();
    for (let i = 0; i < 200; i++) full.do({ type: 'join', player: { name: `p${i}`, userId: null } });
    full.do({ type: 'join', player: { name: 'one more', userId: null } });
    expect(full.lastRefusal?.message).toBe('This tournament is full');
  });

  it('gives an account its seat back instead of a second one', () => {
    const d = new Driver();
    d.do({ type: 'join', player: { name: 'Ann', userId: '7' } });
    d.do({ type: 'join', player: { name: 'Ann', userId: '7' } });
    expect(d.lastRefusal).toBeNull();
    expect(d.state.players).toHaveLength(1);
  });

  it('starts every heat at once with the same items in the same order, and never sends the pairs', () => {
    const d = new Driver();
    d.seat('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J');
    d.do({ type: 'start', by: HOST, seed: 'seed-1' });
    expect(d.state.round?.heats.map((h) => h.players.length)).toEqual([4, 3, 3]);
    const started = d.messages('heat_started');
    expect(started).toHaveLength(10);
    expect(new Set(started.map((s) => JSON.stringify(s.items))).size).toBe(1);
    expect(new Set(started.map((s) => s.startedAt))).toEqual(new Set([d.now]));
    const sent = JSON.stringify(d.effects);
    for (const [a, b] of d.state.round?.pairs ?? []) expect(sent).not.toContain(JSON.stringify([a, b]));
    expect(sent).not.toContain('"pairs"');
  });

  it("R-PIC-16: sends the host the round's items in field order when a round starts, never the pairs", () => {
    const d = new Driver();
    d.seat('A', 'B', 'C');
    d.do({ type: 'start', by: HOST, seed: 'seed-1' });
    const [sent] = d.messages('round_items');
    expect(sent).toEqual({ round: 1, items: d.messages('heat_started')[0]?.items });
    expect(d.effects.filter((e) => e.kind === 'send' && e.message.type === 'round_items').map((e) => e.kind === 'send' && e.to)).toEqual(['host']);
  });

  it('judges attempts with the competitive rules: wrong and unknown items do not score, a finish is scored by the formula', () => {
    const d = new Driver();
    const [a, b] = d.seat('Ann', 'Bob') as [string, string];
    d.do({ type: 'start', by: HOST, seed: 's' });
    d.do({ type: 'attempt', playerId: a, item1: 'not on the field', item2: 'x' });
    expect(d.messages('match_result')).toHaveLength(0);
    d.playWithMistake(a);
    d.playPerfect(b, 2_000);
    const results = d.messages('round_ended')[0]?.results ?? [];
    const ann = results.find((r) => r.playerId === a);
    const bob = results.find((r) => r.playerId === b);
    expect(ann).toMatchObject({ correct: 3, attempts: 4, finished: true, timeMs: 4_000 });
    // accuracy 75 % × 50 − 4 s × 10 − 25 × 4 / 5 = 3750 − 40 − 20
    expect(ann?.score).toBe(3690);
    expect(bob).toMatchObject({ correct: 3, attempts: 3, finished: true });
    expect(bob?.timeMs).toBe(10_000);
  });

  it("ends a heat at time's up, scoring what was matched at the limit", () => {
    const d = new Driver();
    const [a] = d.seat('Ann', 'Bob') as [string, string];
    d.do({ type: 'start', by: HOST, seed: 's' });
    const [first] = d.state.round?.pairs ?? [];
    if (first) d.do({ type: 'attempt', playerId: a, item1: first[0], item2: first[1] }, 500);
    d.fire('round_end', 'x');
    const ended = d.messages('heat_ended')[0];
    expect(ended?.timedOut).toBe(true);
    expect(ended?.results.find((r) => r.playerId === a)).toMatchObject({ correct: 1, timeMs: 60_000, finished: false });
    expect(d.state.status).toBe('between_rounds');
  });

  it('publishes standings with movers after each round and goes on after 30 s by itself', () => {
    const d = new Driver(newTournament({ heatSize: 2, rounds: 2 }));
    const [a, b] = d.seat('Ann', 'Bob') as [string, string];
    d.do({ type: 'start', by: HOST, seed: 's' });
    d.playPerfect(a);
    d.playWithMistake(b);
    const first = d.messages('round_ended', 'host')[0];
    expect(first?.standings.map((r) => [r.name, r.place, r.movement])).toEqual([
      ['Ann', 1, 0],
      ['Bob', 2, 0],
    ]);
    expect(first?.nextRoundAt).toBe(d.now + 30_000);
    expect(d.effects).toContainEqual({ kind: 'schedule', timer: 'auto_next', at: d.now + 30_000 });
    d.fire('auto_next', 's2');
    expect(d.state.status).toBe('playing');
    d.playPerfect(b, 100);
    d.fire('round_end', 'x');
    const second = d.messages('round_ended', 'host')[1];
    expect(second?.standings.map((r) => [r.name, r.place, r.movement])).toEqual([
      ['Bob', 1, 1],
      ['Ann', 2, -1],
    ]);
    const finished = d.messages('finished', 'host')[0];
    expect(finished?.podium.map((r) => r.name)).toEqual(['Bob', 'Ann']);
    expect(d.state.status).toBe('finished');
    expect(d.effects.filter((e) => e.kind === 'persistRound')).toHaveLength(2);
  });

  it('groups neighbouring standings from round 2', () => {
    const d = new Driver(newTournament({ heatSize: 2 }));
    const ids = d.seat('A', 'B', 'C', 'D');
    d.do({ type: 'start', by: HOST, seed: 's' });
    // Scores decrease with join order: the later a player finishes, the lower the score.
    ids.forEach((id, i) => d.playPerfect(id, 1_000 * (i + 1)));
    const order = d.messages('round_ended')[0]?.standings.map((r) => r.playerId) ?? [];
    d.do({ type: 'next_round', by: HOST, seed: 's2' });
    expect(d.state.round?.heats.map((h) => h.players.map((p) => p.playerId))).toEqual([order.slice(0, 2), order.slice(2, 4)]);
  });

  it('sits out a player absent at the round start with 0, and takes them back for the next', () => {
    const d = new Driver(newTournament({ heatSize: 2 }));
    const [a, b, c] = d.seat('Ann', 'Bob', 'Cy') as [string, string, string];
    d.do({ type: 'dropped', playerId: c });
    d.do({ type: 'start', by: HOST, seed: 's' });
    expect(heatOf(d, c)).toBeUndefined();
    d.playPerfect(a);
    d.playPerfect(b);
    const results = d.messages('round_ended')[0]?.results ?? [];
    expect(results.find((r) => r.playerId === c)).toMatchObject({ satOut: true, score: 0 });
    expect(d.state.totals.find((t) => t.playerId === c)).toMatchObject({ totalScore: 0, roundsPlayed: 0 });
    d.do({ type: 'connected', playerId: c, code: d.state.code });
    d.do({ type: 'next_round', by: HOST, seed: 's2' });
    expect(heatOf(d, c)).toBeDefined();
  });

  it('takes a late joiner between rounds with 0 so far, unless locked', () => {
    const d = new Driver(newTournament({ heatSize: 2 }));
    const [a, b] = d.seat('Ann', 'Bob') as [string, string];
    d.do({ type: 'start', by: HOST, seed: 's' });
    d.playPerfect(a);
    d.playPerfect(b);
    const [late] = d.seat('Late');
    expect(d.lastRefusal).toBeNull();
    expect(tournamentView(d.state, 'host').standings.find((r) => r.playerId === late)).toMatchObject({ totalScore: 0, roundsPlayed: 0, place: 3 });
    d.do({ type: 'next_round', by: HOST, seed: 's2' });
    expect(heatOf(d, late as string)).toBeDefined();
    d.do({ type: 'end', by: HOST });
    const locked = new Driver();
    locked.seat('Ann', 'Bob');
    locked.do({ type: 'lock', by: HOST, locked: true });
    locked.do({ type: 'join', player: { name: 'Late', userId: null } });
    expect(locked.lastRefusal?.message).toBe('The host has locked this tournament');
  });

  it('removes a player before or between rounds (not mid-round), closing their connection', () => {
    const d = new Driver(newTournament({ heatSize: 2 }));
    const [a, b, c] = d.seat('Ann', 'Bob', 'Rude') as [string, string, string];
    d.do({ type: 'remove', by: HOST, playerId: c });
    expect(d.state.players.map((p) => p.name)).toEqual(['Ann', 'Bob']);
    expect(d.effects).toContainEqual({ kind: 'close', playerId: c });
    expect(d.messages('removed')).toHaveLength(1);
    d.do({ type: 'start', by: HOST, seed: 's' });
    d.do({ type: 'remove', by: HOST, playerId: b });
    expect(d.lastRefusal?.status).toBe(409);
    d.playPerfect(a);
    d.playPerfect(b);
    d.do({ type: 'remove', by: HOST, playerId: b });
    expect(tournamentView(d.state, 'h').standings.map((r) => r.name)).toEqual(['Ann']);
  });

  it('resumes a player who comes back mid-heat with their matches, and scores one who never comes back', () => {
    const d = new Driver(newTournament({ heatSize: 2 }));
    const [a, b] = d.seat('Ann', 'Bob') as [string, string];
    d.do({ type: 'start', by: HOST, seed: 's' });
    const [first] = d.state.round?.pairs ?? [];
    if (first) d.do({ type: 'attempt', playerId: a, item1: first[0], item2: first[1] }, 1_000);
    d.do({ type: 'dropped', playerId: a }, 1_000);
    d.do({ type: 'connected', playerId: a, code: d.state.code }, 10_000);
    const resumed = d.messages('heat_started').at(-1);
    expect(resumed?.matchedItems).toEqual(first ? [first[0], first[1]] : []);
    expect(resumed?.mine?.stats.correct).toBe(1);
    d.playPerfect(b);
    d.do({ type: 'dropped', playerId: a });
    d.do({ type: 'gone', playerId: a }, 30_000);
    expect(d.state.status).toBe('between_rounds');
    expect(d.messages('round_ended')[0]?.results.find((r) => r.playerId === a)).toMatchObject({ correct: 1, finished: false, timeMs: 60_000 });
  });

  it('ends early on the host’s word: the running round is scored and the podium published', () => {
    const d = new Driver();
    const [a] = d.seat('Ann', 'Bob') as [string, string];
    d.do({ type: 'start', by: HOST, seed: 's' });
    d.playPerfect(a);
    d.do({ type: 'end', by: HOST });
    expect(d.state.status).toBe('finished');
    expect(d.messages('finished')[0]?.podium[0]?.name).toBe('Ann');
  });

  it('keeps everyone seated in the standings, one who never connected with 0, alike on the projector, phones, REST and the CSV (issue 33)', () => {
    const d = new Driver();
    const racers = d.seat(...'ABCDEFGHIJ'.split(''));
    d.do({ type: 'join', player: { name: 'Never', userId: null } });
    const never = d.state.players.find((p) => p.name === 'Never')!.id;
    d.do({ type: 'start', by: HOST, seed: 's' });
    for (let round = 1; round <= 3; round++) {
      if (round > 1) d.fire('auto_next');
      racers.forEach((id, i) => d.playPerfect(id, 1_000 + i));
    }
    expect(d.state.status).toBe('finished');
    const projector = d.messages('finished', 'host')[0]!.standings;
    expect(projector).toHaveLength(11);
    expect(projector.at(-1)).toMatchObject({ playerId: never, totalScore: 0, roundsPlayed: 0, totalAttempts: 0 });
    expect(tournamentAccuracy(projector.at(-1)!)).toBeNull();
    expect(d.messages('finished', never)[0]!.standings.at(-1)).toEqual(projector.at(-1));
    expect(publicTournamentView(d.state, 'h').standings).toEqual(projector);
    expect(tournamentResultsCsv(tournamentView(d.state, 'h').standings)).toBe(tournamentResultsCsv(projector));
  });
});
