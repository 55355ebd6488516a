import { useLingui } from '@lingui/react/macro';
import { competitionStatCells, type CompetitionStatsView } from '../competition-stats';
import '../../styles/stats.css';

/** R-UI-2 stats grid in Competition: score, high score, streak, time, best time, remaining. */
export function CompetitionStats(props: CompetitionStatsView) {
  const { t } = useLingui();
  return (
    <dl className="stats-grid stats-grid--competition" aria-label={t`Competition statistics`}>
      {competitionStatCells(props).map(({ key, label, value }) => (
        <div key={key} className="stat-card" data-stat={key}>
          <dt className="stat-label">{label}</dt>
          <dd className="stat-value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
