import { TOURNAMENT_LOBBY_PAGE, TOURNAMENT_STANDINGS_TOP } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { ABANDONED_MS } from './step.js';
import { FINISHED_LINGER_MS } from './round.js';
import { Driver, HOST, newTournament } from './testing.js';
import { lobbyPage, playerTournamentView } from './view.js';

const names = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${i}`);

/** Plays a whole round: every racing player matches every pair, the later-seated slower. */
function playRound(d: Driver): void {
  const ids = d.state.round?.heats.flatMap((h) => h.players.map((p) => p.playerId)) ?? [];
  ids.forEach((id, i) => d.playPerfect(id, 10 + (i % 7)));
}

describe('tournament reducer: what each connection is told grows with its heat, not the hall', () => {
  it('a join is a roster change (batched by the room), not a republished tournament', () => {
    const d = new Driver();
    d.seat('Ann');
    expect(d.effects.filter((e) => e.kind === 'changed')).toHaveLength(0);
    expect(d.effects.filter((e) => e.kind === 'roster').map((e) => (e.kind === 'roster' ? e.change.type : ''))).toEqual(['joined', 'connection']);
  });

  it("a player's round_ended holds their heat's results, the top rows and their own; the host's everything", () => {
    const d = new Driver(newTournament({ heatSize: 2, playersMax: 60 }));
    const ids = d.seat(...names(60));
    d.do({ type: 'start', by: HOST, seed: 's' });
    playRound(d);
    const hostView = d.messages('round_ended', 'host')[0];
    expect(hostView?.standings).toHaveLength(60);
    expect(hostView?.results).toHaveLength(60);
    for (const id of ids) {
      const mine = d.messages('round_ended', id)[0];
      expect(mine?.standingsCount).toBe(60);
      expect(mine?.results.every((r) => r.heat === mine.results[0]?.heat)).toBe(true);
      expect(mine?.results.some((r) => r.playerId === id)).toBe(true);
      expect(mine?.standings.length).toBeLessThanOrEqual(TOURNAMENT_STANDINGS_TOP + 1);
      expect(mine?.standings.some((r) => r.playerId === id)).toBe(true);
    }
    const last = ids.find((id) => hostView?.standings.at(-1)?.playerId === id) as string;
    const view = playerTournamentView(d.state, 'h', last);
    expect(view.standings.map((r) => r.place)).toEqual([...hostView!.standings.slice(0, TOURNAMENT_STANDINGS_TOP).map((r) => r.place), 60]);
    expect(view.players.length).toBeLessThan(60);
    expect(view.playerCount).toBe(60);
  });

  it("a player's lobby is a page of the latest joiners, newest first, without the connection flags that go stale", () => {
    const d = new Driver();
    d.seat(...names(TOURNAMENT_LOBBY_PAGE + 10));
    const page = lobbyPage(d.state);
    expect(page.map((p) => p.name)).toEqual(
      names(TOURNAMENT_LOBBY_PAGE + 10)
        .slice(-TOURNAMENT_LOBBY_PAGE)
        .reverse(),
    );
    expect(page.every((p) => !('connected' in p))).toBe(true);
    expect(playerTournamentView(d.state, 'h', '').players).toEqual(page);
  });

  it('refuses to seat more than the tournament’s cap (the TOURNAMENT_PLAYERS_MAX setting)', () => {
    const d = new Driver(newTournament({ playersMax: 3 }));
    d.seat('a1', 'a2', 'a3');
    d.do({ type: 'join', player: { name: 'a4', userId: null } });
    expect(d.lastRefusal?.code).toBe('full');
  });

  it("a player back mid-heat gets their heat's bars at once, also once they finished (a reload)", () => {
    const d = new Driver(newTournament({ heatSize: 2 }));
    const [a, b] = d.seat('Ann', 'Bob') as [string, string];
    d.do({ type: 'start', by: HOST, seed: 's' });
    d.playPerfect(b, 10);
    expect(d.state.status).toBe('playing');
    d.do({ type: 'dropped', playerId: b });
    d.do({ type: 'connected', playerId: b, code: d.state.code });
    const progress = d.messages('heat_progress', b).at(-1);
    expect(progress?.heats).toHaveLength(1);
    expect(progress?.heats[0]?.players.map((p) => [p.playerId, p.matched])).toEqual([
      [expect.any(String), expect.any(Number)],
      [expect.any(String), expect.any(Number)],
    ]);
    expect(progress?.heats[0]?.players.find((p) => p.playerId === b)?.finished).toBe(true);
    expect(progress?.heats[0]?.players.some((p) => p.playerId === a)).toBe(true);
  });
});

describe('tournament reducer: the checks and timers the room used to hold', () => {
  it('the seat check: a token of another tournament, or a seat no longer there, is refused', () => {
    const d = new Driver();
    const [a] = d.seat('Ann');
    d.do({ type: 'connected', playerId: a as string, code: 'ZZZZZZ' });
    expect(d.lastRefusal?.code).toBe('seat_not_here');
    d.do({ type: 'connected', playerId: '999', code: d.state.code });
    expect(d.lastRefusal).toMatchObject({ code: 'seat_not_here', status: 404 });
  });

  it('the host check: only the host opens the projector', () => {
    const d = new Driver();
    d.do({ type: 'host_connected', userId: 'someone' });
    expect(d.lastRefusal).toMatchObject({ code: 'projector_host_only', status: 403 });
    d.do({ type: 'host_connected', userId: HOST });
    expect(d.lastRefusal).toBeNull();
    expect(d.state.hosts).toBe(1);
  });

  it('a suspended account is put out mid-round: its heat scored as left, out of the standings, no way back', () => {
    const d = new Driver(newTournament({ heatSize: 2 }));
    d.do({ type: 'join', player: { name: 'Sus', userId: '42' } });
    const sus = d.state.players[0]!.id;
    d.do({ type: 'connected', playerId: sus, code: d.state.code });
    const [a, b, c] = d.seat('Ann', 'Bob', 'Cy') as [string, string, string];
    d.do({ type: 'start', by: HOST, seed: 's' });
    d.do({ type: 'suspended', userId: '42', reason: 'Your account has been suspended' });
    expect(d.state.players.map((p) => p.id)).not.toContain(sus);
    expect(d.effects).toContainEqual({ kind: 'close', playerId: sus });
    for (const id of [a, b, c]) d.playPerfect(id, 10);
    expect(d.state.status).toBe('between_rounds');
    expect(d.messages('round_ended', 'host')[0]?.standings.map((r) => r.playerId)).not.toContain(sus);
    d.do({ type: 'join', player: { name: 'Sus again', userId: '42' } });
    expect(d.lastRefusal?.code).toBe('suspended');
    d.do({ type: 'connected', playerId: sus, code: d.state.code });
    expect(d.lastRefusal).not.toBeNull();
  });

  it('nobody connected for ABANDONED_MS ends the room; anyone connecting calls it off', () => {
    const d = new Driver();
    d.do({ type: 'opened' });
    expect(d.state.timers.abandoned).toBe(d.now + ABANDONED_MS);
    d.do({ type: 'host_connected', userId: HOST });
    expect(d.state.timers.abandoned).toBeUndefined();
    d.do({ type: 'host_dropped' });
    const at = d.state.timers.abandoned as number;
    // The cancelled deadline's timer may still fire in the adapter: ignored.
    d.do({ type: 'host_connected', userId: HOST });
    d.do({ type: 'timer', timer: 'abandoned', at, seed: 'x' });
    expect(d.effects.some((e) => e.kind === 'dispose')).toBe(false);
    d.do({ type: 'host_dropped' });
    d.fire('abandoned');
    expect(d.effects.at(-1)).toEqual({ kind: 'dispose' });
  });

  it('a finished tournament lingers FINISHED_LINGER_MS for late readers, then the room goes', () => {
    const d = new Driver(newTournament({ heatSize: 2, rounds: 1 }));
    d.seat('Ann', 'Bob');
    d.do({ type: 'start', by: HOST, seed: 's' });
    playRound(d);
    expect(d.state.status).toBe('finished');
    expect(d.state.timers.linger).toBe(d.now + FINISHED_LINGER_MS);
    d.fire('linger');
    expect(d.effects.at(-1)).toEqual({ kind: 'dispose' });
  });
});
