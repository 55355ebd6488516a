/**
 * The player's free-play records, kept in this browser (client contract storage keys):
 * one high score over all games, and a best time per game and pair count (see recordKeyOf), stored
 * together as one JSON object under its own key.
 */
export const HIGH_SCORE_KEY = 'matchdrop.highScore';
export const BEST_TIME_KEY = 'matchdrop.bestTime';

export type RecordStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface RecordOutcome {
  highScore: number;
  bestTimeMs: number;
  newHighScore: boolean;
  newBestTime: boolean;
}

const isRecordNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

// Storage can throw (privacy modes) or hold anything (an older version, a hand edit): both read as "no record".
function read(storage: RecordStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: RecordStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Not remembered this time; the completion panel still shows the result.
  }
}

/** The browser's localStorage, or null where reading it is refused. */
export function browserRecordStorage(): RecordStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** `key`: competition keeps its best round score apart from free play's high score. */
export function readHighScore(storage: RecordStorage | null, key = HIGH_SCORE_KEY): number | null {
  const raw = read(storage, key);
  const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return isRecordNumber(value) ? value : null;
}

function readBestTimes(storage: RecordStorage | null): Record<string, number> {
  const raw = read(storage, BEST_TIME_KEY);
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => isRecordNumber(entry[1]) && entry[1] > 0));
  } catch {
    return {};
  }
}

export function readBestTime(storage: RecordStorage | null, recordKey: string): number | null {
  return readBestTimes(storage)[recordKey] ?? null;
}

/**
 * Records a finished game and says what it beat. A first finish of a game sets its best time; a first
 * score above 0 sets the high score. Ties are not new records.
 */
export function recordFinishedGame(storage: RecordStorage | null, recordKey: string, result: { score: number; elapsedMs: number }, highScoreKey = HIGH_SCORE_KEY): RecordOutcome {
  const previousHigh = readHighScore(storage, highScoreKey);
  const newHighScore = result.score > (previousHigh ?? 0);
  const highScore = newHighScore ? result.score : (previousHigh ?? 0);
  if (newHighScore) write(storage, highScoreKey, String(result.score));

  const bestTimes = readBestTimes(storage);
  const previousBest = bestTimes[recordKey];
  const newBestTime = result.elapsedMs > 0 && (previousBest === undefined || result.elapsedMs < previousBest);
  if (newBestTime) write(storage, BEST_TIME_KEY, JSON.stringify({ ...bestTimes, [recordKey]: result.elapsedMs }));
  return { highScore, bestTimeMs: newBestTime ? result.elapsedMs : (previousBest ?? result.elapsedMs), newHighScore, newBestTime };
}
