import type { ReactNode } from 'react';
import '../styles/footer.css';

/** `children`: extra footer links (the admin login). */
export function Footer({ children }: { children?: ReactNode }) {
  return (
    <footer className="app-footer">
      <p>MatchDrop is a university project: a pair-matching game for learning.</p>
      {children}
    </footer>
  );
}
