import { describe, expect, it } from 'vitest';
import type { Pair } from '../types.js';
import { confusions, NEEDS_HELP_WINDOW_MS, pairReport, pairsNeedingHelp, studentsNeedingHelp, type HelpCandidate } from './report.js';

const pairs: Pair[] = [
  ['cat', 'gato'],
  ['dog', 'perro'],
  ['bird', 'pájaro'],
];

describe('the confusion counts', () => {
  it('names, per pair, the counterpart most often chosen instead, with how often', () => {
    const result = confusions([
      { pairIndex: 0, chosen: 'perro', count: 1 },
      { pairIndex: 0, chosen: 'pájaro', count: 3 },
      { pairIndex: 1, chosen: 'gato', count: 2 },
    ]);
    expect(result.get(0)).toEqual({ item: 'pájaro', count: 3 });
    expect(result.get(1)).toEqual({ item: 'gato', count: 2 });
    expect(result.has(2)).toBe(false);
  });

  it('breaks a tie by text order, so the report does not flicker', () => {
    expect(
      confusions([
        { pairIndex: 0, chosen: 'perro', count: 2 },
        { pairIndex: 0, chosen: 'pájaro', count: 2 },
      ]).get(0),
    ).toEqual({ item: 'perro', count: 2 });
  });

  it('puts the figures and the confusion on each pair line, zeros for a pair nobody tried', () => {
    const lines = pairReport(
      pairs,
      [{ pairIndex: 0, attempts: 4, correct: 3, firstTries: 3, firstTriesRight: 2, medianMs: 1234.5 }],
      [{ pairIndex: 0, chosen: 'perro', count: 1 }],
    );
    expect(lines[0]).toEqual({ left: 'cat', right: 'gato', attempts: 4, accuracy: 75, firstTryRate: 66.7, medianMs: 1235, confusedWith: { item: 'perro', count: 1 } });
    expect(lines[2]).toEqual({ left: 'bird', right: 'pájaro', attempts: 0, accuracy: 0, firstTryRate: 0, medianMs: null, confusedWith: null });
  });
});

describe('the needs-help rule', () => {
  const dueAt = Date.parse('2026-03-10T17:00:00Z');
  const student = (id: number, username: string, mastered: number, status: HelpCandidate['status'], removed = false): HelpCandidate => ({
    id,
    username,
    removed,
    status,
    progress: { mastered, total: 10, plays: 0 },
  });
  const students = [
    student(1, 'ana', 9, 'in_progress'),
    student(2, 'bob', 0, 'not_started'),
    student(3, 'cy', 10, 'goal_reached'),
    student(4, 'dee', 3, 'in_progress'),
    student(5, 'eve', 0, 'not_started', true),
  ];
  const goal = { kind: 'mastery', times: 2 } as const;

  it('names nobody while the due date is far', () => {
    expect(studentsNeedingHelp(goal, students, dueAt, dueAt - NEEDS_HELP_WINDOW_MS - 1)).toEqual([]);
  });

  it('near the due date, names the current members furthest from the goal first', () => {
    const named = studentsNeedingHelp(goal, students, dueAt, dueAt - 3_600_000);
    expect(named.map((s) => s.username)).toEqual(['bob', 'dee', 'ana']);
  });

  it('after the due date still names those who missed it', () => {
    const missed = students.map((s) => (s.status === 'goal_reached' ? s : { ...s, status: 'missing' as const }));
    expect(studentsNeedingHelp(goal, missed, dueAt, dueAt + 3_600_000).map((s) => s.username)).toEqual(['bob', 'dee', 'ana']);
  });

  it('names the pairs most students keep missing, from a quarter of those who tried', () => {
    const named = pairsNeedingHelp(
      pairs,
      [
        { pairIndex: 0, students: 2 },
        { pairIndex: 1, students: 5 },
        { pairIndex: 2, students: 1 },
      ],
      8,
    );
    expect(named).toEqual([
      { left: 'dog', right: 'perro', students: 5 },
      { left: 'cat', right: 'gato', students: 2 },
    ]);
  });
});
