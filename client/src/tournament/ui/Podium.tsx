import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ordinal, podiumSteps, type StandingRow } from '../standings-view';

const MEDALS: Record<number, string> = { 1: '🥇', 2: '🥈', 3: '🥉' };

/** The top 3 on a stage: in place order for screen readers, laid out 2nd, 1st, 3rd from the left. */
export function Podium({ standings }: { standings: readonly StandingRow[] }) {
  const steps = podiumSteps(standings);
  const { t } = useLingui();
  if (steps.length === 0) return null;
  return (
    <ol className="podium" aria-label={t`Podium`}>
      {steps.map((step) => (
        <li key={step.name} className={`podium-step podium-place-${Math.min(step.place, 3)}`} style={{ order: step.stage }}>
          <span className="podium-medal" aria-hidden="true">
            {MEDALS[step.place] ?? '🏅'}
          </span>
          <span className="podium-name">{step.name}</span>
          <span className="podium-score">
            <Trans>{ph({ points: step.totalScore })} pts</Trans>
          </span>
          <span className="podium-block">{ordinal(step.place)}</span>
        </li>
      ))}
    </ol>
  );
}
