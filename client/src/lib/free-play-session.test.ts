import { applyMatch, initialFreePlayStats } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { freePlaySessionReducer, initialFreePlaySession, sessionStatsView, type SessionStats } from './free-play-session';

const reduce = (...updates: SessionStats[]) => updates.reduce(freePlaySessionReducer, initialFreePlaySession);
const fresh = initialFreePlayStats();
const right = applyMatch(fresh, true);
const rightWrong = applyMatch(right, false);

describe('free-play session stats', () => {
  it('shows zeros before the first game', () => {
    expect(sessionStatsView(initialFreePlaySession)).toEqual({ score: 0, streak: 0, sessionPairs: 0, accuracyPercent: 0 });
  });

  it('shows the current game live', () => {
    expect(sessionStatsView(reduce({ game: 'a', stats: right, matchedPairs: 1 }))).toEqual({ score: 2, streak: 1, sessionPairs: 1, accuracyPercent: 100 });
    expect(sessionStatsView(reduce({ game: 'a', stats: rightWrong, matchedPairs: 1 }))).toMatchObject({ score: 1, streak: 0, accuracyPercent: 50 });
  });

  it('adds up session pairs across games, also unfinished ones, while the score starts again', () => {
    const session = reduce(
      { game: 'a', stats: right, matchedPairs: 3 },
      { game: 'b', stats: fresh, matchedPairs: 0 },
      { game: 'b', stats: right, matchedPairs: 1 },
      { game: 'c', stats: fresh, matchedPairs: 0 },
    );
    expect(sessionStatsView(session)).toEqual({ score: 0, streak: 0, sessionPairs: 4, accuracyPercent: 0 });
    expect(sessionStatsView(freePlaySessionReducer(session, { game: 'c', stats: right, matchedPairs: 2 })).sessionPairs).toBe(6);
  });

  it('counts a game once when its start is reported twice (React StrictMode remounts)', () => {
    const session = reduce({ game: 'a', stats: fresh, matchedPairs: 0 }, { game: 'a', stats: fresh, matchedPairs: 0 }, { game: 'a', stats: right, matchedPairs: 1 });
    expect(sessionStatsView(session).sessionPairs).toBe(1);
  });
});
