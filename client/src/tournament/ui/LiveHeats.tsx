import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RacerBar } from './RacerBar';
import { heatBars, heatsDone, type HeatView } from '../heat-progress';

/** Every heat's race during a round: one card per heat, a bar per player, leaders marked. */
export function LiveHeats({ heats }: { heats: readonly HeatView[] }) {
  const { t } = useLingui();
  return (
    <section className="live-heats" aria-labelledby="live-heats-heading">
      <h3 id="live-heats-heading" className="live-heats-title">
        <Trans>
          Heats{' '}
          <span className="muted">
            ({ph({ done: heatsDone(heats) })} of {ph({ total: heats.length })} done)
          </span>
        </Trans>
      </h3>
      <ul className="heat-grid">
        {heats.map((heat) => (
          <li key={heat.heat} className="heat-card" aria-label={t`Heat ${ph({ heat: heat.heat })}`}>
            <h4 className="heat-title">
              <Trans>Heat {ph({ heat: heat.heat })}</Trans>
            </h4>
            <ul className="heat-racers">
              {heatBars(heat).map((racer) => {
                const note = racer.finished ? t`finished` : racer.away ? t`away` : '';
                return (
                  <li key={racer.name} className="heat-racer" data-leading={racer.leading || undefined} data-state={note || undefined}>
                    <span className="heat-racer-name">
                      {racer.leading && <span aria-hidden="true">★ </span>}
                      {racer.name}
                      {note && <span className="heat-racer-note"> · {note}</span>}
                    </span>
                    <RacerBar
                      racer={racer}
                      heat={heat}
                      trackClass="progress-track heat-track"
                      fillClass="progress-fill"
                      valueText={
                        note
                          ? t`${ph({ matched: racer.matched })} of ${ph({ total: heat.pairCount })} pairs, ${note}`
                          : t`${ph({ matched: racer.matched })} of ${ph({ total: heat.pairCount })} pairs`
                      }
                    />
                    <span className="heat-racer-count" aria-hidden="true">
                      {racer.matched}/{heat.pairCount}
                    </span>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
