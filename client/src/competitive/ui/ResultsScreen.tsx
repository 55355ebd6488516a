import { useEffect, useRef } from 'react';
import type { RoomConnection } from '../net/room-connection';
import { cumulativeRows, ordinal, roundRows } from '../results-view';
import type { CompetitiveState } from '../state';
import { ErrorMessage } from './ErrorMessage';

interface ResultsScreenProps {
  state: CompetitiveState;
  connection: RoomConnection;
  onStartAnotherRound: () => void;
  onDismissError: () => void;
}

/** R-ROOM-18 results: each player's placement, time, accuracy and score; the standings over all rounds; Start Another Round. */
export function ResultsScreen({ state, connection, onStartAnotherRound, onDismissError }: ResultsScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
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
        Round {roundNumber} results
      </h2>
      <div className="table-wrap">
        <table className="results-table">
          <caption className="visually-hidden">Results of round {roundNumber}</caption>
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col">Player</th>
              <th scope="col">Time</th>
              <th scope="col">Accuracy</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
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
          <h3 className="results-subtitle">Overall standings</h3>
          <div className="table-wrap">
            <table className="results-table">
              <caption className="visually-hidden">Standings over all rounds</caption>
              <thead>
                <tr>
                  <th scope="col">Place</th>
                  <th scope="col">Player</th>
                  <th scope="col">Rounds</th>
                  <th scope="col">Total score</th>
                  <th scope="col">Accuracy</th>
                </tr>
              </thead>
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
      {waiting.length > 0 && <p className="muted">In the waiting room: {waiting.map((w) => w.username).join(', ')}</p>}
      <ErrorMessage error={state.error} onDismiss={onDismissError} />
      <div className="lobby-actions">
        <button type="button" className="btn btn-primary btn-large" onClick={onStartAnotherRound}>
          Start Another Round
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => connection.leave()}>
          Leave Room
        </button>
      </div>
    </section>
  );
}
