import { ph } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { TournamentSummary } from '@matchdrop/shared';
import { useOpenTournament } from '../tournament-nav';
import { shownDate } from './PastSection';

/** One of the host's tournaments, as the dashboard lists it. */
export type PastTournament = TournamentSummary;

/** The host's tournaments, newest first, each opening its results (podium, table, CSV) on the projector view. */
export function PastTournaments({ tournaments }: { tournaments: readonly PastTournament[] }) {
  const open = useOpenTournament();
  const { t } = useLingui();
  if (tournaments.length === 0) {
    return (
      <p className="muted">
        <Trans>You have not hosted a tournament yet. Host one from the Competition screen.</Trans>
      </p>
    );
  }
  return (
    <ul className="past-tournaments" aria-label={t`Your tournaments`}>
      {tournaments.map((past) => (
        <li key={past.code} className="past-tournament">
          <span>
            <strong>{past.gameName}</strong> · {shownDate(past.createdAt)}
          </span>
          <span className="muted">
            <Plural value={past.playerCount} one="# player" other="# players" /> ·{' '}
            {past.status === 'finished' ? (past.winner ? t`won by ${ph({ winner: past.winner })}` : t`finished`) : t`not finished`}
          </span>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => open({ kind: 'code', code: past.code })}
            aria-label={t`Results of tournament ${ph({ code: past.code })}`}
          >
            {past.status === 'finished' ? t`Results` : t`Open`}
          </button>
        </li>
      ))}
    </ul>
  );
}
