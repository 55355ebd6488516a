import type { TeamRaceView } from '@matchdrop/shared';
import { teamIdentity } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { projectorBars } from './bars';
import { dropMessage, itemWords } from './drop';
import { canStart, initialTeamRaceLive, teamRaceStep, type TeamRaceEvent } from './race-state';

const view = (over: Partial<TeamRaceView> = {}): TeamRaceView => ({
  code: 'ABC234',
  joinUrl: '/r/ABC234',
  status: 'lobby',
  round: 0,
  locked: false,
  hostName: 'ana',
  playerCount: 0,
  playersMax: 400,
  players: [],
  teams: [],
  standings: [],
  gameName: 'Animals',
  pairCount: 5,
  rounds: 1,
  teamSize: 3,
  goal: 5,
  reshuffle: true,
  accountsOnly: false,
  ...over,
});
const at = 0;
const run = (events: TeamRaceEvent[]) => events.reduce(teamRaceStep, initialTeamRaceLive);
const field = { round: 1, goal: 5, team: teamIdentity(0), hand: ['cat'], upper: null, run: 2, best: 2, correct: 2, last: null };

describe('team race live state', () => {
  it('keeps the welcome view and lays headers and teams over it', () => {
    const state = run([
      { type: 'welcome', payload: { you: { role: 'host' }, race: view() }, at },
      { type: 'race', payload: { ...view({ status: 'teams', locked: true }) }, at },
      { type: 'teams', payload: { round: 0, teams: [{ ...teamIdentity(0), members: [] }] }, at },
    ]);
    expect(state.race).toMatchObject({ status: 'teams', locked: true, teams: [{ key: 'otters' }] });
  });

  it('R-TEAM-14 follows the projector list as players join and are removed', () => {
    const ann = { id: '1', name: 'Ann', guest: true, connected: true };
    const state = run([
      { type: 'welcome', payload: { you: { role: 'host' }, race: view() }, at },
      { type: 'players', payload: { players: [ann] }, at },
    ]);
    expect(state.race).toMatchObject({ players: [ann], playerCount: 1 });
  });

  it('R-TEAM-14 offers Start once 4 players are connected: a dropped one does not count (R-TEAM-1)', () => {
    const player = (id: number, connected: boolean) => ({ id: String(id), name: `p${id}`, guest: true, connected });
    const four = [1, 2, 3, 4].map((id) => player(id, true));
    expect(canStart({ players: four.slice(0, 3) })).toBe(false);
    expect(canStart({ players: four })).toBe(true);
    // Four joined, one of them away: only three can be put in teams.
    expect(canStart({ players: [...four.slice(0, 3), player(4, false)] })).toBe(false);
    expect(canStart({ players: [...four, player(5, false)] })).toBe(true);
  });

  it('merges the bars that moved and starts afresh in a new round', () => {
    const bar = (team: number, r: number) => ({ team, run: r, best: r, correct: r, attempts: r });
    const state = run([
      { type: 'welcome', payload: { you: { role: 'host' }, race: view({ status: 'playing', round: 1 }) }, at },
      { type: 'progress', payload: { round: 1, goal: 5, teams: [bar(0, 1), bar(1, 1)] }, at },
      { type: 'progress', payload: { round: 1, goal: 5, teams: [bar(1, 3)] }, at },
    ]);
    expect(state.progress.map((p) => p.run)).toEqual([1, 3]);
    const next = teamRaceStep(state, { type: 'progress', payload: { round: 2, goal: 5, teams: [bar(1, 1)] }, at });
    expect(next.progress).toEqual([bar(1, 1)]);
  });

  it('keeps the round winner until the next round begins, and drops the field once the round is over', () => {
    const winner = teamIdentity(1);
    const state = run([
      { type: 'welcome', payload: { you: { role: 'player', playerId: '1', name: 'Ann' }, race: view({ status: 'playing', round: 1, rounds: 2 }) }, at },
      { type: 'field', payload: field, at },
      { type: 'round_ended', payload: { round: 1, rounds: 2, winner, standings: [] }, at },
      { type: 'race', payload: view({ status: 'teams', round: 1, rounds: 2 }), at },
    ]);
    expect(state.roundEnd?.winner).toEqual(winner);
    expect(state.field).toBeNull();
    expect(teamRaceStep(state, { type: 'race', payload: view({ status: 'playing', round: 2, rounds: 2 }), at }).roundEnd).toBeNull();
  });

  it('ends with the podium and the report', () => {
    const report = { students: [], pairs: [] };
    const state = run([
      { type: 'welcome', payload: { you: { role: 'host' }, race: view({ status: 'playing', round: 1 }) }, at },
      { type: 'finished', payload: { podium: [], standings: [], report }, at },
    ]);
    expect(state.race?.status).toBe('finished');
    expect(state.report).toBe(report);
  });
});

describe('projector bars (R-TEAM-12)', () => {
  const teams = (n: number) => Array.from({ length: n }, (_, i) => teamIdentity(i));

  it('R-TEAM-12 keeps every team in its own order up to 24 teams', () => {
    const { bars, more } = projectorBars(teams(3), [{ team: 2, run: 4, best: 4, correct: 4, attempts: 4 }], 8);
    expect(bars.map((b) => [b.team.index, b.percent])).toEqual([
      [0, 0],
      [1, 0],
      [2, 50],
    ]);
    expect(more).toBe(0);
  });

  it('R-TEAM-12 puts the closest races on top past 24 teams and counts the rest', () => {
    const progress = [
      { team: 30, run: 5, best: 5, correct: 5, attempts: 5 },
      { team: 7, run: 5, best: 5, correct: 9, attempts: 9 },
    ];
    const { bars, more } = projectorBars(teams(30 + 1), progress, 6);
    expect(bars).toHaveLength(24);
    expect(bars.slice(0, 2).map((b) => b.team.index)).toEqual([7, 30]);
    expect(more).toBe(7);
  });
});

describe('drops (R-TEAM-13)', () => {
  it('R-TEAM-13 offers into the upper zone at any time and answers into the lower zone only against an offered item', () => {
    expect(dropMessage('upper', { upper: null })).toBe('offer');
    expect(dropMessage('upper', { upper: { item: 'cat', by: '2' } })).toBe('offer');
    expect(dropMessage('lower', { upper: null })).toBeNull();
    expect(dropMessage('lower', { upper: { item: 'cat', by: '2' } })).toBe('answer');
  });

  it('words a picture item by its description', () => {
    expect(itemWords(`[img:${'a'.repeat(64)}] a red fox`)).toBe('a red fox');
    expect(itemWords('7 × 8')).toBe('7 × 8');
  });
});
