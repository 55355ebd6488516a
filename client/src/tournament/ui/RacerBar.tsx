import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { HeatBar, HeatView } from '../heat-progress';

/** One racer's progress in a heat, as a progress bar a screen reader can name: the heat tiles and the presentation share it. */
export function RacerBar({ racer, heat, trackClass, fillClass, valueText }: { racer: HeatBar; heat: HeatView; trackClass: string; fillClass: string; valueText?: string }) {
  const { t } = useLingui();
  return (
    <span
      role="progressbar"
      className={trackClass}
      aria-label={t`${ph({ name: racer.name })} in heat ${ph({ heat: heat.heat })}`}
      aria-valuemin={0}
      aria-valuemax={heat.pairCount}
      aria-valuenow={racer.matched}
      aria-valuetext={valueText}
    >
      <span className={fillClass} style={{ width: `${racer.percent}%` }} />
    </span>
  );
}
