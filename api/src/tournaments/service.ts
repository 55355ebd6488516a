import type { Database, Kysely } from '@matchdrop/db';
import { TOURNAMENT_PLAYERS_MAX } from '@matchdrop/shared';
import type { GetTournamentResponse, StandingRow, TournamentSummary, TournamentView } from '@matchdrop/shared';
import type { Response } from 'express';
import { HttpError } from '../http/http-error.js';
import type { TournamentOutcome, TournamentRooms } from './port.js';
import { findStoredTournament, listHostedTournaments, type StoredTournament } from './repository.js';

export const TOURNAMENT_NOT_FOUND = 'Tournament not found';

/** The value of a rooms outcome, or its refusal as the API's error (a 503 keeps its Retry-After). */
export async function valueOf<T>(res: Response, outcome: Promise<TournamentOutcome<T>>): Promise<T> {
  const answer = await outcome;
  if (answer.ok) return answer.value;
  if (answer.retryAfterSeconds !== undefined) res.set('Retry-After', String(answer.retryAfterSeconds));
  const retry = answer.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: answer.retryAfterSeconds };
  throw new HttpError(answer.status, answer.code, answer.error, { ...answer.values, ...retry });
}

/** A finished tournament whose room is gone, as the stored row remembers it (everyone listed, nobody connected). */
function storedView(row: StoredTournament): TournamentView {
  const standings = row.standings as StandingRow[];
  return {
    code: row.code,
    joinUrl: `/t/${row.code}`,
    status: row.status,
    round: Math.max(0, ...standings.map((s) => s.roundsPlayed)),
    rounds: row.rounds,
    locked: true,
    hostName: row.host_name,
    gameName: row.game_name,
    pairCount: row.pair_count,
    heatSize: row.heat_size,
    roundSeconds: row.round_seconds,
    accountsOnly: row.accounts_only,
    playerCount: standings.length,
    playersMax: Math.max(TOURNAMENT_PLAYERS_MAX, standings.length),
    players: standings.map((s) => ({ id: s.playerId, name: s.name, guest: true, connected: false })),
    standings,
  };
}

/** The live room's view while it lives, else the stored one; 404 when neither exists. */
async function liveOrStored(db: Kysely<Database>, rooms: TournamentRooms, code: string, scope: 'full' | 'public'): Promise<{ view: TournamentView; live: boolean }> {
  const live = await rooms.liveView(code, scope);
  if (live) return { view: live, live: true };
  const row = await findStoredTournament(db, code);
  if (!row) throw new HttpError(404, 'tournament_not_found', TOURNAMENT_NOT_FOUND);
  return { view: storedView(row), live: false };
}

export async function tournamentView(db: Kysely<Database>, rooms: TournamentRooms, code: string, scope: 'full' | 'public'): Promise<TournamentView> {
  return (await liveOrStored(db, rooms, code, scope)).view;
}

/**
 * R-TOURN-6: what anyone with the code reads, a page of the standings with their total and the caller's own row (by
 * their seat), so a hall of phones does not each fetch every row. A live room's players are already its lobby page;
 * a stored tournament's would be everyone, so they are the players of the page's rows.
 */
export async function tournamentPage(
  db: Kysely<Database>,
  rooms: TournamentRooms,
  code: string,
  page: { offset: number; limit: number },
  playerId: string | null,
): Promise<GetTournamentResponse> {
  const { view, live } = await liveOrStored(db, rooms, code, 'public');
  const standings = view.standings.slice(page.offset, page.offset + page.limit);
  const shown = new Set(standings.map((row) => row.playerId));
  const players = live ? view.players : view.players.filter((p) => shown.has(p.id));
  const myStanding = playerId === null ? null : (view.standings.find((row) => row.playerId === playerId) ?? null);
  return { tournament: { ...view, players, standings }, standingsTotal: view.standings.length, myStanding };
}

/** Only the host reads the results file. */
export async function checkHost(db: Kysely<Database>, rooms: TournamentRooms, code: string, userId: number): Promise<void> {
  const host = (await rooms.liveHost(code)) ?? (await findStoredTournament(db, code))?.host_user_id ?? null;
  if (host === null) throw new HttpError(404, 'tournament_not_found', TOURNAMENT_NOT_FOUND);
  if (host !== userId) throw new HttpError(403, 'host_only', 'Only the host can download the results');
}

export async function hostedTournaments(db: Kysely<Database>, hostUserId: number): Promise<TournamentSummary[]> {
  const rows = await listHostedTournaments(db, hostUserId);
  return rows.map((r) => ({
    code: r.code,
    gameName: r.game_name,
    status: r.status,
    rounds: r.rounds,
    playerCount: r.player_count,
    createdAt: r.created_at.toISOString(),
    finishedAt: r.finished_at?.toISOString() ?? null,
    winner: r.status === 'finished' ? ((r.standings as StandingRow[])[0]?.name ?? null) : null,
  }));
}
