import { formatTotalTime, moveLabel, ordinal, standingLines, type StandingRow } from '../standings-view';

interface StandingsTableProps {
  standings: readonly StandingRow[];
  /** The viewer's own name, highlighted in the table. */
  highlight?: string;
  caption: string;
}

/** The standings: place, mover since the last round, player, total score, correct, accuracy, total time. */
export function StandingsTable({ standings, highlight, caption }: StandingsTableProps) {
  const lines = standingLines(standings);
  const mine = highlight?.toLocaleLowerCase();
  return (
    <div className="standings-scroll">
      <table className="standings" aria-label={caption}>
        <thead>
          <tr>
            <th scope="col">Place</th>
            <th scope="col">
              <span className="visually-hidden">Change</span>
            </th>
            <th scope="col">Player</th>
            <th scope="col" className="num">
              Score
            </th>
            <th scope="col" className="num">
              Correct
            </th>
            <th scope="col" className="num">
              Accuracy
            </th>
            <th scope="col" className="num">
              Time
            </th>
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
                <td className="num">{line.accuracy === null ? '–' : `${line.accuracy}%`}</td>
                <td className="num">{formatTotalTime(line.totalTimeMs)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
