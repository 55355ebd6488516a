import { Trans, useLingui } from '@lingui/react/macro';
import { listMyTournaments } from '../net/rest';
import { PastSection } from './PastSection';
import { PastTournaments } from './PastTournaments';

/** The dashboard's "Your tournaments": the host's past tournaments with a way to their results. */
export function PastTournamentsSection() {
  const { t } = useLingui();
  return (
    <PastSection
      id="past-tournaments-heading"
      title={<Trans>Your tournaments</Trans>}
      loading={<Trans>Loading your tournaments…</Trans>}
      failed={t`Your tournaments could not be loaded.`}
      load={listMyTournaments}
    >
      {(tournaments) => <PastTournaments tournaments={tournaments} />}
    </PastSection>
  );
}
