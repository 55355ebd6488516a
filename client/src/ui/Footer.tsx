import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import '../styles/footer.css';

/** `children`: extra footer links (the admin login). */
export function Footer({ children }: { children?: ReactNode }) {
  return (
    <footer className="app-footer">
      <p>
        <Trans>MatchDrop is a university project: a pair-matching game for learning.</Trans>
      </p>
      {children}
    </footer>
  );
}
