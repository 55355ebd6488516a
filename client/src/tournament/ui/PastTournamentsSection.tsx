import { Trans, useLingui } from '@lingui/react/macro';
import { useServerData } from '../../lib/use-server-data';
import { listMyTournaments } from '../net/rest';
import { PastTournaments } from './PastTournaments';
import '../tournament.css';

/** The dashboard's "Your tournaments": the host's past tournaments with a way to their results. */
export function PastTournamentsSection() {
  // listMyTournaments is a module function: one request per visit, again only on Retry.
  const { t } = useLingui();
  const { state, retry } = useServerData(listMyTournaments, t`Your tournaments could not be loaded.`);
  return (
    <section className="panel tournament past-tournaments-section" aria-labelledby="past-tournaments-heading">
      <h3 id="past-tournaments-heading">
        <Trans>Your tournaments</Trans>
      </h3>
      {state.status === 'loading' && (
        <p className="muted" role="status">
          <Trans>Loading your tournaments…</Trans>
        </p>
      )}
      {state.status === 'failed' && (
        <p className="error-message" role="alert">
          <Trans>Your tournaments could not be loaded.</Trans>{' '}
          <button type="button" className="btn btn-secondary" onClick={retry}>
            <Trans>Retry</Trans>
          </button>
        </p>
      )}
      {state.status === 'ready' && <PastTournaments tournaments={state.data} />}
    </section>
  );
}
