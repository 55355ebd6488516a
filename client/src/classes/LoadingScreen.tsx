import type { ServerData } from '../lib/use-server-data';
import { LoadStatus } from '../ui/LoadStatus';
import { ScreenHead } from './ScreenHead';

interface LoadingScreenProps {
  title: string;
  backLabel: string;
  onBack: () => void;
  state: ServerData<unknown>;
  onRetry: () => void;
  what: string;
}

/** A class screen while its data loads or after it failed (with Retry): its head, and the status in a panel. */
export function LoadingScreen({ title, backLabel, onBack, ...status }: LoadingScreenProps) {
  return (
    <div className="classes-screen">
      <ScreenHead title={title} backLabel={backLabel} onBack={onBack} />
      <section className="panel">
        <LoadStatus {...status} />
      </section>
    </div>
  );
}
