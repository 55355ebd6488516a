import { useEffect, useState } from 'react';
import { browserRecordStorage, readBestTime, readHighScore, recordFinishedGame } from '../lib/records';
import { COMPETITIVE_HIGH_SCORE_KEY, competitiveRecordKey, type CompetitionStatsView } from './competition-stats';
import type { CompetitiveState } from './state';
import { useNow } from '../lib/use-now';

/** Where the round clock started on this machine: a resumed round counts from the server's start. */
function localStart(state: CompetitiveState): number | null {
  const round = state.round;
  if (!round) return null;
  return round.matchedItems.length > 0 ? Math.min(round.startedAt, round.receivedAt) : round.receivedAt;
}

/**
 * The Competition stats grid's numbers: this player's server-judged score and streak, the round time (the
 * server's on finishing), pairs remaining, and the browser's records, which a finished round updates.
 */
export function useCompetitionStats(state: CompetitiveState): CompetitionStatsView {
  const playing = state.view === 'playing' && state.mine.completionTime === null;
  const now = useNow(100, playing);
  const recordKey = competitiveRecordKey(state.room.gameName, state.round?.pairCount ?? state.room.pairCount);
  const [records, setRecords] = useState(() => ({
    high: readHighScore(browserRecordStorage(), COMPETITIVE_HIGH_SCORE_KEY),
    best: readBestTime(browserRecordStorage(), recordKey),
  }));

  const { completionTime } = state.mine;
  // The round's own figures: the server's round score once the results are in, the points so far before.
  const roundScore = state.results?.currentRound.find((r) => r.user_id === state.me)?.score ?? null;
  const score = roundScore ?? state.mine.stats.score;
  useEffect(() => {
    const storage = browserRecordStorage();
    if (completionTime !== null && roundScore !== null) {
      recordFinishedGame(storage, recordKey, { score: roundScore, elapsedMs: completionTime }, COMPETITIVE_HIGH_SCORE_KEY);
    }
    // The records live in localStorage, outside React: this effect writes the finished round there and must then
    // show what storage holds (for this round's key), which only exists after the write. No render can compute it first.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRecords({ high: readHighScore(storage, COMPETITIVE_HIGH_SCORE_KEY), best: readBestTime(storage, recordKey) });
    // Recorded once, when the server's results give this player's round score (the best competitive figures).
  }, [completionTime, roundScore, recordKey]);

  const start = localStart(state);
  const inRound = state.round !== null && (state.view === 'playing' || state.view === 'results');
  const elapsedMs = completionTime ?? (playing && start !== null ? Math.max(0, now - start) : null);
  const matched = state.progress[state.me]?.matched ?? 0;
  return {
    score,
    highScore: records.high,
    streak: state.mine.stats.streak,
    elapsedMs,
    bestTimeMs: records.best,
    remaining: inRound && state.round ? Math.max(0, state.round.pairCount - matched) : null,
  };
}

/** Outside a room: only the browser's high score is known. */
export function useCompetitionRecords(): CompetitionStatsView {
  const [highScore] = useState(() => readHighScore(browserRecordStorage(), COMPETITIVE_HIGH_SCORE_KEY));
  return { score: 0, highScore, streak: 0, elapsedMs: null, bestTimeMs: null, remaining: null };
}
