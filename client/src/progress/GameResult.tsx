import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { JudgedRecord, LeaderboardAnswer, NewPlayRecord, Pair, UploadedRecord } from '@matchdrop/shared';
import { useEffect, useState } from 'react';
import { useAccountUi, useAuth } from '../account';
import { failureMessage } from '../api';
import { fetchLeaderboard, recordJudgedPlay, type GameRef } from './progress-api';
import { browserWait, sendUntilRecorded } from './send-until-recorded';
import { announceReviewChanged } from './review-api';
import { Leaderboard } from './Leaderboard';
import { UploadedJudgment } from './UploadedJudgment';
import { AppLink } from '../ui/AppLink';
import { gamePagePath } from './progress-nav';
import { accuracyText, secondsText } from './figures';
import './progress.css';
import { ItemText } from '../ui/ItemText';

const RESULT_TOP = 5;

export interface GameResultProps {
  /** The game's server identity; null for a game that has none (an upload, an AI test play). */
  game: GameRef | null;
  /** The game as the player saw it, judged here at once: what the panel shows before the server answers. */
  play: NewPlayRecord;
  /**
   * The record of attempts for the server's judgment (R-JUDGE-2); with the game's pairs for a game with no identity
   * (R-JUDGE-9); null when the game was not dealt by the server.
   */
  record: JudgedRecord | UploadedRecord | null;
}

type Recording = { state: 'saving' } | { state: 'waiting' } | { state: 'saved'; board: LeaderboardAnswer; newBest: boolean } | { state: 'failed'; message: string };

/**
 * What a finished free-play game adds to the completion panel: for a logged-in player the game's record is judged
 * by the server and recorded once (sent again until the connection is back: R-JUDGE-6), then their personal best,
 * place and the top 5 show; a visitor is invited to log in. Everyone sees the pairs they missed, each with its counterpart.
 */
export function GameResult({ game, play, record }: GameResultProps) {
  const { user } = useAuth();
  const { openAuth } = useAccountUi();
  const [recording, setRecording] = useState<Recording>({ state: 'saving' });
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null || game === null || record === null) return;
    let cancelled = false;
    (async () => {
      const session = await sendUntilRecorded(() => recordJudgedPlay(game, record), {
        wait: browserWait,
        cancelled: () => cancelled,
        onWaiting: () => setRecording({ state: 'waiting' }),
      });
      if (session === undefined) return;
      if (session.missedPairs.length > 0) announceReviewChanged();
      const board = await fetchLeaderboard(game, RESULT_TOP);
      const newBest = board.me !== null && board.me.played_at === session.played_at;
      if (!cancelled) setRecording({ state: 'saved', board, newBest });
    })().catch((error: unknown) => {
      if (!cancelled) setRecording({ state: 'failed', message: failureMessage(error, i18n._(msg`Your game could not be recorded`)) });
    });
    return () => {
      cancelled = true;
    };
    // One recording per finished game: the record is made once when the game ends.
  }, [game, record, userId]);

  return (
    <div className="game-result" data-testid="game-result">
      {game === null && record !== null && 'data' in record && <UploadedJudgment record={record} />}
      {userId === null ? (
        <p className="game-result-invite">
          <Trans>
            <button type="button" className="btn btn-primary" onClick={() => openAuth({ name: 'login' })}>
              Log in
            </button>{' '}
            to keep your progress: your scores, your place on the leaderboard and a review of the pairs you miss.
          </Trans>
        </p>
      ) : game === null ? null : record === null ? (
        <p className="muted" role="status">
          <Trans>This game was not dealt by the server, so it is not recorded.</Trans>
        </p>
      ) : recording.state === 'saving' ? (
        <p className="muted" role="status">
          <Trans>Recording your game…</Trans>
        </p>
      ) : recording.state === 'waiting' ? (
        <p className="muted" role="status" data-testid="result-waiting">
          <Trans>Waiting for the connection to record your game…</Trans>
        </p>
      ) : recording.state === 'failed' ? (
        <p className="error-message" role="alert">
          {recording.message}
        </p>
      ) : (
        <>
          <Standing board={recording.board} newBest={recording.newBest} />
          {play.missedPairs.length > 0 && (
            <p className="muted">
              <Trans>The pairs you missed are in your review queue: they come back until you know them.</Trans>
            </p>
          )}
        </>
      )}
      <MissedPairs pairs={play.missedPairs} />
      {game && (
        <AppLink className="btn btn-secondary" to={gamePagePath(game)} from="games">
          <Trans>Game page: leaderboard, history, analytics</Trans>
        </AppLink>
      )}
    </div>
  );
}

function Standing({ board, newBest }: { board: LeaderboardAnswer; newBest: boolean }) {
  const { t } = useLingui();
  const { me } = board;
  const [score, accuracy, time, rank] = me ? [me.score, accuracyText(me.accuracy), secondsText(me.time), me.rank] : [];
  return (
    <div className="game-result-standing">
      {me && (
        <p data-testid="result-standing">
          {newBest && (
            <>
              <Trans>New personal best!</Trans>{' '}
            </>
          )}
          <Trans>
            Personal best <strong data-testid="personal-best">{score}</strong> ({accuracy}, {time}) · Place <strong data-testid="leaderboard-place">#{rank}</strong>
          </Trans>
        </p>
      )}
      <Leaderboard title={t`Top ${RESULT_TOP}`} rows={board.leaderboard} highlightUserId={me?.user_id ?? null} testId="result-leaderboard" />
    </div>
  );
}

export function MissedPairs({ pairs }: { pairs: readonly Pair[] }) {
  if (pairs.length === 0)
    return (
      <p className="game-result-clean">
        <Trans>No pairs missed. Well done!</Trans>
      </p>
    );
  return (
    <div className="game-result-missed">
      <h4>
        <Trans>Pairs you missed</Trans>
      </h4>
      <ul data-testid="missed-pairs">
        {pairs.map(([a, b]) => (
          <li key={`${a}\u0000${b}`}>
            <span>
              <ItemText item={a} />
            </span>{' '}
            <span aria-hidden="true">↔</span>
            <span className="visually-hidden">
              {' '}
              <Trans>goes with</Trans>{' '}
            </span>{' '}
            <span>
              <ItemText item={b} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
