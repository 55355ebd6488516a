import type { Pair } from '@matchdrop/shared';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
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
      (error: unknown) => !cancelled && setState({ saved: false, error: failureMessage(error, i18n._(msg`Your review could not be saved`)) }),
    );
    return () => {
      cancelled = true;
    };
  }, [review, missedPairs]);

  return (
    <div className="game-result" data-testid="review-result">
      <p data-testid="review-summary">
        {right === answers.length ? (
          <Plural value={answers.length} one={`${right} of # pair right: they move further out.`} other={`${right} of # pairs right: they move further out.`} />
        ) : (
          <Plural
            value={answers.length}
            one={`${right} of # pair right: the pairs you missed come back soon.`}
            other={`${right} of # pairs right: the pairs you missed come back soon.`}
          />
        )}
      </p>
      {state.error ? (
        <p className="error-message" role="alert">
          {state.error}
        </p>
      ) : (
        <p className="muted" role="status">
          {state.saved ? <Trans>Review saved.</Trans> : <Trans>Saving your review…</Trans>}
        </p>
      )}
      <MissedPairs pairs={missedPairs} />
    </div>
  );
}
