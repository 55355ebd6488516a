import { formatAccuracy, formatSeconds } from '@matchdrop/shared';
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The game area the player was in is gone: land keyboard and screen-reader users on the result.
  useEffect(() => headingRef.current?.focus(), []);
  const records = [summary.newHighScore && 'New high score!', summary.newBestTime && 'New best time!'].filter((r): r is string => Boolean(r));

  return (
    <section className="completion" aria-labelledby="completion-heading" data-testid="completion">
      <span className="completion-icon" aria-hidden="true">
        🎉
      </span>
      <h3 id="completion-heading" className="completion-title" ref={headingRef} tabIndex={-1}>
        Game complete!
      </h3>
      <p className="completion-lead">All {summary.totalPairs} pairs matched.</p>
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
          <dt>Score</dt>
          <dd data-testid="completion-score">{summary.score}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd data-testid="completion-time">{formatSeconds(summary.elapsedMs)} s</dd>
        </div>
        <div>
          <dt>Accuracy</dt>
          <dd data-testid="completion-accuracy">{formatAccuracy(summary.accuracyPercent)}%</dd>
        </div>
      </dl>
      <p className="completion-bests">
        High score {summary.highScore} · Best time {formatSeconds(summary.bestTimeMs)} s
      </p>
      {children}
      <div className="completion-actions">
        <button type="button" className="btn btn-primary btn-large" onClick={onPlayAgain}>
          Play again
        </button>
        <button type="button" className="btn btn-secondary btn-large" onClick={onReturn}>
          {returnLabel}
        </button>
      </div>
    </section>
  );
}
