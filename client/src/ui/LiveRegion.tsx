import { useCallback, useState } from 'react';

interface Announcement {
  text: string;
  /** Changes with every announcement, so the same sentence twice is still read twice. */
  id: number;
}

/** The latest sentence for screen readers and the function that replaces it. */
export function useAnnouncer(): [Announcement | null, (text: string) => void] {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const announce = useCallback((text: string) => setAnnouncement((previous) => ({ text, id: (previous?.id ?? 0) + 1 })), []);
  return [announcement, announce];
}

/**
 * A visually hidden polite live region: screen readers read each new sentence (the score, each match
 * result) without moving focus. A new element per announcement makes a repeated sentence count as new.
 */
export function LiveRegion({ announcement }: { announcement: Announcement | null }) {
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="game-announcer">
      {announcement && <span key={announcement.id}>{announcement.text}</span>}
    </div>
  );
}
