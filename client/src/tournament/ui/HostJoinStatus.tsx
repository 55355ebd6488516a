import type { ReactNode } from 'react';

/** A projector not yet in its room: the first join's refusal, or `children` (connecting…) while it is under way. */
export function HostJoinStatus({ joinError, children }: { joinError: string | null; children: ReactNode }) {
  if (joinError) {
    return (
      <p className="panel error-message" role="alert">
        {joinError}
      </p>
    );
  }
  return (
    <p className="panel muted" role="status">
      {children}
    </p>
  );
}
