import type { Client } from '@colyseus/core';
import { ROOM_MESSAGES_PER_SECOND } from '@matchdrop/shared';
import type { CompetitiveServerMessages } from '@matchdrop/shared';
import type { AuthenticatedPlayer } from './auth.js';
import { MessageBudget } from './rate-limit.js';

/** What the room keeps on each connection: whose seat it is and how many messages it may still send. */
export interface Seat {
  userId: string;
  username: string;
  budget: MessageBudget;
  /** When the player's token was issued (ms): kept with the seat, which survives a reconnection, for the session watch. */
  issuedAtMs: number;
}

/** A competitive room connection: its seat, the player onAuth found, and the messages it can receive. */
export type SeatClient = Client<{ userData: Seat; auth: AuthenticatedPlayer; messages: CompetitiveServerMessages }>;

/** The room's user ids are the account ids in decimal. */
export function seatFor(player: AuthenticatedPlayer, now: number): Seat {
  return { userId: String(player.userId), username: player.username, budget: new MessageBudget(ROOM_MESSAGES_PER_SECOND, now), issuedAtMs: player.issuedAtMs };
}
