import { Trans, useLingui } from '@lingui/react/macro';
import { decimalText, percentText } from '../lib/format';
import { useEffect, useRef, type ReactNode } from 'react';

export interface CompletionSummary {
  score: number;
  elapsedMs: number;
  accuracyPercent: number;
  totalPairs: number;
  newHighScore: boolean;
  newBestTime: boolean;
  highScore: number;
  bestTimeMs: number;
}

interface CompletionPanelProps {
  summary: CompletionSummary;
  returnLabel: string;
  onPlayAgain: () => void;
  onReturn: () => void;
  /** The game's recorded result: standing, top 5, missed pairs (or an invitation to log in). */
  children?: ReactNode;
}

/** The end of a game: score, time (2 decimals), accuracy (1 decimal), any new record, and what next. */
export function CompletionPanel({ summary, returnLabel, onPlayAgain, onReturn, children }: CompletionPanelProps) {
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The game area the player was in is gone: land keyboard and screen-reader users on the result.
  useEffect(() => headingRef.current?.focus(), []);
  const records = [summary.newHighScore && t`New high score!`, summary.newBestTime && t`New best time!`].filter((r): r is string => Boolean(r));

  const { totalPairs, highScore } = summary;
  const seconds = decimalText(summary.elapsedMs / 1000, 2);
  const bestSeconds = decimalText(summary.bestTimeMs / 1000, 2);

  return (
    <section className="completion" aria-labelledby="completion-heading" data-testid="completion">
      <span className="completion-icon" aria-hidden="true">
        🎉
      </span>
      <h3 id="completion-heading" className="completion-title" ref={headingRef} tabIndex={-1}>
        <Trans>Game complete!</Trans>
      </h3>
      <p className="completion-lead">
        <Trans>All {totalPairs} pairs matched.</Trans>
      </p>
      {records.length > 0 && (
        <ul className="completion-records">
          {records.map((record) => (
            <li key={record} className="completion-record">
              {record}
            </li>
          ))}
        </ul>
      )}
      <dl className="completion-stats">
        <div>
          <dt>
            <Trans>Score</Trans>
          </dt>
          <dd data-testid="completion-score">{summary.score}</dd>
        </div>
        <div>
          <dt>
            <Trans>Time</Trans>
          </dt>
          <dd data-testid="completion-time">{t`${seconds} s`}</dd>
        </div>
        <div>
          <dt>
            <Trans>Accuracy</Trans>
          </dt>
          <dd data-testid="completion-accuracy">{percentText(summary.accuracyPercent)}</dd>
        </div>
      </dl>
      <p className="completion-bests">
        <Trans>
          High score {highScore} · Best time {bestSeconds} s
        </Trans>
      </p>
      {children}
      <div className="completion-actions">
        <button type="button" className="btn btn-primary btn-large" onClick={onPlayAgain}>
          <Trans>Play again</Trans>
        </button>
        <button type="button" className="btn btn-secondary btn-large" onClick={onReturn}>
          {returnLabel}
        </button>
      </div>
    </section>
  );
}
