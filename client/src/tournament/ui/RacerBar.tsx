/** One racer's progress in a heat, as a progress bar a screen reader can name: the heat tiles and the presentation share it. */
export function RacerBar({
  name,
  heat,
  pairCount,
  matched,
  percent,
  trackClass,
  fillClass,
  valueText,
}: {
  name: string;
  heat: number;
  pairCount: number;
  matched: number;
  percent: number;
  trackClass: string;
  fillClass: string;
  valueText?: string;
}) {
  return (
    <span
      role="progressbar"
      className={trackClass}
      aria-label={`${name} in heat ${heat}`}
      aria-valuemin={0}
      aria-valuemax={pairCount}
      aria-valuenow={matched}
      aria-valuetext={valueText}
    >
      <span className={fillClass} style={{ width: `${percent}%` }} />
    </span>
  );
}
