import { TOURNAMENT_CLIENT_MESSAGE_SCHEMAS } from '@matchdrop/shared';
import type { TournamentClientMessageType } from '@matchdrop/shared';
import type { z } from 'zod';
import type { TournamentEvent } from './logic/index.js';
import type { TournamentSeat } from './room-options.js';

type Parsed = { [K in TournamentClientMessageType]: z.output<(typeof TOURNAMENT_CLIENT_MESSAGE_SCHEMAS)[K]> };

/**
 * The reducer event a client message stands for, with the sender's authenticated seat (never an id from the
 * payload): host actions carry the account that sent them (a player's carry none, and the reducer refuses them);
 * an attempt is a player's only. undefined when the payload does not fit its schema (the message is dropped).
 */
export function eventFor(type: TournamentClientMessageType, payload: unknown, seat: TournamentSeat, seed: string): TournamentEvent | undefined {
  const parsed = TOURNAMENT_CLIENT_MESSAGE_SCHEMAS[type].safeParse(payload);
  if (!parsed.success) return undefined;
  const message = { type, payload: parsed.data } as { [T in TournamentClientMessageType]: { type: T; payload: Parsed[T] } }[TournamentClientMessageType];
  const by = seat.role === 'host' ? seat.userId : '';
  switch (message.type) {
    case 'match_attempt':
      return seat.role === 'player' ? { type: 'attempt', playerId: seat.playerId, item1: message.payload.item1, item2: message.payload.item2 } : undefined;
    case 'start':
      return { type: 'start', by, seed };
    case 'next_round':
      return { type: 'next_round', by, seed };
    case 'remove_player':
      return { type: 'remove', by, playerId: message.payload.playerId };
    case 'lock':
      return { type: 'lock', by, locked: message.payload.locked };
    case 'end':
      return { type: 'end', by };
  }
}
