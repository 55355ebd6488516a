import { lazyChunk } from '../lib/lazy-chunk';

// The tournament screens (with the QR code drawer and, once in a heat, the Colyseus SDK) load only when opened.
export const LazyTournament = lazyChunk(
  () => import('./TournamentMode').then((m) => m.TournamentMode),
  <p className="panel muted" role="status">
    Loading tournament…
  </p>,
);
