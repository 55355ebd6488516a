import { nicknameKey } from '@matchdrop/shared';
import type { SeatEvent } from '../../live-mode/reducer.js';
import { watchAbandonment } from '../../live-mode/reducer.js';
import { joinVerdict, seatVerdict } from '../../live-mode/seats.js';
import type { Ctx } from './context.js';
import { changed, refuse, send } from './context.js';
import { announceTeams, endRound, fieldFor, finish, joinRunningRound, leaveRound, teamViewOf } from './round.js';
import { joinSmallest } from './teams.js';
import { playerViews } from './view.js';

/**
 * The race's lobby and connection events (who sits in it, who is connected, the host's seat controls). The seat
 * rules themselves are every live mode's (live-mode/seats.ts); what is the race's own is where a player lands:
 * a latecomer joins the smallest team, someone back after a reload gets their team and field again.
 */

type Handler<K extends SeatEvent['type']> = (ctx: Ctx, event: Extract<SeatEvent, { type: K }>) => void;

export const byHost = (ctx: Ctx, by: string): boolean => {
  const host = by === ctx.state.hostUserId;
  if (!host) refuse(ctx, 'host_only');
  return host;
};

function setConnected(ctx: Ctx, playerId: string, connected: boolean): boolean {
  const { state } = ctx;
  if (!state.players.some((p) => p.id === playerId)) return false;
  state.players = state.players.map((p) => (p.id === playerId ? { ...p, connected } : p));
  // The host's lobby list says who is here (R-TEAM-14): Start needs enough connected players, not only joined ones.
  send(ctx, 'host', { type: 'players', payload: { players: playerViews(state) } });
  watchAbandonment(ctx);
  return true;
}

/** Connected: a latecomer lands in the smallest team (in a running round at once); someone back gets their team and field. */
function arrived(ctx: Ctx, playerId: string): void {
  const { state } = ctx;
  const inTeams = state.teams.some((t) => t.includes(playerId));
  if (!inTeams && state.status === 'playing') return joinRunningRound(ctx, playerId);
  if (!inTeams && state.status === 'teams') {
    const teams = state.teams.map((t) => [...t]);
    const index = joinSmallest(teams, playerId);
    state.teams = teams;
    return announceTeams(ctx, index);
  }
  if (!inTeams || state.status === 'lobby') return;
  const team = teamViewOf(state, playerId);
  if (team) send(ctx, { player: playerId }, { type: 'teams', payload: { round: state.roundsDone + 1, teams: [team] } });
  const round = state.round;
  const play = round && state.status === 'playing' ? round.teams[round.seats[playerId] ?? -1] : undefined;
  if (round && play) send(ctx, { player: playerId }, { type: 'field', payload: fieldFor(round, play, playerId, state.game.languages) });
}

function putOut(ctx: Ctx, playerId: string, reason: string): void {
  const { state } = ctx;
  const team = state.teams.findIndex((t) => t.includes(playerId));
  state.players = state.players.filter((p) => p.id !== playerId);
  state.teams = state.teams.map((t) => t.filter((id) => id !== playerId));
  send(ctx, { player: playerId }, { type: 'removed', payload: { reason } });
  ctx.effects.push({ kind: 'close', playerId });
  if (team >= 0) announceTeams(ctx, team);
  changed(ctx);
  watchAbandonment(ctx);
}

/** The race ends now (the host's End, or abandoned after a round): a round being played ends without a winner, and is the last one. */
export function endRace(ctx: Ctx): void {
  if (ctx.state.status === 'finished') return;
  if (ctx.state.status !== 'playing') return finish(ctx);
  ctx.state.settings = { ...ctx.state.settings, rounds: ctx.state.roundsDone + 1 };
  endRound(ctx, null);
}

export const SEAT_HANDLERS: { [K in SeatEvent['type']]: Handler<K> } = {
  opened: (ctx) => watchAbandonment(ctx),
  join: (ctx, { player }) => {
    if (player.userId === null && ctx.state.settings.accountsOnly) return refuse(ctx, 'accounts_only');
    if (ctx.state.removedNames.includes(nicknameKey(player.name))) return refuse(ctx, 'nickname_removed');
    const verdict = joinVerdict(ctx.state, player);
    if (verdict === 'again') return;
    if (verdict !== null) return refuse(ctx, verdict);
    const id = String(ctx.state.nextPlayerId);
    ctx.state.nextPlayerId += 1;
    ctx.state.players = [...ctx.state.players, { id, ...player, key: nicknameKey(player.name), connected: false }];
    changed(ctx);
  },
  connected: (ctx, { playerId, code }) => {
    const verdict = seatVerdict(ctx.state, playerId, code);
    if (verdict !== null) return refuse(ctx, verdict);
    if (setConnected(ctx, playerId, true)) arrived(ctx, playerId);
  },
  dropped: (ctx, { playerId }) => void setConnected(ctx, playerId, false),
  host_connected: (ctx, { userId }) => {
    if (userId !== ctx.state.hostUserId) return refuse(ctx, 'projector_host_only');
    ctx.state.hosts += 1;
    watchAbandonment(ctx);
  },
  host_dropped: (ctx) => {
    ctx.state.hosts = Math.max(0, ctx.state.hosts - 1);
    watchAbandonment(ctx);
  },
  // R-TEAM-10: gone for good, their items go to their teammates.
  gone: (ctx, { playerId }) => {
    leaveRound(ctx, playerId);
    watchAbandonment(ctx);
  },
  // A suspended account is put out whatever the phase; mid-round its items go to its teammates first.
  suspended: (ctx, { userId, reason }) => {
    const player = ctx.state.players.find((p) => p.userId === userId);
    if (!player) return;
    if (!ctx.state.barredUsers.includes(userId)) ctx.state.barredUsers = [...ctx.state.barredUsers, userId];
    send(ctx, { player: player.id }, { type: 'error', payload: { status: 403, message: reason, code: 'account_suspended' } });
    leaveRound(ctx, player.id);
    putOut(ctx, player.id, reason);
  },
  remove: (ctx, { by, playerId }) => {
    if (!byHost(ctx, by)) return;
    if (ctx.state.status === 'playing') return refuse(ctx, 'remove_mid_round');
    if (!ctx.state.players.some((p) => p.id === playerId)) return refuse(ctx, 'player_not_found');
    const removed = ctx.state.players.find((p) => p.id === playerId);
    if (removed) ctx.state.removedNames = [...ctx.state.removedNames, removed.key];
    putOut(ctx, playerId, 'The host removed you from the race');
  },
  lock: (ctx, { by, locked }) => {
    if (!byHost(ctx, by)) return;
    ctx.state.locked = locked;
    changed(ctx);
  },
  end: (ctx, { by }) => {
    if (byHost(ctx, by)) endRace(ctx);
  },
};
