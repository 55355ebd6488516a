import { Trans } from '@lingui/react/macro';

/**
 * How tournament points are counted (R-TOURN-1), beside the standings: the one score a tournament player is
 * shown is in points, round points in a heat and their sum in the standings.
 */
export function PointsHelp() {
  return (
    <details className="points-help">
      <summary>
        <Trans>How are tournament points counted?</Trans>
      </summary>
      <p>
        <Trans>
          Each round, your heat gives you <strong>round points</strong>: accuracy (%) × 50 − seconds × 10 − a penalty for a slow game speed, never below 0, as in a competitive
          room. Your <strong>tournament points</strong> are your round points added up over the rounds.
        </Trans>
      </p>
      <p>
        <Trans>Equal points: more correct pairs go first, then the shorter total time. Players equal on all three share the place and are listed by nickname.</Trans>
      </p>
    </details>
  );
}
