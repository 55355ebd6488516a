import { useEffect, useRef } from 'react';
import type { MyProgress } from './progress-api';

/** The accuracy trend over the last 30 days: uPlot, fetched only when the chart is shown (its own chunk). */
export function AccuracyChart({ trend }: { trend: MyProgress['accuracyTrend'] }) {
  const hostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = hostRef.current;
    if (!host || trend.length === 0) return;
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const days = trend.map((point) => Date.parse(`${point.day}T00:00:00Z`) / 1000);
      chart = new UPlot(
        {
          width: Math.max(260, Math.min(640, host.clientWidth || 480)),
          height: 180,
          scales: { y: { range: [0, 100] } },
          series: [{}, { label: 'Accuracy %', stroke: '#4f7cff', width: 2, points: { show: true } }],
          axes: [{}, { values: (_u, ticks) => ticks.map((t) => `${t}%`) }],
        },
        [days, trend.map((point) => point.accuracy)],
        host,
      );
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [trend]);
  if (trend.length === 0) return <p className="muted">Play a game to start your accuracy trend.</p>;
  return (
    <figure className="accuracy-chart" data-testid="accuracy-chart">
      <div ref={hostRef} role="img" aria-label={`Accuracy over the last 30 days: ${trend.map((p) => `${p.day} ${p.accuracy}%`).join(', ')}`} />
      <figcaption className="muted">Average accuracy per day, last 30 days</figcaption>
    </figure>
  );
}
