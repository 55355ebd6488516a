import { TEAM_RACE_CLIENT_MESSAGE_SCHEMAS } from '@matchdrop/shared';
import type { TeamRaceClientMessageType } from '@matchdrop/shared';
import type { LiveSeat } from '../live-mode/room-parts.js';
import type { TeamRaceEvent } from './logic/types.js';

/**
 * The reducer event a client message stands for, with the sender's authenticated seat (R-TEAM-9: never a player id
 * from the payload, so nobody can drop for a teammate): host controls carry the account that sent them (a player's
 * carry none, and the reducer refuses them); offers and answers are a player's only. undefined when the payload
 * does not fit its schema (the message is dropped).
 */
export function teamRaceEventFor(type: TeamRaceClientMessageType, payload: unknown, seat: LiveSeat, seed: string): TeamRaceEvent | undefined {
  const parsed = TEAM_RACE_CLIENT_MESSAGE_SCHEMAS[type].safeParse(payload);
  if (!parsed.success) return undefined;
  const by = seat.role === 'host' ? seat.userId : '';
  const data = (parsed.data ?? {}) as { item?: string; playerId?: string; locked?: boolean };
  if (type === 'offer' || type === 'answer') return seat.role === 'player' ? { type, playerId: seat.playerId, item: data.item as string } : undefined;
  if (type === 'remove_player') return { type: 'remove', by, playerId: data.playerId as string };
  if (type === 'lock') return { type: 'lock', by, locked: data.locked as boolean };
  if (type === 'end') return { type: 'end', by };
  return { type, by, seed };
}
