import type { LeaveReason } from './net/room-connection';

/** What the player is told when they are back at Select because the room ended for them. null: they chose to leave. */
export function exitMessage(reason: LeaveReason): string | null {
  switch (reason) {
    case 'left':
    case 'quit':
      return null;
    case 'removed':
      return 'The host removed you from the room';
    case 'suspended':
      return 'Your account has been suspended';
    case 'replaced':
      return 'You joined this room from another window';
    case 'lost':
      return 'Connection to the room was lost';
    case 'closed':
      return 'The room was closed';
    case 'server_stopped':
      return 'The room ended because its server stopped. Create or join another room.';
    case 'server_restarting':
      return 'The room ended because the server is restarting. Create or join another room in a moment.';
  }
}
