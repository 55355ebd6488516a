import { Trans } from '@lingui/react/macro';
import { lazyChunk } from '../lib/lazy-chunk';

// The tournament screens (with the QR code drawer and, once in a heat, the Colyseus SDK) load only when opened.
export const LazyTournament = lazyChunk(
  () => import('./TournamentMode').then((m) => m.TournamentMode),
  <p className="panel muted" role="status">
    <Trans>Loading tournament…</Trans>
  </p>,
);

// The dashboard's past tournaments (with the tournament styles) load with the section, not with the account code.
export const LazyPastTournamentsSection = lazyChunk(() => import('./ui/PastTournamentsSection').then((m) => m.PastTournamentsSection), null);

// The team-race screens, like the tournament's, load only when opened.
export const LazyTeamRace = lazyChunk(
  () => import('./team-race/TeamRaceMode').then((m) => m.TeamRaceMode),
  <p className="panel muted" role="status">
    <Trans>Loading team race…</Trans>
  </p>,
);

// The dashboard's past team races, like its past tournaments.
export const LazyPastTeamRacesSection = lazyChunk(() => import('./team-race/ui/PastTeamRacesSection').then((m) => m.PastTeamRacesSection), null);
