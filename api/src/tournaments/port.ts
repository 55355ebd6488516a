import type { CreateTournamentSettings, Refusal, TournamentView } from '@matchdrop/shared';

/** A live room's answer, or why not (a 503 carries its Retry-After). */
export type TournamentOutcome<T> = { ok: true; value: T } | Refusal;

/**
 * What the tournament REST calls need from the live tournament rooms (the game server, wired by the composition like
 * CompetitiveRooms). The API authenticates, validates and reads the stored tournaments; the rooms decide, through the
 * matchmaker, whichever process holds them.
 */
export interface TournamentRooms {
  create(host: { userId: number; username: string }, settings: CreateTournamentSettings): Promise<TournamentOutcome<TournamentView>>;
  /**
   * The live room's view, or null when no live room holds the code: 'full' lists every player and row (the host's
   * results file); 'public' what a player's phone gets (the latest joiners, the top of the standings), so a hall of
   * phones opening the page does not each fetch 2,000 names.
   */
  liveView(code: string, scope: 'full' | 'public'): Promise<TournamentView | null>;
  /** What the join needs of a live room (accounts only? the held seat, if still seated), or null without one. */
  joinInfo(code: string, playerId: string | null): Promise<{ accountsOnly: boolean; player: { id: string; name: string } | null } | null>;
  /** The live room's host, or null when no live room holds the code. */
  liveHost(code: string): Promise<number | null>;
  addPlayer(code: string, nickname: string, userId: number | null): Promise<TournamentOutcome<{ id: string; name: string }>>;
  /** The guest's seat token: signed, bound to the tournament and the player. */
  signSeat(code: string, playerId: string): string;
  /** The seat a token holds, or null when it is not one of ours (or expired). */
  seatOf(token: string): { code: string; playerId: string } | null;
}
