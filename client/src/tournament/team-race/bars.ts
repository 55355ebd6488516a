import { TEAM_RACE, type TeamIdentity, type TeamProgress } from '@matchdrop/shared';

export interface TeamBar {
  team: TeamIdentity;
  run: number;
  correct: number;
  /** The run as a share of the goal, 0–100. */
  percent: number;
}

/**
 * R-TEAM-12: the projector's bars. Up to TEAM_RACE.projectorTop teams, every team in its fixed order (a bar that
 * jumps about is hard to follow); past that, the closest races on top (the longest runs, then the most right
 * matches) and only the top ones shown, with how many more are racing.
 */
export function projectorBars(teams: readonly TeamIdentity[], progress: readonly TeamProgress[], goal: number): { bars: TeamBar[]; more: number } {
  const byTeam = new Map(progress.map((p) => [p.team, p]));
  const bars = teams.map((team) => {
    const bar = byTeam.get(team.index);
    const run = bar?.run ?? 0;
    return { team, run, correct: bar?.correct ?? 0, percent: goal > 0 ? Math.min(100, Math.round((run / goal) * 100)) : 0 };
  });
  if (bars.length <= TEAM_RACE.projectorTop) return { bars, more: 0 };
  const closest = [...bars].sort((a, b) => b.run - a.run || b.correct - a.correct || a.team.index - b.team.index);
  return { bars: closest.slice(0, TEAM_RACE.projectorTop), more: closest.length - TEAM_RACE.projectorTop };
}
