import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { RoomConnection } from '../net/room-connection';
import { cumulativeRows, ordinal, roundRows } from '../results-view';
import type { CompetitiveState } from '../state';
import { ErrorMessage } from './ErrorMessage';

/** A results table's head: one column heading per label. */
function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

interface ResultsScreenProps {
  state: CompetitiveState;
  connection: RoomConnection;
  onStartAnotherRound: () => void;
  onDismissError: () => void;
}

/** R-ROOM-18 results: each player's placement, time, accuracy and score; the standings over all rounds; Start Another Round. */
export function ResultsScreen({ state, connection, onStartAnotherRound, onDismissError }: ResultsScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();
  const results = state.results;
  const roundNumber = results?.roundNumber ?? state.room.roundNumber;

  useEffect(() => {
    headingRef.current?.focus();
    connection.intents.updateUserStage('results');
  }, [connection, roundNumber]);

  if (!results) return null;
  const rows = roundRows(results.currentRound);
  const standings = cumulativeRows(results.cumulative);
  const waiting = state.stages.filter((s) => s.stage === 'waiting_room' && s.userId !== state.me);

  return (
    <section className="panel results" aria-labelledby="results-heading">
      <h2 id="results-heading" className="panel-title" ref={headingRef} tabIndex={-1}>
        <Trans>Round {roundNumber} results</Trans>
      </h2>
      <div className="table-wrap">
        <table className="results-table">
          <caption className="visually-hidden">
            <Trans>Results of round {roundNumber}</Trans>
          </caption>
          <ColumnHeads labels={[t`Place`, t`Player`, t`Time`, t`Accuracy`, t`Score`]} />
          <tbody>
            {rows.map((r) => (
              <tr key={r.userId} data-me={r.userId === state.me ? 'true' : undefined} data-testid="result-row">
                <td data-place={r.placement}>{ordinal(r.placement)}</td>
                <th scope="row">{r.username}</th>
                <td>{r.time}</td>
                <td>{r.accuracy}</td>
                <td>{r.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {standings.length > 0 && (
        <>
          <h3 className="results-subtitle">
            <Trans>Overall standings</Trans>
          </h3>
          <div className="table-wrap">
            <table className="results-table">
              <caption className="visually-hidden">
                <Trans>Standings over all rounds</Trans>
              </caption>
              <ColumnHeads labels={[t`Place`, t`Player`, t`Rounds`, t`Total score`, t`Accuracy`]} />
              <tbody>
                {standings.map((r) => (
                  <tr key={r.userId} data-me={r.userId === state.me ? 'true' : undefined}>
                    <td>{ordinal(r.placement)}</td>
                    <th scope="row">{r.username}</th>
                    <td>{r.rounds}</td>
                    <td>{r.totalScore}</td>
                    <td>{r.accuracy}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {waiting.length > 0 && (
        <p className="muted">
          <Trans>In the waiting room: {ph({ names: waiting.map((w) => w.username).join(', ') })}</Trans>
        </p>
      )}
      <ErrorMessage error={state.error} onDismiss={onDismissError} />
      <div className="lobby-actions">
        <button type="button" className="btn btn-primary btn-large" onClick={onStartAnotherRound}>
          <Trans>Start Another Round</Trans>
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => connection.leave()}>
          <Trans>Leave Room</Trans>
        </button>
      </div>
    </section>
  );
}
