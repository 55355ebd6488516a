import { Trans } from '@lingui/react/macro';
import { useState, type ComponentProps } from 'react';
import { lazyChunk } from '../lib/lazy-chunk';
import type { Theme } from '../lib/theme';
import type { Route, Screen } from '../routes';
import type { CompetitionEntry as CompetitionEntryType } from './CompetitionEntry';

// Competition is not the first page: its entry (the visitors' notice, the lazy competitive mode) loads when opened.
const CompetitionEntry = lazyChunk<ComponentProps<typeof CompetitionEntryType>>(
  () => import('./CompetitionEntry').then((m) => m.CompetitionEntry),
  <p className="panel muted" role="status">
    <Trans>Loading competition…</Trans>
  </p>,
);

/** Screens of free play: going to one of them ends the competition's visit (and a seat held in a room). */
const FREEPLAY: ReadonlySet<Screen> = new Set<Screen>(['home', 'play', 'play-builtin', 'play-game', 'review']);

interface CompetitionKeeperProps {
  route: Route;
  theme: Theme;
  paused: boolean;
  onRoom: (roomCode: string | null, replace: boolean) => void;
  onBack: () => void;
}

/**
 * Competition (R-ROOM-1, R-ROOM-7) at /competition and /rooms/:code. A visit to another screen (the dashboard,
 * a game page, a tournament) keeps the player's seat: the competition stays mounted, its room connection with
 * it, and is only hidden; it opens no modal dialog while hidden. Free play ends the visit, as it always did.
 */
export function CompetitionKeeper({ route, theme, paused, onRoom, onBack }: CompetitionKeeperProps) {
  const shown = route.screen === 'competition' || route.screen === 'room';
  const [kept, setKept] = useState(shown);
  if (shown && !kept) setKept(true);
  if (FREEPLAY.has(route.screen) && kept) setKept(false);
  if (!shown && !kept) return null;
  return (
    <div className="screen-keeper" hidden={!shown}>
      <CompetitionEntry theme={theme} paused={paused} onBack={onBack} roomCode={route.screen === 'room' ? route.code : null} visible={shown} onRoom={onRoom} />
    </div>
  );
}
