import { useLingui } from '@lingui/react/macro';
import { freePlayStatCells, type FreePlayStatsView } from '../lib/free-play-stats';
import '../styles/stats.css';

/** The free-play stats grid. Purely presentational: the game scene owns the numbers. */
export function StatsGrid(props: FreePlayStatsView) {
  // useLingui: the cells' words are made at render, and must be made again when the language changes.
  const { t } = useLingui();
  return (
    <dl className="stats-grid" aria-label={t`Free play statistics`}>
      {freePlayStatCells(props).map(({ key, label, value }) => (
        <div key={key} className="stat-card" data-stat={key}>
          <dt className="stat-label">{label}</dt>
          <dd className="stat-value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
