import { describe, expect, it } from 'vitest';
import { teamRaceReport } from './report.js';
import type { DropRecord } from './types.js';

const drop = (offeredBy: string, answeredBy: string, offered: string, answered: string, correct: boolean): DropRecord => ({
  round: 1,
  team: 0,
  offeredBy,
  answeredBy,
  offered,
  answered,
  correct,
  atMs: 0,
});

describe("the host's report (R-TEAM-8)", () => {
  it('counts per student the drops they took part in, per pair its attempts and what it was confused with', () => {
    const report = teamRaceReport(
      [
        { id: '1', name: 'Ann' },
        { id: '2', name: 'Bob' },
        { id: '3', name: 'Cy' },
      ],
      [drop('1', '2', '7 × 8', '54', false), drop('1', '2', '7 × 8', '56', true), drop('2', '2', '6 × 9', '56', false), drop('2', '1', '6 × 9', '54', true)],
      [
        ['7 × 8', '56'],
        ['6 × 9', '54'],
      ],
      [{ members: ['1', '2'] }],
    );
    expect(report.students).toEqual([
      { playerId: '1', name: 'Ann', attempts: 3, correct: 2, roundsWon: 1 },
      { playerId: '2', name: 'Bob', attempts: 4, correct: 2, roundsWon: 1 },
      { playerId: '3', name: 'Cy', attempts: 0, correct: 0, roundsWon: 0 },
    ]);
    const [times8, times9] = report.pairs;
    expect(times8).toMatchObject({ left: '7 × 8', right: '56', attempts: 3, correct: 1 });
    // 7 × 8 was dropped against 54, and 56 against 6 × 9: each once.
    expect(times8?.confusedWith.map((c) => `${c.item}:${c.times}`)).toEqual(['54:1', '6 × 9:1']);
    expect(times9?.confusedWith.map((c) => c.item)).toEqual(['56', '7 × 8']);
  });
});
