import type { Notice } from '../state';

/** Timed notices (a player quit, is waiting for another round, left the room), read politely by screen readers. */
export function Notices({ notices }: { notices: readonly Notice[] }) {
  return (
    <div className="competitive-notices" aria-live="polite" aria-atomic="false">
      {notices.map((n) => (
        <p key={n.id} className="competitive-notice">
          {n.text}
        </p>
      ))}
    </div>
  );
}
