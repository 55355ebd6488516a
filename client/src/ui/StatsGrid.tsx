import { freePlayStatCells, type FreePlayStatsView } from '../lib/free-play-stats';
import '../styles/stats.css';

/** The free-play stats grid. Purely presentational: the game scene owns the numbers. */
export function StatsGrid(props: FreePlayStatsView) {
  return (
    <dl className="stats-grid" aria-label="Free play statistics">
      {freePlayStatCells(props).map(({ key, label, value }) => (
        <div key={key} className="stat-card" data-stat={key}>
          <dt className="stat-label">{label}</dt>
          <dd className="stat-value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
