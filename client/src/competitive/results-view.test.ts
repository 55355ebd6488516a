import { describe, expect, it } from 'vitest';
import { cumulativeRows, ordinal, roundRows } from './results-view';

describe('results rows', () => {
  it('orders by placement, time in seconds with 2 decimals, accuracy with 1 decimal; unfinished players show a dash', () => {
    const rows = roundRows([
      { user_id: '2', username: 'ben', completion_time: null, accuracy: 50, score: null, finished: false, timed_out: false, placement: 2, correct: 1, attempts: 2 },
      { user_id: '1', username: 'ana', completion_time: 12345, accuracy: 87.5, score: 4250, finished: true, timed_out: false, placement: 1, correct: 7, attempts: 8 },
    ]);
    expect(rows).toEqual([
      { userId: '1', placement: 1, username: 'ana', time: '12.35s', accuracy: '87.5%', score: '4250' },
      { userId: '2', placement: 2, username: 'ben', time: '—', accuracy: '50.0%', score: '—' },
    ]);
  });

  it('marks a player whose time ran out, timed at the limit and scored', () => {
    const [row] = roundRows([
      { user_id: '3', username: 'cleo', completion_time: 60_000, accuracy: 50, score: 1000, finished: false, timed_out: true, placement: 1, correct: 1, attempts: 2 },
    ]);
    expect(row).toMatchObject({ time: "60.00s (time's up)", score: '1000' });
  });

  it('gives the cumulative table its accuracy over all rounds', () => {
    const [row] = cumulativeRows([{ user_id: '1', username: 'ana', cumulative_placement: 1, rounds_played: 2, total_score: 9000, total_correct: 9, total_attempts: 12 }]);
    expect(row).toEqual({ userId: '1', placement: 1, username: 'ana', rounds: 2, totalScore: 9000, accuracy: '75.0%' });
  });

  it('names placements', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st']);
  });
});
