import { Trans, useLingui } from '@lingui/react/macro';
import { refusedStatus, type ServerData } from '../lib/use-server-data';
import { AppLink } from '../ui/AppLink';
import { LoadStatus } from '../ui/LoadStatus';
import { classPaths } from './paths';
import { ScreenHead } from './ScreenHead';

interface LoadingScreenProps {
  title: string;
  backLabel: string;
  onBack: () => void;
  state: ServerData<unknown>;
  onRetry: () => void;
  what: string;
}

/**
 * A class screen while its data loads or after it failed: its head, and the status in a panel (Try again where it can
 * help). A refusal (a student opening a report, a removed student opening the class) heads the screen with what
 * happened, the server's reason under it, and the way on: the student's assignments and the dashboard.
 */
export function LoadingScreen({ title, backLabel, onBack, ...status }: LoadingScreenProps) {
  const { t } = useLingui();
  const refused = refusedStatus(status.state);
  const heading = refused === null ? title : refused === 404 ? t`This page does not exist` : t`This page is not open to you`;
  const wayOn = (
    <>
      <AppLink to={classPaths.myAssignments()} className="btn btn-primary">
        <Trans>My assignments</Trans>
      </AppLink>
      <AppLink to={classPaths.dashboard()} className="btn btn-secondary">
        <Trans>Your dashboard</Trans>
      </AppLink>
    </>
  );
  return (
    <div className="classes-screen">
      <ScreenHead title={heading} backLabel={backLabel} onBack={onBack} />
      <section className="panel">
        <LoadStatus {...status} wayOn={wayOn} />
      </section>
    </div>
  );
}
