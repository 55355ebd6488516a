import type { TournamentSummary } from '@matchdrop/shared';
import { useOpenTournament } from '../tournament-nav';

/** One of the host's tournaments, as the dashboard lists it. */
export type PastTournament = TournamentSummary;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function shownDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** The host's tournaments, newest first, each opening its results (podium, table, CSV) on the projector view. */
export function PastTournaments({ tournaments }: { tournaments: readonly PastTournament[] }) {
  const open = useOpenTournament();
  if (tournaments.length === 0) return <p className="muted">You have not hosted a tournament yet. Host one from the Competition screen.</p>;
  return (
    <ul className="past-tournaments" aria-label="Your tournaments">
      {tournaments.map((t) => (
        <li key={t.code} className="past-tournament">
          <span>
            <strong>{t.gameName}</strong> · {shownDate(t.createdAt)}
          </span>
          <span className="muted">
            {t.playerCount} {t.playerCount === 1 ? 'player' : 'players'} · {t.status === 'finished' ? (t.winner ? `won by ${t.winner}` : 'finished') : 'not finished'}
          </span>
          <button type="button" className="btn btn-secondary" onClick={() => open({ kind: 'code', code: t.code })} aria-label={`Results of tournament ${t.code}`}>
            {t.status === 'finished' ? 'Results' : 'Open'}
          </button>
        </li>
      ))}
    </ul>
  );
}
