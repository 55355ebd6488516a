import { describe, it, expect } from 'vitest';
import { accuracyPercent, applyMatch, competitiveScore, formatAccuracy, formatSeconds, initialFreePlayStats, type FreePlayStats } from './scoring.js';

const play = (results: boolean[]): FreePlayStats => results.reduce(applyMatch, initialFreePlayStats());

describe('free-play scoring', () => {
  it('a session starts at zero', () => {
    expect(initialFreePlayStats()).toEqual({ score: 0, streak: 0, bestStreak: 0, correct: 0, wrong: 0 });
  });

  it('a correct match gives 2 points and grows the streak', () => {
    expect(play([true, true])).toEqual({ score: 4, streak: 2, bestStreak: 2, correct: 2, wrong: 0 });
  });

  it('a wrong match costs 1 point and resets the streak', () => {
    expect(play([true, true, false])).toEqual({ score: 3, streak: 0, bestStreak: 2, correct: 2, wrong: 1 });
  });

  it('a wrong match costs 1 point but never takes the score below 0', () => {
    expect(play([false]).score).toBe(0);
    expect(play([true, false, false, false]).score).toBe(0);
  });

  it('the best streak keeps the longest run after the streak resets', () => {
    const stats = play([true, true, true, false, true]);
    expect(stats.streak).toBe(1);
    expect(stats.bestStreak).toBe(3);
  });

  it('applying a match leaves the previous stats untouched', () => {
    const before = initialFreePlayStats();
    applyMatch(before, true);
    expect(before.score).toBe(0);
  });
});

describe('accuracyPercent', () => {
  it('is correct matches over attempts, in percent', () => {
    expect(accuracyPercent(7, 8)).toBe(87.5);
    expect(accuracyPercent(3, 3)).toBe(100);
  });

  it('is 0 before any attempt', () => {
    expect(accuracyPercent(0, 0)).toBe(0);
  });
});

describe('competitiveScore', () => {
  it('is accuracy (percent) × 50 − seconds × 10 − (10 − speed)² × seconds / 5', () => {
    expect(competitiveScore({ accuracyPercent: 100, seconds: 20, speed: 5 })).toBe(4700);
    expect(competitiveScore({ accuracyPercent: 80, seconds: 30, speed: 1 })).toBe(4000 - 300 - 486);
  });

  it('at top speed there is no speed penalty', () => {
    expect(competitiveScore({ accuracyPercent: 90, seconds: 12.5, speed: 10 })).toBe(4375);
  });

  it('is rounded to a whole point', () => {
    // 5000 − 123.4 − 61.7 = 4814.9
    expect(competitiveScore({ accuracyPercent: 100, seconds: 12.34, speed: 5 })).toBe(4815);
  });

  it('never goes below 0', () => {
    expect(competitiveScore({ accuracyPercent: 50, seconds: 300, speed: 1 })).toBe(0);
  });
});

describe('display formats', () => {
  it('round time shows seconds with 2 decimals', () => {
    expect(formatSeconds(12_345)).toBe('12.35');
    expect(formatSeconds(5_000)).toBe('5.00');
    expect(formatSeconds(0)).toBe('0.00');
  });

  it('accuracy shows 1 decimal', () => {
    expect(formatAccuracy(87.5)).toBe('87.5');
    expect(formatAccuracy(100)).toBe('100.0');
    expect(formatAccuracy(accuracyPercent(2, 3))).toBe('66.7');
  });
});
