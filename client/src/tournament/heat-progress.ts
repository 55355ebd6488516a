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

const heatDone = (h: HeatView) => h.racers.length > 0 && h.racers.every((r) => r.finished || r.matched >= h.pairCount);

/** How many heats have every player finished, for the projector's "2 of 5 heats done". */
export function heatsDone(heats: readonly HeatView[]): number {
  return heats.filter(heatDone).length;
}

/** Whole seconds left until `deadline` (never below 0), for the "next round in 30 s" countdown. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1_000));
}

/** Past this many heats the presentation shows only the leading ones: more tiles would not be readable at 10 m. */
const PRESENTED_HEATS_MAX = 24;

const bestMatched = (h: HeatView) => Math.max(0, ...h.racers.map((r) => r.matched));

/**
 * The heats a wall shows during a round: all of them up to PRESENTED_HEATS_MAX; past that, the races still on
 * with the most pairs matched (the ones about to finish), in heat order so a tile does not jump around.
 */
export function presentedHeats(heats: readonly HeatView[], max = PRESENTED_HEATS_MAX): HeatView[] {
  if (heats.length <= max) return [...heats];
  const running = heats.filter((h) => !heatDone(h));
  const pool = running.length > 0 ? running : [...heats];
  const top = [...pool].sort((a, b) => bestMatched(b) - bestMatched(a) || a.heat - b.heat).slice(0, max / 2);
  return top.sort((a, b) => a.heat - b.heat);
}
