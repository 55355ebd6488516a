import type { Pair } from '../types.js';

/** What a play scored: the body of POST …/play and, with its id and date, a recorded game. `time` is in milliseconds. */
interface PlayFigures {
  pairs: number;
  score: number;
  accuracy: number;
  time: number;
  correct: number;
  wrong: number;
  missedPairs: Pair[];
}

/** One recorded game as the API answers it (POST …/play, GET …/history). */
export interface PlayRecord extends PlayFigures {
  id: number;
  mode: 'freeplay' | 'competitive';
  played_at: string;
}

/** The body of POST …/play. */
export interface NewPlayRecord extends PlayFigures {
  mode: 'freeplay';
}

/** One player's best play of a game and its place. */
export interface Standing {
  rank: number;
  user_id: number;
  username: string;
  score: number;
  accuracy: number;
  time: number;
  played_at: string;
}

/** GET …/leaderboard: the top players, and the caller's own standing (null for a visitor or before a first play). */
export interface LeaderboardAnswer {
  leaderboard: Standing[];
  me: Standing | null;
}

/** GET …/analytics. */
export interface GameAnalytics {
  plays: number;
  players: number;
  averageAccuracy: number;
  /** Milliseconds. */
  averageTime: number;
  mostMissedPairs: Array<{ pair: Pair; misses: number }>;
}

/** GET /api/review/summary: the review queue at a glance. */
export interface ReviewSummary {
  dueNow: number;
  dueToday: number;
  learned: number;
  total: number;
  streak: number;
}

/** One pair due for review (GET /api/review/due answers `{ pairs }`). */
export interface DueReviewPair {
  id: number;
  pair: Pair;
  game: string;
}

/** GET /api/progress/me: the dashboard's My progress. */
export interface MyProgress {
  gamesThisWeek: number;
  pairsMatched: number;
  accuracyTrend: Array<{ day: string; accuracy: number; plays: number }>;
  mostPlayed: Array<{ dictionaryId: number | null; gameId: string | null; name: string; plays: number }>;
  review: ReviewSummary;
}
