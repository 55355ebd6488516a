import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import { useAuth } from '../account';
import { useServerData } from '../lib/use-server-data';
import { useSubmit } from '../lib/use-submit';
import { fetchReviewSummary, requestReviewDeal, REVIEW_CHANGED_EVENT } from './review-api';
import type { GameStartRequest } from '../lib/game-start';
import { reviewGame } from './review-deal';
import { IconWordCount } from '../ui/LineIcon';

/** How often the count is refreshed while the page stays open (pairs fall due as time passes). */
const REFRESH_MS = 60_000;

/** The header's 'Review (N)': shown to a logged-in player while N pairs are due; it deals them as a game. */
export function ReviewButton({ onStart }: { onStart: (request: GameStartRequest) => void }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  // The count belongs to the user it was asked for: a change of user asks again (and reads 0 until answered); a
  // failed count reads 0; logged out, nothing is asked.
  const countDue = useCallback(() => (userId === null ? Promise.resolve(0) : fetchReviewSummary().then((summary) => summary.dueNow)), [userId]);
  const { state, refresh, update } = useServerData(countDue, t`Failed to count the pairs due`);

  useEffect(() => {
    if (userId === null) return;
    window.addEventListener(REVIEW_CHANGED_EVENT, refresh);
    const timer = window.setInterval(refresh, REFRESH_MS);
    return () => {
      window.removeEventListener(REVIEW_CHANGED_EVENT, refresh);
      window.clearInterval(timer);
    };
  }, [userId, refresh]);

  // No message for a failed start: the count is asked for again (and the button goes when nothing is due).
  const { busy, submit } = useSubmit(
    async () => {
      const game = reviewGame(await requestReviewDeal());
      if (game !== null) onStart(game);
      else update(() => 0);
    },
    { failure: t`Failed to start the review`, onFailure: refresh },
  );

  const due = state.status === 'ready' ? state.data : 0;
  if (userId === null || due === 0) return null;
  const label = plural(due, { one: 'Review: # pair due', other: 'Review: # pairs due' });
  return (
    <button
      type="button"
      className="btn btn-secondary review-button"
      onClick={() => void submit()}
      disabled={busy}
      aria-busy={busy}
      aria-label={label}
      title={label}
      // One line: the header squeezes its buttons, and "Повторить (3)" broke in two (the progress styles load later).
      // In the header the word goes (header.css) and the icon and the count stay, as for the assignments; the tooltip says the rest.
      style={{ whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', gap: '0.35rem' }}
    >
      <IconWordCount icon={<path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" />} word={<Trans>Review</Trans>} wordClass="review-word" count={due} />
    </button>
  );
}
