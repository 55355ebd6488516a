import type { ParticipantView } from './room-wire.js';

/**
 * The host may remove a player the lobby shows as disconnected who is not ready (R-ROOM-5):
 * the server's rule, also deciding where the lobby offers Remove.
 */
export function isRemovableParticipant(participant: Pick<ParticipantView, 'ready' | 'disconnected'>): boolean {
  return participant.disconnected && !participant.ready;
}
