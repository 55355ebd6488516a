import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../account';
import { useSubmit } from '../lib/use-submit';
import { fetchDueReviewPairs, fetchReviewSummary, REVIEW_CHANGED_EVENT } from './review-api';
import type { GameStartRequest } from '../lib/game-start';
import { reviewGame } from './review-deal';

/** How often the count is refreshed while the page stays open (pairs fall due as time passes). */
const REFRESH_MS = 60_000;

/** The header's 'Review (N)': shown to a logged-in player while N pairs are due; it deals them as a game. */
export function ReviewButton({ onStart }: { onStart: (request: GameStartRequest) => void }) {
  const { user } = useAuth();
  // The count belongs to the user it was asked for: after a logout or a change of user it reads 0 until asked again.
  const [counted, setCounted] = useState<{ userId: number | null; due: number }>({ userId: null, due: 0 });
  const userId = user?.id ?? null;

  const refresh = useCallback(() => {
    if (userId === null) return;
    fetchReviewSummary().then(
      (summary) => setCounted({ userId, due: summary.dueNow }),
      () => setCounted({ userId, due: 0 }),
    );
  }, [userId]);

  useEffect(() => {
    if (userId === null) return;
    refresh();
    window.addEventListener(REVIEW_CHANGED_EVENT, refresh);
    const timer = window.setInterval(refresh, REFRESH_MS);
    return () => {
      window.removeEventListener(REVIEW_CHANGED_EVENT, refresh);
      window.clearInterval(timer);
    };
  }, [userId, refresh]);

  // No message for a failed start: the count is asked for again (and the button goes when nothing is due).
  const { busy, submit } = useSubmit(
    async (forUser: number) => {
      const pairs = await fetchDueReviewPairs();
      if (pairs.length > 0) onStart(reviewGame(pairs));
      else setCounted({ userId: forUser, due: 0 });
    },
    { failure: 'Failed to start the review', onFailure: refresh },
  );

  const due = counted.userId === userId ? counted.due : 0;
  if (userId === null || due === 0) return null;
  return (
    <button
      type="button"
      className="btn btn-secondary review-button"
      onClick={() => void submit(userId)}
      disabled={busy}
      aria-busy={busy}
      aria-label={`Review: ${due} ${due === 1 ? 'pair' : 'pairs'} due`}
    >
      Review ({due})
    </button>
  );
}
