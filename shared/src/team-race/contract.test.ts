import { describe, expect, it } from 'vitest';
import { createTeamRaceRequestSchema, teamIdentity, teamPodium, teamRaceReportCsv, TEAM_IDENTITIES } from '../index.js';

describe('team race contract', () => {
  it('fills the defaults: 3 rounds, teams of 3, reshuffled, guests allowed, the goal left to the pair count', () => {
    const body = createTeamRaceRequestSchema.parse({ gameType: 'builtin', gameId: 'animals', pairCount: 6 });
    expect(body).toMatchObject({ rounds: 3, teamSize: 3, reshuffle: true, accountsOnly: false });
    expect(body.goal).toBeUndefined();
  });

  it('refuses settings out of range: rounds 1–5, teams of 2–4, a goal of 2–60', () => {
    const base = { gameType: 'builtin', gameId: 'x', pairCount: 6 };
    for (const bad of [{ rounds: 0 }, { rounds: 6 }, { teamSize: 1 }, { teamSize: 5 }, { goal: 1 }, { goal: 61 }, { pairCount: 2 }]) {
      expect(createTeamRaceRequestSchema.safeParse({ ...base, ...bad }).success).toBe(false);
    }
  });

  it('names teams from the fixed list, numbering a name used again (R-TEAM-2)', () => {
    expect(teamIdentity(0)).toMatchObject({ key: 'otters', number: 1 });
    expect(teamIdentity(TEAM_IDENTITIES.length)).toMatchObject({ key: 'otters', number: 2 });
    expect(new Set(TEAM_IDENTITIES.map((t) => t.key)).size).toBe(TEAM_IDENTITIES.length);
  });

  it('puts every team placed 1st to 3rd on the podium, ties included', () => {
    const row = (place: number, index: number) => ({ place, team: teamIdentity(index), roundsWon: 0, correct: 0, attempts: 0, timeMs: 0 });
    expect(teamPodium([row(4, 0), row(3, 2), row(1, 1), row(3, 3)]).map((r) => r.team.index)).toEqual([1, 2, 3]);
  });

  it('writes the per-student file in name order, formula-looking names made text, no accuracy without attempts (R-TEAM-8)', () => {
    const csv = teamRaceReportCsv([
      { playerId: '2', name: 'bob', attempts: 4, correct: 3, roundsWon: 1 },
      { playerId: '1', name: '=cmd', attempts: 0, correct: 0, roundsWon: 0 },
      { playerId: '3', name: 'Ann, B', attempts: 8, correct: 2, roundsWon: 2 },
    ]);
    expect(csv.split('\r\n')).toEqual(['student,attempts,correct,accuracy,rounds won', `"'=cmd",0,0,,0`, '"Ann, B",8,2,25.0,2', 'bob,4,3,75.0,1', '']);
  });
});
