import type { Pair } from '@matchdrop/shared';
import { useEffect, useState } from 'react';
import { failureMessage } from '../api';
import { announceReviewChanged, sendReviewAnswers } from './review-api';
import type { GameStartRequest } from '../lib/game-start';
import { MissedPairs } from './GameResult';
import { reviewAnswers } from './review-deal';
import './progress.css';

export interface ReviewResultProps {
  review: NonNullable<GameStartRequest['review']>;
  missedPairs: readonly Pair[];
}

/** The end of a review: every dealt pair is judged once (its schedule updated), then what comes back and when. */
export function ReviewResult({ review, missedPairs }: ReviewResultProps) {
  const [state, setState] = useState<{ saved: boolean; error?: string }>({ saved: false });
  const answers = reviewAnswers(review, missedPairs);
  const right = answers.filter((a) => a.correct).length;

  useEffect(() => {
    let cancelled = false;
    sendReviewAnswers(reviewAnswers(review, missedPairs)).then(
      () => {
        announceReviewChanged();
        if (!cancelled) setState({ saved: true });
      },
      (error: unknown) => !cancelled && setState({ saved: false, error: failureMessage(error, 'Your review could not be saved') }),
    );
    return () => {
      cancelled = true;
    };
  }, [review, missedPairs]);

  return (
    <div className="game-result" data-testid="review-result">
      <p data-testid="review-summary">
        {right} of {answers.length} pairs right: {right === answers.length ? 'they move further out.' : 'the pairs you missed come back soon.'}
      </p>
      {state.error ? (
        <p className="error-message" role="alert">
          {state.error}
        </p>
      ) : (
        <p className="muted" role="status">
          {state.saved ? 'Review saved.' : 'Saving your review…'}
        </p>
      )}
      <MissedPairs pairs={missedPairs} />
    </div>
  );
}
