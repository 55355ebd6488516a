import { useLingui } from '@lingui/react/macro';
import type { Standing } from '@matchdrop/shared';
import { accuracyText, secondsText } from './figures';
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
  const { t } = useLingui();
  return (
    <ProgressTable
      caption={title}
      headers={[t`#`, t`Player`, t`Score`, t`Accuracy`, t`Time`]}
      empty={t`No plays yet.`}
      testId={testId}
      rows={rows.map((row) => {
        const mine = row.user_id === highlightUserId;
        const name = row.username;
        return {
          key: row.user_id,
          mine,
          cells: [row.rank, mine ? t`${name} (you)` : name, row.score, accuracyText(row.accuracy), secondsText(row.time)],
        };
      })}
    />
  );
}
