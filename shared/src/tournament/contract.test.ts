import { describe, expect, it } from 'vitest';
import { containsOffensiveWord, createTournamentRequestSchema, joinTournamentRequestSchema, nicknameKey, tournamentResultsCsv } from '../index.js';

describe('tournament contract', () => {
  it('fills the defaults: 3 rounds, heats of 4, 3 minutes, guests allowed', () => {
    const body = createTournamentRequestSchema.parse({ gameType: 'builtin', gameId: 'animals', pairCount: 6 });
    expect(body).toMatchObject({ rounds: 3, heatSize: 4, roundSeconds: 180, accountsOnly: false });
  });

  it('refuses settings out of range', () => {
    const base = { gameType: 'builtin', gameId: 'x', pairCount: 6 };
    for (const bad of [{ pairCount: 2 }, { pairCount: 21 }, { rounds: 0 }, { rounds: 11 }, { heatSize: 1 }, { heatSize: 5 }, { roundSeconds: 59 }, { roundSeconds: 601 }]) {
      expect(createTournamentRequestSchema.safeParse({ ...base, ...bad }).success).toBe(false);
    }
  });

  it('takes nicknames of 2–20 characters without offensive words, spelled any way', () => {
    expect(joinTournamentRequestSchema.safeParse({ nickname: 'Al' }).success).toBe(true);
    expect(joinTournamentRequestSchema.safeParse({ nickname: 'A' }).success).toBe(false);
    expect(joinTournamentRequestSchema.safeParse({ nickname: 'x'.repeat(21) }).success).toBe(false);
    expect(containsOffensiveWord('Big F.u-c K')).toBe(true);
    expect(containsOffensiveWord('sh1t happens')).toBe(true);
    expect(containsOffensiveWord('Scunthorpe')).toBe(true);
    expect(containsOffensiveWord('Alice')).toBe(false);
  });

  it('compares nicknames ignoring case and spacing', () => {
    expect(nicknameKey(' Alice  B ')).toBe(nicknameKey('alice b'));
  });

  it('writes the results file with one line per player, formula-looking names made text, no accuracy without attempts (R-TOURN-3)', () => {
    const csv = tournamentResultsCsv([
      { place: 1, playerId: '1', name: 'Ann, B', totalScore: 9000, totalCorrect: 12, totalAttempts: 16, totalTimeMs: 61_234, roundsPlayed: 2, movement: 0 },
      { place: 2, playerId: '2', name: '=cmd', totalScore: 0, totalCorrect: 0, totalAttempts: 0, totalTimeMs: 0, roundsPlayed: 0, movement: 0 },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'place,player,rounds played,total score,correct,attempts,accuracy,total time',
      '1,"Ann, B",2,9000,12,16,75.0,61.2',
      `2,"'=cmd",0,0,0,0,,0.0`,
      '',
    ]);
  });
});
