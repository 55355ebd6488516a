import { useServerData } from '../../lib/use-server-data';
import { listMyTournaments } from '../net/rest';
import { PastTournaments } from './PastTournaments';
import '../tournament.css';

/** The dashboard's "Your tournaments": the host's past tournaments with a way to their results. */
export function PastTournamentsSection() {
  // listMyTournaments is a module function: one request per visit, again only on Retry.
  const { state, retry } = useServerData(listMyTournaments, 'Your tournaments could not be loaded.');
  return (
    <section className="panel tournament past-tournaments-section" aria-labelledby="past-tournaments-heading">
      <h3 id="past-tournaments-heading">Your tournaments</h3>
      {state.status === 'loading' && (
        <p className="muted" role="status">
          Loading your tournaments…
        </p>
      )}
      {state.status === 'failed' && (
        <p className="error-message" role="alert">
          Your tournaments could not be loaded.{' '}
          <button type="button" className="btn btn-secondary" onClick={retry}>
            Retry
          </button>
        </p>
      )}
      {state.status === 'ready' && <PastTournaments tournaments={state.data} />}
    </section>
  );
}
