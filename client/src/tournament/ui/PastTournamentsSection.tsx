import { useEffect, useState } from 'react';
import { listMyTournaments } from '../net/rest';
import { PastTournaments, type PastTournament } from './PastTournaments';
import '../tournament.css';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; tournaments: PastTournament[] };

/** The dashboard's "Your tournaments": the host's past tournaments with a way to their results. */
export function PastTournamentsSection() {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    listMyTournaments().then(
      (tournaments) => current && setLoad({ kind: 'ready', tournaments }),
      () => current && setLoad({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return (
    <section className="panel tournament past-tournaments-section" aria-labelledby="past-tournaments-heading">
      <h3 id="past-tournaments-heading">Your tournaments</h3>
      {load.kind === 'loading' && (
        <p className="muted" role="status">
          Loading your tournaments…
        </p>
      )}
      {load.kind === 'failed' && (
        <p className="error-message" role="alert">
          Your tournaments could not be loaded.{' '}
          <button type="button" className="btn btn-secondary" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </button>
        </p>
      )}
      {load.kind === 'ready' && <PastTournaments tournaments={load.tournaments} />}
    </section>
  );
}
