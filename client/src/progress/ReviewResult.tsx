import type { JudgedRecord, Pair } from '@matchdrop/shared';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { failureMessage } from '../api';
import { announceReviewChanged, sendReviewPlay } from './review-api';
import { browserWait, sendUntilRecorded } from './send-until-recorded';
import type { GameStartRequest } from '../lib/game-start';
import { MissedPairs } from './GameResult';
import { reviewAnswers } from './review-deal';
import './progress.css';

export interface ReviewResultProps {
  review: NonNullable<GameStartRequest['review']>;
  missedPairs: readonly Pair[];
  /** The review's record for the server's judgment (R-JUDGE-10); null for a review played again, which is practice. */
  record: JudgedRecord | null;
}

/**
 * The end of a review: the record goes to the server, which judges it and moves each dealt pair's schedule once
 * (sent again until the connection is back); what it says at once is the local verdict, the same the server reaches.
 */
export function ReviewResult({ review, missedPairs, record }: ReviewResultProps) {
  const [state, setState] = useState<{ saved: boolean; error?: string }>({ saved: false });
  const answers = reviewAnswers(review, missedPairs);
  const right = answers.filter((a) => a.correct).length;

  useEffect(() => {
    if (record === null) return;
    let cancelled = false;
    // The cards in the order they were dealt: the deal binds them so (R-JUDGE-10).
    sendUntilRecorded(() => sendReviewPlay({ ...record, cards: review.map((card) => card.id) }), {
      wait: browserWait,
      cancelled: () => cancelled,
      onWaiting: () => undefined,
    }).then(
      (answer) => {
        if (answer === undefined) return;
        announceReviewChanged();
        if (!cancelled) setState({ saved: true });
      },
      (error: unknown) => !cancelled && setState({ saved: false, error: failureMessage(error, i18n._(msg`Your review could not be saved`)) }),
    );
    return () => {
      cancelled = true;
    };
  }, [review, record]);

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
      {record === null ? (
        <p className="muted" role="status">
          <Trans>This round is practice and is not recorded: the Review button deals the pairs due now.</Trans>
        </p>
      ) : state.error ? (
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
