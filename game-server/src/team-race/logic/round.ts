import { createRng, languagesOfItems, selectPairs, teamIdentity, teamPodium } from '@matchdrop/shared';
import type { ItemSides, TeamFieldPayload, TeamView } from '@matchdrop/shared';
import type { Ctx } from './context.js';
import { cancel, changed, refuse, schedule, send, setTeam } from './context.js';
import { openingDeal, pairsOnField, redealLeaver } from './deal.js';
import { teamRaceReport } from './report.js';
import { answer, offer } from './run.js';
import { emptyTeamTotals, teamStandings } from './standings.js';
import { joinSmallest, keepTeams, makeTeams } from './teams.js';
import type { RaceRound, TeamPlay, TeamRaceState } from './types.js';

/** How long a finished race's room stays up for late readers of the podium. */
const FINISHED_LINGER_MS = 10 * 60_000;

export const present = (state: TeamRaceState): string[] => state.players.filter((p) => p.connected).map((p) => p.id);

const roundGoal = (state: TeamRaceState, pairCount: number): number => state.settings.goal ?? pairCount;

export function teamViews(state: TeamRaceState, teams: readonly (readonly string[])[] = state.teams): TeamView[] {
  const byId = new Map(state.players.map((p) => [p.id, p]));
  return teams.map((ids, index) => ({
    ...teamIdentity(index),
    members: ids.flatMap((id) => {
      const p = byId.get(id);
      return p ? [{ id: p.id, name: p.name, guest: p.userId === null, connected: p.connected }] : [];
    }),
  }));
}

/** The player's team as shown to them, or undefined outside the teams. */
export function teamViewOf(state: TeamRaceState, playerId: string): TeamView | undefined {
  const index = state.teams.findIndex((t) => t.includes(playerId));
  return index < 0 ? undefined : teamViews(state).at(index);
}

/**
 * The teams to everyone: the host all of them, each player their own (shown big: "You are the Otters"). `only`: the
 * one team that changed (a latecomer joined it, a member was put out): its members are told, the rest are not, so a
 * player coming or going does not cost a message to every phone in the hall.
 */
export function announceTeams(ctx: Ctx, only?: number): void {
  const { state } = ctx;
  const views = teamViews(state);
  const round = state.roundsDone + 1;
  send(ctx, 'host', { type: 'teams', payload: { round, teams: views } });
  views.forEach((view, index) => {
    if (only !== undefined && index !== only) return;
    for (const m of view.members) send(ctx, { player: m.id }, { type: 'teams', payload: { round, teams: [view] } });
  });
}

/** `languages`: the game's sides, when it has them (R-PIC-20: the phone speaks each item of the hand in its own). */
export function fieldFor(round: RaceRound, team: TeamPlay, memberId: string, languages: ItemSides | undefined): TeamFieldPayload {
  const hand = [...(team.hands[memberId] ?? [])];
  return {
    round: round.number,
    goal: round.goal,
    team: teamIdentity(team.index),
    hand,
    ...(languages && { handLanguages: languagesOfItems(languages, hand) }),
    upper: team.upper,
    run: team.run,
    best: team.best,
    correct: team.correct,
    last: team.last,
  };
}

/** Every member of the team gets the team's field with their own hand. */
function sendField(ctx: Ctx, team: TeamPlay): void {
  const round = ctx.state.round;
  if (!round) return;
  for (const id of team.members) send(ctx, { player: id }, { type: 'field', payload: fieldFor(round, team, id, ctx.state.game.languages) });
}

/** The teams shown (after Start, or a round's end): the first time, or when the host asks, made anew at random. */
export function formTeams(ctx: Ctx, seed: string, fresh: boolean): void {
  const { state } = ctx;
  const rng = createRng(`${seed}:teams`);
  const here = present(state);
  state.teams = fresh || state.settings.reshuffle ? makeTeams(here, state.settings.teamSize, rng, state.teams) : keepTeams(state.teams, here, state.settings.teamSize, rng);
  state.status = 'teams';
  announceTeams(ctx);
  changed(ctx);
}

/** The round begins for the shown teams, with who is here now (a team left with one player is merged first). */
export function beginRound(ctx: Ctx, seed: string): void {
  const { state, now } = ctx;
  const rng = createRng(seed);
  const here = present(state);
  const teams = keepTeams(state.teams, here, state.settings.teamSize, rng);
  if (teams.length !== state.teams.length || teams.some((t, i) => t.length !== state.teams[i]?.length)) {
    state.teams = teams;
    announceTeams(ctx);
  }
  const pairs = selectPairs(state.game.data, state.settings.pairCount, rng);
  const seats: Record<string, number> = {};
  const plays: TeamPlay[] = teams.map((members, index) => {
    members.forEach((id) => (seats[id] = index));
    // Every team gets the same pairs; each its own deal (its members differ).
    const { hands, deck } = openingDeal(members, pairs, pairsOnField(pairs.length, members.length), createRng(`${seed}:${index}:open`));
    return { index, members, hands, deck, upper: null, run: 0, best: 0, correct: 0, attempts: 0, lastCorrectMs: 0, last: null, dealt: 0, version: 0 };
  });
  const round: RaceRound = { number: state.roundsDone + 1, seed, pairs, goal: roundGoal(state, pairs.length), startedAt: now, teams: plays, seats };
  state.round = round;
  state.status = 'playing';
  state.pairsPlayed = [...state.pairsPlayed, ...pairs.filter(([a, b]) => !state.pairsPlayed.some(([x, y]) => x === a && y === b))];
  for (const team of plays) sendField(ctx, team);
  state.progressVersion += 1;
  changed(ctx);
}

/** The member's team this round, or null (with a refusal) when they are not racing. */
function teamOf(ctx: Ctx, playerId: string): TeamPlay | null {
  const round = ctx.state.round;
  const index = round?.seats[playerId];
  const team = index === undefined ? undefined : round?.teams[index];
  if (ctx.state.status !== 'playing' || !team) {
    refuse(ctx, 'not_racing');
    return null;
  }
  return team;
}

export function offerItem(ctx: Ctx, playerId: string, item: string): void {
  const team = teamOf(ctx, playerId);
  if (!team) return;
  const outcome = offer(team, playerId, item);
  if (!outcome.ok) return refuse(ctx, outcome.refusal);
  setTeam(ctx, outcome.team);
  sendField(ctx, outcome.team);
}

export function answerItem(ctx: Ctx, playerId: string, item: string): void {
  const team = teamOf(ctx, playerId);
  const round = ctx.state.round;
  if (!team || !round) return;
  const atMs = ctx.now - round.startedAt;
  const outcome = answer(team, playerId, item, round.pairs, round.seed, atMs);
  if (!outcome.ok) return refuse(ctx, outcome.refusal);
  const judged = outcome.team;
  const last = judged.last!;
  ctx.state.drops = [
    ...ctx.state.drops,
    { round: round.number, team: team.index, offeredBy: team.upper!.by, answeredBy: playerId, offered: last.offered, answered: last.answered, correct: last.correct, atMs },
  ];
  setTeam(ctx, judged);
  ctx.state.progressVersion += 1;
  sendField(ctx, judged);
  if (judged.run >= round.goal) endRound(ctx, judged.index);
}

/** A late joiner mid-round joins the smallest team; their hand fills as the team's next pairs are dealt. */
export function joinRunningRound(ctx: Ctx, playerId: string): void {
  const round = ctx.state.round;
  if (ctx.state.status !== 'playing' || !round || round.seats[playerId] !== undefined) return;
  const teams = ctx.state.teams.map((t) => [...t]);
  const index = joinSmallest(teams, playerId);
  ctx.state.teams = teams;
  const team = round.teams[index];
  if (!team) return;
  ctx.state.round = { ...round, seats: { ...round.seats, [playerId]: index } };
  const joined = { ...team, members: [...team.members, playerId], hands: { ...team.hands, [playerId]: [] } };
  setTeam(ctx, joined);
  announceTeams(ctx, index);
  sendField(ctx, joined);
}

/** R-TEAM-10: a member gone for good: their items are dealt to their teammates (the team can still finish). */
export function leaveRound(ctx: Ctx, playerId: string): void {
  const round = ctx.state.round;
  const index = round?.seats[playerId];
  const team = index === undefined ? undefined : round?.teams[index];
  if (ctx.state.status !== 'playing' || !round || !team || team.hands[playerId] === undefined) return;
  const connected = new Set(present(ctx.state));
  const holders = team.members.filter((id) => id !== playerId && connected.has(id) && team.hands[id] !== undefined);
  if (holders.length === 0) return;
  // The zone's item of the leaver goes back to their hand first, so it is dealt on with the rest.
  const upperBack = team.upper?.by === playerId ? { ...team.hands, [playerId]: [...(team.hands[playerId] ?? []), team.upper.item] } : team.hands;
  const { [playerId]: _left, ...hands } = redealLeaver(upperBack, playerId, holders, round.pairs);
  const next = { ...team, hands, upper: team.upper?.by === playerId ? null : team.upper };
  setTeam(ctx, next);
  sendField(ctx, next);
}

/** A team reached the goal (or the host ended the round: no winner): totals, standings, then the next teams or the end. */
export function endRound(ctx: Ctx, winner: number | null): void {
  const { state, now } = ctx;
  const round = state.round;
  if (!round) return;
  const totals = new Map(state.totals.map((t) => [t.team, { ...t }]));
  for (const team of round.teams) {
    const t = totals.get(team.index) ?? emptyTeamTotals(team.index);
    t.correct += team.correct;
    t.attempts += team.attempts;
    t.timeMs += team.lastCorrectMs;
    if (team.index === winner) t.roundsWon += 1;
    totals.set(team.index, t);
  }
  state.totals = [...totals.values()];
  state.winners = [...state.winners, { round: round.number, team: winner, members: winner === null ? [] : [...(round.teams[winner]?.members ?? [])] }];
  state.roundsDone = round.number;
  state.round = null;
  state.progressVersion += 1;
  ctx.effects.push({
    kind: 'persistRound',
    round: round.number,
    startedAt: round.startedAt,
    endedAt: now,
    drops: state.drops.filter((d) => d.round === round.number),
    played: round,
  });
  const standings = teamStandings(state.totals);
  const base = { round: round.number, rounds: state.settings.rounds, winner: winner === null ? null : teamIdentity(winner), standings };
  send(ctx, 'host', { type: 'round_ended', payload: { ...base, report: teamRaceReport(state.players, state.drops, state.pairsPlayed, state.winners) } });
  for (const p of state.players) send(ctx, { player: p.id }, { type: 'round_ended', payload: base });
  if (round.number >= state.settings.rounds) return finish(ctx);
  // R-TEAM-7: the next round's teams are shown at once (new ones by default), the host starts it.
  formTeams(ctx, `${round.seed}:next`, false);
}

export function finish(ctx: Ctx): void {
  const { state } = ctx;
  state.status = 'finished';
  const standings = teamStandings(state.totals);
  const podium = teamPodium(standings);
  send(ctx, 'host', { type: 'finished', payload: { podium, standings, report: teamRaceReport(state.players, state.drops, state.pairsPlayed, state.winners) } });
  for (const p of state.players) send(ctx, { player: p.id }, { type: 'finished', payload: { podium, standings } });
  ctx.effects.push({ kind: 'persistFinished' });
  cancel(ctx, 'abandoned');
  schedule(ctx, 'linger', ctx.now + FINISHED_LINGER_MS);
  changed(ctx);
}
