import { counterpartIn } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { HOST, newRace, RaceDriver } from './testing.js';

const SIX = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'];

/** Six players seated, teams made and round 1 begun: two teams of 3. */
function racing(settings: Parameters<typeof newRace>[0] = {}): { d: RaceDriver; ids: string[] } {
  const d = new RaceDriver(newRace(settings));
  const ids = d.seat(...SIX);
  d.do({ type: 'start', by: HOST, seed: 'teams-1' });
  d.do({ type: 'go', by: HOST, seed: 'round-1' });
  return { d, ids };
}

describe('team race: teams and rounds', () => {
  it('needs two teams of two: Start with 3 players is refused, with 4 it makes the teams and tells each member theirs', () => {
    const d = new RaceDriver();
    const ids = d.seat('Ann', 'Bob', 'Cy');
    d.do({ type: 'start', by: HOST, seed: 's' });
    expect(d.lastRefusal?.code).toBe('need_two_teams');
    ids.push(...d.seat('Dee'));
    d.do({ type: 'start', by: HOST, seed: 's' });
    expect(d.lastRefusal).toBeNull();
    expect(d.state.status).toBe('teams');
    expect(d.state.teams.map((t) => t.length)).toEqual([2, 2]);
    const mine = d.messages('teams', ids[0]).at(-1)!;
    expect(mine.teams).toHaveLength(1);
    expect(mine.teams[0]!.members.map((m) => m.id)).toContain(ids[0]);
    expect(d.messages('teams', 'host').at(-1)!.teams).toHaveLength(2);
  });

  it("gives every member their team's field with their own hand only, counterparts on a teammate's screen", () => {
    const { d, ids } = racing();
    const round = d.state.round!;
    for (const team of round.teams) {
      for (const id of team.members) {
        const field = d.messages('field', id).at(-1)!;
        expect(field.hand).toEqual(team.hands[id]);
        expect(field).not.toHaveProperty('pairs');
        for (const item of field.hand) expect(field.hand).not.toContain(counterpartIn(round.pairs, item));
      }
    }
    expect(ids.every((id) => d.messages('field', id).length === 1)).toBe(true);
  });

  it("refuses a member's drop of an item that is on a teammate's screen", () => {
    const { d } = racing();
    const team = d.team(0);
    const [a, b] = team.members as [string, string];
    d.do({ type: 'offer', playerId: a, item: team.hands[b]![0]! });
    expect(d.lastRefusal).toMatchObject({ code: 'not_your_item', status: 403 });
    expect(d.team(0).upper).toBeNull();
  });

  it('resets the run to 0 on a wrong drop and tells every member why', () => {
    const { d } = racing();
    d.matchRight(0).matchRight(0);
    expect(d.team(0).run).toBe(2);
    d.matchWrong(0);
    const team = d.team(0);
    expect(team.run).toBe(0);
    expect(team.best).toBe(2);
    for (const id of team.members) expect(d.messages('field', id).at(-1)).toMatchObject({ run: 0, last: { correct: false } });
  });

  it('the first team to reach the goal wins the round; the next teams are reshuffled and shown; the race ends with the podium', () => {
    const { d } = racing({ goal: 3 });
    d.matchRight(1).matchRight(0).matchRight(1).matchWrong(0).matchRight(1);
    expect(d.state.status).toBe('teams');
    const ended = d.messages('round_ended', 'host')[0]!;
    expect(ended.winner?.index).toBe(1);
    expect(ended.standings.map((r) => [r.place, r.team.index, r.roundsWon])).toEqual([
      [1, 1, 1],
      [2, 0, 0],
    ]);
    expect(ended.report?.students).toHaveLength(6);
    // Players get the standings but not the report.
    expect(d.messages('round_ended', d.state.players[0]!.id)[0]).not.toHaveProperty('report');
    expect(d.effects.some((e) => e.kind === 'persistRound' && e.round === 1 && e.drops.length === 5)).toBe(true);
    d.do({ type: 'go', by: HOST, seed: 'round-2' });
    for (let i = 0; i < 3; i++) d.matchRight(0);
    expect(d.state.status).toBe('finished');
    const finished = d.messages('finished', 'host')[0]!;
    expect(finished.podium.map((r) => r.roundsWon).sort()).toEqual([1, 1]);
  });

  it("re-deals a member's items to their teammates when they leave for good", () => {
    const { d } = racing();
    const team = d.team(0);
    const leaver = team.members[0]!;
    const theirs = team.hands[leaver]!;
    d.do({ type: 'dropped', playerId: leaver }).do({ type: 'gone', playerId: leaver });
    const after = d.team(0);
    expect(after.hands[leaver]).toBeUndefined();
    expect(Object.values(after.hands).flat()).toEqual(expect.arrayContaining(theirs));
  });

  it('merges a team left with one player into another before the round when reshuffling is off', () => {
    const d = new RaceDriver(newRace({ reshuffle: false, teamSize: 2 }));
    d.seat(...SIX);
    d.do({ type: 'start', by: HOST, seed: 's' });
    const [lonely, gone] = d.state.teams[2] as [string, string];
    d.do({ type: 'dropped', playerId: gone });
    d.do({ type: 'go', by: HOST, seed: 'r' });
    expect(d.state.round!.teams).toHaveLength(2);
    expect(d.state.round!.teams.some((t) => t.members.includes(lonely))).toBe(true);
  });

  it('puts a latecomer in the smallest team of a running round', () => {
    const { d } = racing();
    const [late] = d.seat('Gil');
    expect(d.state.round!.seats[late!]).toBeDefined();
    expect(d.messages('field', late).length).toBe(1);
  });

  it("tells a latecomer's new team and the host of the join, not the other teams' phones", () => {
    const { d } = racing();
    const before = d.state.players.map((p) => [p.id, d.messages('teams', p.id).length] as const);
    const hostBefore = d.messages('teams', 'host').length;
    const [late] = d.seat('Gil');
    const index = d.state.round!.seats[late!]!;
    for (const [id, count] of before) {
      const mate = d.state.round!.teams[index]!.members.includes(id);
      expect(d.messages('teams', id).length).toBe(mate ? count + 1 : count);
    }
    expect(
      d
        .messages('teams', late)
        .at(-1)!
        .teams.map((t) => t.members.length),
    ).toEqual([d.state.round!.teams[index]!.members.length]);
    expect(d.messages('teams', 'host')).toHaveLength(hostBefore + 1);
  });
});

describe('team race: an abandoned race (R-TEAM-11)', () => {
  const abandon = (d: RaceDriver): RaceDriver => {
    for (const p of d.state.players) d.do({ type: 'dropped', playerId: p.id });
    const at = d.state.timers.abandoned!;
    return d.do({ type: 'timer', timer: 'abandoned', at }, at - d.now);
  };

  it('is stored as it stands when everyone left mid-round: the round ends without a winner, the race finishes, then the room goes', () => {
    const { d } = racing();
    d.matchRight(0);
    abandon(d);
    expect(d.state.status).toBe('finished');
    expect(d.state.winners).toEqual([{ round: 1, team: null, members: [] }]);
    const kinds = d.effects.map((e) => e.kind);
    expect(kinds).toContain('persistRound');
    expect(kinds.indexOf('persistFinished')).toBeLessThan(kinds.lastIndexOf('dispose'));
  });

  it('is not stored when it was abandoned in the lobby', () => {
    const d = new RaceDriver();
    d.seat('Ann', 'Bob');
    abandon(d);
    expect(d.state.status).toBe('lobby');
    expect(d.effects.map((e) => e.kind)).not.toContain('persistFinished');
    expect(d.effects.at(-1)?.kind).toBe('dispose');
  });
});

describe("team race: the host's lobby list (R-TEAM-14)", () => {
  it('tells the host who is connected each time a player comes or goes, so Start counts the players who are here', () => {
    const d = new RaceDriver();
    const [ann] = d.seat('Ann', 'Bob');
    const connected = () =>
      d
        .messages('players', 'host')
        .at(-1)!
        .players.map((p) => [p.name, p.connected]);
    expect(connected()).toEqual([
      ['Ann', true],
      ['Bob', true],
    ]);
    d.do({ type: 'dropped', playerId: ann! });
    expect(connected()).toEqual([
      ['Ann', false],
      ['Bob', true],
    ]);
    expect(d.messages('players', ann)).toEqual([]);
  });
});

describe('team race: refusals', () => {
  it("refuses the host's actions to a player", () => {
    const d = new RaceDriver();
    const [ann] = d.seat('Ann', 'Bob', 'Cy', 'Dee');
    for (const event of [
      { type: 'start', by: ann!, seed: 's' },
      { type: 'lock', by: ann!, locked: true },
      { type: 'remove', by: ann!, playerId: ann! },
      { type: 'end', by: ann! },
    ] as const) {
      d.do(event);
      expect(d.lastRefusal?.code).toBe('host_only');
    }
  });

  it('refuses joining a locked race, a taken nickname, and a removed nickname cannot connect again', () => {
    const d = new RaceDriver();
    const [ann] = d.seat('Ann');
    d.do({ type: 'join', player: { name: ' ANN ', userId: null } });
    expect(d.lastRefusal?.code).toBe('nickname_taken');
    d.do({ type: 'remove', by: HOST, playerId: ann! });
    expect(d.state.players).toHaveLength(0);
    d.do({ type: 'connected', playerId: ann!, code: d.state.code });
    expect(d.lastRefusal?.code).toBe('seat_not_here');
    d.do({ type: 'lock', by: HOST, locked: true });
    d.do({ type: 'join', player: { name: 'Zed', userId: null } });
    expect(d.lastRefusal).toMatchObject({ code: 'locked', status: 409 });
  });

  it('refuses a guest where the host asked for accounts, and seats an account', () => {
    const d = new RaceDriver(newRace({ accountsOnly: true }));
    d.do({ type: 'join', player: { name: 'Guest', userId: null } });
    expect(d.lastRefusal).toMatchObject({ code: 'accounts_only', status: 401, errorCode: 'team_race_accounts_only' });
    expect(d.state.players).toHaveLength(0);
    d.do({ type: 'join', player: { name: 'Ann', userId: '7' } });
    expect(d.lastRefusal).toBeNull();
    expect(d.state.players.map((p) => p.name)).toEqual(['Ann']);
  });

  it("refuses a projector of another account, the host's controls out of their phase, a missing player and a full race", () => {
    const d = new RaceDriver(newRace({ playersMax: 4 }));
    d.do({ type: 'host_connected', userId: 'someone-else' });
    expect(d.lastRefusal).toMatchObject({ code: 'projector_host_only', status: 403 });
    d.seat('Ann', 'Bob', 'Cy', 'Dee');
    d.do({ type: 'join', player: { name: 'Eve', userId: null } });
    expect(d.lastRefusal).toMatchObject({ code: 'full', status: 409 });
    d.do({ type: 'reshuffle', by: HOST, seed: 's' });
    expect(d.lastRefusal?.code).toBe('no_teams_now');
    d.do({ type: 'go', by: HOST, seed: 's' });
    expect(d.lastRefusal?.code).toBe('no_round_now');
    d.do({ type: 'remove', by: HOST, playerId: '999' });
    expect(d.lastRefusal).toMatchObject({ code: 'player_not_found', status: 404 });
    d.do({ type: 'start', by: HOST, seed: 's' });
    expect(d.lastRefusal).toBeNull();
    d.do({ type: 'start', by: HOST, seed: 's' });
    expect(d.lastRefusal).toMatchObject({ code: 'already_started', status: 409 });
  });

  it('refuses a drop from a player who is not racing and a removal mid-round', () => {
    const { d, ids } = racing();
    d.do({ type: 'remove', by: HOST, playerId: ids[0]! });
    expect(d.lastRefusal?.code).toBe('remove_mid_round');
    const fresh = new RaceDriver();
    const [ann] = fresh.seat('Ann');
    fresh.do({ type: 'offer', playerId: ann!, item: '2 × 7' });
    expect(fresh.lastRefusal?.code).toBe('not_racing');
  });
});

describe('team race: a removed nickname', () => {
  it('cannot join again, spelled any way', () => {
    const d = new RaceDriver();
    const [kim] = d.seat('Kim');
    d.do({ type: 'remove', by: HOST, playerId: kim! });
    d.do({ type: 'join', player: { name: ' KIM ', userId: null } });
    expect(d.lastRefusal).toMatchObject({ code: 'nickname_removed', status: 403 });
  });
});

describe('team race: back after a reload (R-TEAM-10)', () => {
  it('gives a member who reconnects mid-round their team and their field with the same hand', () => {
    const { d, ids } = racing();
    const id = ids[0]!;
    const hand = d.messages('field', id).at(-1)!.hand;
    d.do({ type: 'dropped', playerId: id });
    d.do({ type: 'connected', playerId: id, code: d.state.code }, 5_000);
    expect(
      d
        .messages('teams', id)
        .at(-1)!
        .teams[0]!.members.map((m) => m.id),
    ).toContain(id);
    expect(d.messages('field', id)).toHaveLength(2);
    expect(d.messages('field', id).at(-1)!.hand).toEqual(hand);
  });
});

describe('team race: a suspended account', () => {
  it('is put out mid-round, its items dealt to its teammates, and cannot join again', () => {
    const d = new RaceDriver();
    d.do({ type: 'join', player: { name: 'Acc', userId: '77' } });
    const acc = d.state.players[0]!.id;
    d.do({ type: 'connected', playerId: acc, code: d.state.code });
    d.seat('Bob', 'Cy', 'Dee', 'Eve', 'Fay');
    d.do({ type: 'start', by: HOST, seed: 'teams-1' }).do({ type: 'go', by: HOST, seed: 'round-1' });
    const team = d.team(d.state.round!.seats[acc]!);
    const theirs = team.hands[acc]!;
    d.do({ type: 'suspended', userId: '77', reason: 'Your account has been suspended' });
    const after = d.team(team.index);
    expect(after.hands[acc]).toBeUndefined();
    expect(Object.values(after.hands).flat()).toEqual(expect.arrayContaining(theirs));
    expect(d.state.players.some((p) => p.id === acc)).toBe(false);
    d.do({ type: 'join', player: { name: 'Acc2', userId: '77' } });
    expect(d.lastRefusal?.code).toBe('suspended');
  });
});
