import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatTotalTime, moveLabel, ordinal, standingLines, type StandingRow } from '../standings-view';

interface StandingsTableProps {
  standings: readonly StandingRow[];
  /** The viewer's own name, highlighted in the table. */
  highlight?: string;
  caption: string;
}

/** A column heading: its full words, and on a phone a short form (both read the same to screen readers). */
function Heading({ full, short }: { full: string; short: string }) {
  return (
    <th scope="col" className="num" aria-label={full}>
      <span className="col-full">{full}</span>
      <span className="col-short" aria-hidden="true">
        {short}
      </span>
    </th>
  );
}

/** The standings: place, mover since the last round, player, tournament points, correct, accuracy, total time. */
export function StandingsTable({ standings, highlight, caption }: StandingsTableProps) {
  const lines = standingLines(standings);
  const mine = highlight?.toLocaleLowerCase();
  const { t } = useLingui();
  return (
    <div className="standings-scroll">
      <table className="standings" aria-label={caption}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Place</Trans>
            </th>
            <th scope="col">
              <span className="visually-hidden">
                <Trans>Change</Trans>
              </span>
            </th>
            <th scope="col">
              <Trans>Player</Trans>
            </th>
            <Heading full={t`Tournament points`} short={t({ message: 'Pts', comment: 'Short column heading for tournament points on a phone' })} />
            <Heading full={t`Correct`} short="✓" />
            <Heading full={t`Accuracy`} short={t({ message: 'Acc.', comment: 'Short column heading for accuracy on a phone' })} />
            <Heading full={t`Time`} short={t({ message: 'Time', comment: 'Short column heading for total time on a phone', context: 'short' })} />
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const move = moveLabel(line.move);
            return (
              <tr key={line.playerId} data-me={line.name.toLocaleLowerCase() === mine || undefined}>
                <td>{ordinal(line.place)}</td>
                <td className={`move move-${line.move.kind}`}>
                  <span aria-hidden="true">{move.text}</span>
                  <span className="visually-hidden">{move.spoken}</span>
                </td>
                <th scope="row">{line.name}</th>
                <td className="num">{line.totalScore}</td>
                <td className="num">{line.totalCorrect}</td>
                <td className="num">{line.accuracy === null ? '–' : t`${ph({ accuracy: line.accuracy })}%`}</td>
                <td className="num">{formatTotalTime(line.totalTimeMs)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
