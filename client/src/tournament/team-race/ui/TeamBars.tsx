import { ph } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import type { TeamIdentity, TeamProgress } from '@matchdrop/shared';
import { projectorBars } from '../bars';
import { teamName } from '../team-names';

/** R-TEAM-12: every team's run as a bar racing to the goal, each a progress bar a screen reader can name. */
export function TeamBars({ teams, progress, goal }: { teams: readonly TeamIdentity[]; progress: readonly TeamProgress[]; goal: number }) {
  const { t } = useLingui();
  const { bars, more } = projectorBars(teams, progress, goal);
  return (
    <div className="team-bars">
      <ul className="team-bar-list" aria-label={t`Teams racing to ${ph({ goal })}`}>
        {bars.map((bar) => {
          const name = teamName(bar.team, t);
          return (
            <li key={bar.team.index} className="team-bar-row">
              <span className="team-bar-name">{name}</span>
              <span
                className="team-bar-track"
                role="progressbar"
                aria-valuenow={bar.run}
                aria-valuetext={t`run ${ph({ run: bar.run })} of ${ph({ goal })}`}
                aria-label={name}
                aria-valuemax={goal}
                aria-valuemin={0}
              >
                <span className="team-bar-fill" style={{ width: `${bar.percent}%`, background: bar.team.colour }} />
              </span>
              <span className="team-bar-run" data-testid="team-run">
                {bar.run} / {goal}
              </span>
            </li>
          );
        })}
      </ul>
      {more > 0 && (
        <p className="muted">
          <Plural value={more} one="and # more team" other="and # more teams" />
        </p>
      )}
    </div>
  );
}
