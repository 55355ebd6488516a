import { Plural, useLingui } from '@lingui/react/macro';
import { teamPodium, type TeamStandingRow } from '@matchdrop/shared';
import { formatTotalTime, ordinal } from '../../standings-view';
import { DataTable } from './DataTable';
import { TeamName } from './TeamName';

const MEDALS = ['🥇', '🥈', '🥉'];

/** R-TEAM-6: the teams by rounds won, then right matches, then time; teams equal on all three share a place. */
export function TeamStandingsTable({ standings, caption }: { standings: readonly TeamStandingRow[]; caption: string }) {
  const { t } = useLingui();
  const columns = [{ label: t`Place` }, { label: t`Team` }, { label: t`Rounds won`, num: true }, { label: t`Right matches`, num: true }, { label: t`Time`, num: true }];
  const rows = standings.map((row) => ({
    key: row.team.index,
    cells: [ordinal(row.place), <TeamName key="team" team={row.team} />, row.roundsWon, row.correct, formatTotalTime(row.timeMs)],
  }));
  return <DataTable caption={caption} captionVisible={false} className="standings team-standings" columns={columns} rows={rows} rowHeader={1} />;
}

/** The teams placed 1st to 3rd (ties included), in place order, laid out 2nd, 1st, 3rd like the tournament's podium. */
export function TeamPodium({ standings }: { standings: readonly TeamStandingRow[] }) {
  const { t } = useLingui();
  const rows = teamPodium([...standings]);
  if (rows.length === 0) return null;
  const stage = (place: number) => (place === 1 ? 2 : place === 2 ? 1 : 3);
  return (
    <ol className="podium" aria-label={t`Podium`}>
      {rows.map((row) => (
        <li key={row.team.index} className={`podium-step podium-place-${Math.min(row.place, 3)}`} style={{ order: stage(row.place) }}>
          <span className="podium-medal" aria-hidden="true">
            {MEDALS[row.place - 1] ?? '🏅'}
          </span>
          <span className="podium-name">
            <TeamName team={row.team} />
          </span>
          <span className="podium-score">
            <Plural value={row.roundsWon} one="# round won" other="# rounds won" />
          </span>
          <span className="podium-block">{ordinal(row.place)}</span>
        </li>
      ))}
    </ol>
  );
}
