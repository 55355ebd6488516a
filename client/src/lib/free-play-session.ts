import { accuracyPercent, type FreePlayStats } from '@matchdrop/shared';
import type { FreePlayStatsView } from './free-play-stats';

/**
 * The free-play stats grid over a visit: score, streak and accuracy are the current (or last) game's;
 * session pairs add up every pair matched since the page opened, also in games left unfinished.
 */
export interface FreePlaySession {
  /** Pairs matched in the games before the current one. */
  earlierPairs: number;
  current: { game: string; stats: FreePlayStats; matchedPairs: number } | null;
}

/** A stats update of one game; `game` tells games apart (each round has its own id). */
export interface SessionStats {
  game: string;
  stats: FreePlayStats;
  matchedPairs: number;
}

export const initialFreePlaySession: FreePlaySession = { earlierPairs: 0, current: null };

/**
 * The first update of a new game moves the previous game's pairs into the session total. Keying on the
 * game (rather than on a "started" signal) keeps the count right whatever order React runs effects in,
 * and a game reported twice (StrictMode remounts) is still one game.
 */
export function freePlaySessionReducer(session: FreePlaySession, update: SessionStats): FreePlaySession {
  const { current } = session;
  const earlierPairs = current && current.game !== update.game ? session.earlierPairs + current.matchedPairs : session.earlierPairs;
  return { earlierPairs, current: { ...update } };
}

export function sessionStatsView(session: FreePlaySession): FreePlayStatsView {
  const stats = session.current?.stats;
  return {
    score: stats?.score ?? 0,
    streak: stats?.streak ?? 0,
    sessionPairs: session.earlierPairs + (session.current?.matchedPairs ?? 0),
    accuracyPercent: stats ? accuracyPercent(stats.correct, stats.correct + stats.wrong) : 0,
  };
}
