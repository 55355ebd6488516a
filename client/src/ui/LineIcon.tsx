import type { ReactNode } from 'react';

/** An 18-px line icon drawn in the text's colour, hidden from screen readers: its button carries the name. */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {children}
    </svg>
  );
}

/**
 * A header button's face: the icon, the word and the count, as "Review (3)". The header hides the word (`wordClass`,
 * header.css), and the button's accessible name and tooltip say it all.
 */
export function IconWordCount({ icon, word, wordClass, count }: { icon: ReactNode; word: ReactNode; wordClass: string; count: number }) {
  return (
    <>
      <LineIcon>{icon}</LineIcon>
      <span className={wordClass}>{word}</span> ({count})
    </>
  );
}
