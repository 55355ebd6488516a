import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { accuracyText } from './figures';
import type { MyProgress } from './progress-api';

/** The x axis's steps: whole days, so no two ticks read the same date. */
const DAY_STEPS = [1, 2, 7, 14].map((days) => days * 86_400);

/** The accuracy trend over the last 30 days: uPlot, fetched only when the chart is shown (its own chunk). */
export function AccuracyChart({ trend }: { trend: MyProgress['accuracyTrend'] }) {
  const { t } = useLingui();
  const hostRef = useRef<HTMLDivElement>(null);
  // The labels follow the interface's language: the chart is drawn anew when it changes.
  const seriesLabel = t`Accuracy %`;
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
          // uPlot's own date labels are English: the days are written in the interface's language instead.
          series: [{ value: (_u, day) => (day === null ? '' : dayText(day)) }, { label: seriesLabel, stroke: '#4f7cff', width: 2, points: { show: true } }],
          axes: [{ incrs: DAY_STEPS, values: (_u, ticks) => ticks.map(dayText) }, { values: (_u, ticks) => ticks.map((tick) => `${i18n.number(tick)}%`) }],
        },
        [days, trend.map((point) => point.accuracy)],
        host,
      );
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [trend, seriesLabel]);
  if (trend.length === 0)
    return (
      <p className="muted">
        <Trans>Play a game to start your accuracy trend.</Trans>
      </p>
    );
  const points = trend.map((p) => `${dayText(Date.parse(`${p.day}T00:00:00Z`) / 1000)} ${accuracyText(p.accuracy)}`).join(', ');
  return (
    <figure className="accuracy-chart" data-testid="accuracy-chart">
      <div ref={hostRef} role="img" aria-label={t`Accuracy over the last 30 days: ${points}`} />
      <figcaption className="muted">
        <Trans>Average accuracy per day, last 30 days</Trans>
      </figcaption>
    </figure>
  );
}

/** A day of the trend (seconds since 1970, midnight UTC), as the interface's language writes a short date. */
function dayText(seconds: number): string {
  return i18n.date(new Date(seconds * 1000), { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
