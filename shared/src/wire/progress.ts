import type { RecordedAttempt } from '../judge.js';
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
  /** R-JUDGE-5: judged by the server. An unverified play (a client's own report) shows in its owner's history only. */
  verified: boolean;
}

/** The answer of POST …/deals (R-JUDGE-1): the signed deal to send back with the record, and the seed the game is dealt from. */
export interface DealAnswer {
  deal: string;
  seed: string;
  /** The pairs dealt: the ones requested, or fewer when one round of the game cannot hold them. */
  pairs: number;
  /** The dealt pairs' items two by two, in the order they enter the field (the engine's `dealtItems`). */
  items: string[];
  /** When the deal stops being accepted (ISO 8601). */
  expiresAt: string;
}

/** The body of POST …/plays: a finished game's record of attempts (R-JUDGE-2). */
export interface JudgedRecord {
  deal: string;
  attempts: RecordedAttempt[];
}

/** What the server worked out from a judged record with no stored play behind it (an upload, an AI test play, a review: R-JUDGE-9). */
export type JudgedResult = PlayFigures;

/** POST /api/v2/uploaded-games/deals: the pairs of a game the server does not store, and how many to deal (R-JUDGE-9). */
export interface UploadedDealRequest {
  data: Record<string, string>;
  pairs: number;
}

/** POST /api/v2/uploaded-games/plays: the record, and the same pairs the deal was dealt from. */
export interface UploadedRecord extends JudgedRecord {
  data: Record<string, string>;
}

/** POST /api/review/deals (R-JUDGE-10): the due pairs dealt as a game; deal is null when nothing is due. */
export interface ReviewDealAnswer {
  review: DueReviewPair[];
  deal: DealAnswer | null;
}

/** POST /api/review/plays: the record of a review, and the cards it dealt, in the deal's order. */
export interface ReviewRecord extends JudgedRecord {
  cards: number[];
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
  /**
   * In a review's deal: the language of each item of `pair` (R-PIC-20), from the card's own game, only when that game
   * has side languages (a review mixes games).
   */
  languages?: [string, string];
}

/** GET /api/progress/me: the dashboard's My progress. */
export interface MyProgress {
  gamesThisWeek: number;
  pairsMatched: number;
  accuracyTrend: Array<{ day: string; accuracy: number; plays: number }>;
  mostPlayed: Array<{ dictionaryId: number | null; gameId: string | null; name: string; plays: number }>;
  review: ReviewSummary;
}
