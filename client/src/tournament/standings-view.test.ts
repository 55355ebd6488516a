import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatTotalTime, moveLabel, ordinal, ownLine, podiumSteps, standingLines, type StandingRow } from './standings-view';

const row = (place: number, name: string, totalScore: number, more: Partial<StandingRow> = {}): StandingRow => ({
  place,
  playerId: name,
  name,
  movement: 0,
  totalScore,
  totalCorrect: 0,
  totalAttempts: 0,
  totalTimeMs: 0,
  roundsPlayed: 1,
  ...more,
});

describe('standings with movers', () => {
  it('lists the rows in place order whatever order they arrive in', () => {
    const lines = standingLines([row(3, 'Cy', 10), row(1, 'Ana', 30), row(2, 'Bo', 20)]);
    expect(lines.map((l) => l.name)).toEqual(['Ana', 'Bo', 'Cy']);
  });

  it('shows who climbed, who fell and who held since the last round', () => {
    const lines = standingLines([row(1, 'Cy', 60, { movement: 2 }), row(2, 'Bo', 40), row(3, 'Ana', 35, { movement: -2 })]);
    expect(lines.map((l) => [l.name, l.move])).toEqual([
      ['Cy', { kind: 'up', by: 2 }],
      ['Bo', { kind: 'same' }],
      ['Ana', { kind: 'down', by: 2 }],
    ]);
  });

  it('gives accuracy as a whole percent, and none before any attempt', () => {
    const [a, b] = standingLines([row(1, 'Ana', 30, { totalCorrect: 2, totalAttempts: 3 }), row(2, 'Bo', 0)]);
    expect(a?.accuracy).toBe(67);
    expect(b?.accuracy).toBeNull();
  });

  it('labels moves for the eye and for screen readers', () => {
    expect(moveLabel({ kind: 'up', by: 2 })).toEqual({ text: '▲ 2', spoken: 'up 2' });
    expect(moveLabel({ kind: 'down', by: 1 })).toEqual({ text: '▼ 1', spoken: 'down 1' });
    expect(moveLabel({ kind: 'same' }).spoken).toBe('no change');
  });
});

describe('podium', () => {
  it('lists the top 3 in place order, 1st in the middle of the stage, 2nd left, 3rd right', () => {
    const steps = podiumSteps([row(4, 'Dee', 1), row(3, 'Cy', 10), row(1, 'Ana', 30), row(2, 'Bo', 20)]);
    expect(steps.map((s) => [s.place, s.name, s.stage])).toEqual([
      [1, 'Ana', 2],
      [2, 'Bo', 1],
      [3, 'Cy', 3],
    ]);
  });

  it('has as many steps as players, up to three, and keeps tied places', () => {
    expect(podiumSteps([row(1, 'Ana', 30), row(1, 'Bo', 30)]).map((s) => [s.place, s.name])).toEqual([
      [1, 'Ana'],
      [1, 'Bo'],
    ]);
    expect(podiumSteps([])).toEqual([]);
  });

  it('keeps everyone tied for 3rd on the podium, on the 3rd step, in nickname order (R-TOURN-2)', () => {
    const steps = podiumSteps([row(3, 'dee', 10), row(1, 'Ana', 30), row(3, 'Cy', 10), row(2, 'Bo', 20), row(5, 'Eve', 1)]);
    expect(steps.map((s) => [s.place, s.name, s.stage])).toEqual([
      [1, 'Ana', 2],
      [2, 'Bo', 1],
      [3, 'Cy', 3],
      [3, 'dee', 3],
    ]);
  });
});

describe('labels', () => {
  it('finds a player own line by name, case-insensitively', () => {
    expect(ownLine([row(1, 'Ana', 3), row(2, 'Bo', 2)], 'bo')?.place).toBe(2);
    expect(ownLine([row(1, 'Ana', 3)], 'Zed')).toBeUndefined();
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st', '111th']);
  });

  it('writes total time in seconds', () => {
    expect(formatTotalTime(83_440)).toBe('83.4 s');
  });

  it('writes the seconds as the active language does', () => {
    i18n.loadAndActivate({ locale: 'ru', messages: {} });
    try {
      expect(formatTotalTime(83_440)).toBe('83,4 s');
    } finally {
      i18n.activate('en');
    }
  });
});
