import { RacerBar } from './RacerBar';
import { heatBars, heatsDone, type HeatView } from '../heat-progress';

/** Every heat's race during a round: one card per heat, a bar per player, leaders marked. */
export function LiveHeats({ heats }: { heats: readonly HeatView[] }) {
  return (
    <section className="live-heats" aria-labelledby="live-heats-heading">
      <h3 id="live-heats-heading" className="live-heats-title">
        Heats{' '}
        <span className="muted">
          ({heatsDone(heats)} of {heats.length} done)
        </span>
      </h3>
      <ul className="heat-grid">
        {heats.map((heat) => (
          <li key={heat.heat} className="heat-card" aria-label={`Heat ${heat.heat}`}>
            <h4 className="heat-title">Heat {heat.heat}</h4>
            <ul className="heat-racers">
              {heatBars(heat).map((racer) => {
                const note = racer.finished ? 'finished' : racer.away ? 'away' : '';
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
                      valueText={`${racer.matched} of ${heat.pairCount} pairs${note ? `, ${note}` : ''}`}
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
