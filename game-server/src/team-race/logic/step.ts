import { TEAM_RACE } from '@matchdrop/shared';
import type { Ctx } from './context.js';
import { newCtx, refuse } from './context.js';
import { answerItem, beginRound, formTeams, offerItem, present } from './round.js';
import { byHost, endRace, SEAT_HANDLERS } from './seat-events.js';
import type { StepResult, TeamRaceEvent, TeamRaceState } from './types.js';

/**
 * The team race's rules as a reducer (issue 36), like the tournament's: the room turns every message, connection
 * change and timer into an event and executes the effects. No clock, no randomness (the seed comes with the
 * event), no I/O; the given state is never modified.
 */
export function step(state: TeamRaceState, event: TeamRaceEvent, now: number): StepResult {
  const ctx = newCtx(state, now);
  handle(ctx, event);
  return { state: ctx.state, effects: ctx.effects, refusal: ctx.refusal };
}

/** R-TEAM-1: the host's team controls need two teams of two connected players. */
function hostMayForm(ctx: Ctx, by: string, status: TeamRaceState['status'], wrongTime: 'already_started' | 'no_teams_now' | 'no_round_now'): boolean {
  if (!byHost(ctx, by)) return false;
  if (ctx.state.status !== status) refuse(ctx, wrongTime);
  else if (present(ctx.state).length < TEAM_RACE.playersMin) refuse(ctx, 'need_two_teams');
  return ctx.refusal === null;
}

function handle(ctx: Ctx, event: TeamRaceEvent): void {
  switch (event.type) {
    case 'start':
      if (hostMayForm(ctx, event.by, 'lobby', 'already_started')) formTeams(ctx, event.seed, true);
      return;
    case 'reshuffle':
      if (hostMayForm(ctx, event.by, 'teams', 'no_teams_now')) formTeams(ctx, event.seed, true);
      return;
    case 'go':
      if (hostMayForm(ctx, event.by, 'teams', 'no_round_now')) beginRound(ctx, event.seed);
      return;
    case 'offer':
      return offerItem(ctx, event.playerId, event.item);
    case 'answer':
      return answerItem(ctx, event.playerId, event.item);
    case 'timer': {
      // A timer that was cancelled or re-armed may still fire in the adapter: only the pending deadline counts.
      if (ctx.state.timers[event.timer] !== event.at) return;
      const { [event.timer]: _fired, ...rest } = ctx.state.timers;
      ctx.state.timers = rest;
      // R-TEAM-11: a race abandoned once play began is stored as it stands (the host's report with it) before it goes.
      if (event.timer === 'abandoned' && (ctx.state.roundsDone > 0 || ctx.state.status === 'playing')) endRace(ctx);
      ctx.effects.push({ kind: 'dispose' });
      return;
    }
    default:
      return (SEAT_HANDLERS[event.type] as (ctx: Ctx, event: TeamRaceEvent) => void)(ctx, event);
  }
}
