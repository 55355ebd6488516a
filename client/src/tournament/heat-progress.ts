/** One player's live figures in a heat, as the projector receives them. */
export interface HeatRacer {
  name: string;
  matched: number;
  finished: boolean;
  /** Away from the heat right now (lost signal); they may come back within 30 s. */
  away?: boolean;
  /** Round points, known once the racer finished (or the heat ended). */
  score?: number | null;
}

export interface HeatView {
  heat: number;
  pairCount: number;
  racers: readonly HeatRacer[];
}

export interface HeatBar extends HeatRacer {
  percent: number;
  leading: boolean;
}

/** A heat's bars, most pairs first (a close race reads top-down); the leaders (ties included) are marked. */
export function heatBars(heat: HeatView): HeatBar[] {
  const best = Math.max(0, ...heat.racers.map((r) => r.matched));
  return [...heat.racers]
    .sort((a, b) => b.matched - a.matched || a.name.localeCompare(b.name))
    .map((racer) => ({
      ...racer,
      percent: heat.pairCount > 0 ? Math.min(100, Math.round((racer.matched / heat.pairCount) * 100)) : 0,
      leading: best > 0 && racer.matched === best,
    }));
}

/** How many heats have every player finished, for the projector's "2 of 5 heats done". */
export function heatsDone(heats: readonly HeatView[]): number {
  return heats.filter((h) => h.racers.length > 0 && h.racers.every((r) => r.finished || r.matched >= h.pairCount)).length;
}

/** Whole seconds left until `deadline` (never below 0), for the "next round in 30 s" countdown. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1_000));
}
