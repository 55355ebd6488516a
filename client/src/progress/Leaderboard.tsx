import { formatAccuracy, formatSeconds, type Standing } from '@matchdrop/shared';
import { ProgressTable } from './ProgressTable';

interface LeaderboardProps {
  title: string;
  rows: readonly Standing[];
  /** The viewer's row is highlighted. */
  highlightUserId: number | null;
  testId?: string;
}

/** A game's leaderboard: place, player, best score, its accuracy and time. */
export function Leaderboard({ title, rows, highlightUserId, testId }: LeaderboardProps) {
  return (
    <ProgressTable
      caption={title}
      headers={['#', 'Player', 'Score', 'Accuracy', 'Time']}
      empty="No plays yet."
      testId={testId}
      rows={rows.map((row) => {
        const mine = row.user_id === highlightUserId;
        return {
          key: row.user_id,
          mine,
          cells: [row.rank, mine ? `${row.username} (you)` : row.username, row.score, `${formatAccuracy(row.accuracy)}%`, `${formatSeconds(row.time)} s`],
        };
      })}
    />
  );
}
