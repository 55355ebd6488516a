import type { ServerData } from '../lib/use-server-data';
import { LoadStatus } from '../ui/LoadStatus';

/** LoadStatus in a panel of its own: a class screen while its data loads or after it failed. */
export function LoadStatusPanel(props: { state: ServerData<unknown>; onRetry: () => void; what: string }) {
  return (
    <section className="panel">
      <LoadStatus {...props} />
    </section>
  );
}
