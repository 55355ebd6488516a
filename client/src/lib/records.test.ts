import { describe, expect, it } from 'vitest';
import { BEST_TIME_KEY, HIGH_SCORE_KEY, readBestTime, readHighScore, recordFinishedGame, type RecordStorage } from './records';

function memoryStorage(initial: Record<string, string> = {}): RecordStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

describe('free-play records', () => {
  it('sets the high score and the best time on a first finish', () => {
    const storage = memoryStorage();
    expect(recordFinishedGame(storage, 'builtin:numbers:3', { score: 6, elapsedMs: 12_345 })).toEqual({
      highScore: 6,
      bestTimeMs: 12_345,
      newHighScore: true,
      newBestTime: true,
    });
    expect(storage.data[HIGH_SCORE_KEY]).toBe('6');
    expect(JSON.parse(storage.data[BEST_TIME_KEY]!)).toEqual({ 'builtin:numbers:3': 12_345 });
  });

  it('keeps the old records when a game beats neither, and does not count ties', () => {
    const storage = memoryStorage();
    recordFinishedGame(storage, 'g', { score: 10, elapsedMs: 5_000 });
    expect(recordFinishedGame(storage, 'g', { score: 10, elapsedMs: 5_000 })).toEqual({ highScore: 10, bestTimeMs: 5_000, newHighScore: false, newBestTime: false });
    expect(recordFinishedGame(storage, 'g', { score: 4, elapsedMs: 9_000 })).toMatchObject({ highScore: 10, bestTimeMs: 5_000, newHighScore: false, newBestTime: false });
    expect(readHighScore(storage)).toBe(10);
    expect(readBestTime(storage, 'g')).toBe(5_000);
  });

  it('beats each record on its own', () => {
    const storage = memoryStorage();
    recordFinishedGame(storage, 'g', { score: 10, elapsedMs: 5_000 });
    expect(recordFinishedGame(storage, 'g', { score: 8, elapsedMs: 4_000 })).toMatchObject({ newHighScore: false, newBestTime: true, bestTimeMs: 4_000 });
    expect(recordFinishedGame(storage, 'g', { score: 12, elapsedMs: 7_000 })).toMatchObject({ newHighScore: true, newBestTime: false, highScore: 12 });
  });

  it('keeps a best time per game and pair count', () => {
    const storage = memoryStorage();
    recordFinishedGame(storage, 'builtin:numbers:3', { score: 6, elapsedMs: 3_000 });
    expect(recordFinishedGame(storage, 'builtin:numbers:10', { score: 20, elapsedMs: 30_000 })).toMatchObject({ newBestTime: true });
    expect(readBestTime(storage, 'builtin:numbers:3')).toBe(3_000);
    expect(readBestTime(storage, 'builtin:numbers:10')).toBe(30_000);
  });

  it('does not call a score of 0 a high score', () => {
    expect(recordFinishedGame(memoryStorage(), 'g', { score: 0, elapsedMs: 1_000 })).toMatchObject({ newHighScore: false, highScore: 0 });
  });

  it('reads damaged or foreign values as no record', () => {
    const storage = memoryStorage({ [HIGH_SCORE_KEY]: 'lots', [BEST_TIME_KEY]: '[1,2]' });
    expect(readHighScore(storage)).toBeNull();
    expect(readBestTime(storage, 'g')).toBeNull();
    expect(readBestTime(memoryStorage({ [BEST_TIME_KEY]: '{not json' }), 'g')).toBeNull();
    expect(readBestTime(memoryStorage({ [BEST_TIME_KEY]: '{"g":-5,"h":"fast"}' }), 'g')).toBeNull();
    expect(recordFinishedGame(storage, 'g', { score: 2, elapsedMs: 900 })).toMatchObject({ newHighScore: true, newBestTime: true });
  });

  it('still answers when storage throws', () => {
    const broken: RecordStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(recordFinishedGame(broken, 'g', { score: 4, elapsedMs: 2_000 })).toEqual({ highScore: 4, bestTimeMs: 2_000, newHighScore: true, newBestTime: true });
    expect(recordFinishedGame(null, 'g', { score: 4, elapsedMs: 2_000 })).toMatchObject({ newHighScore: true });
  });
});
