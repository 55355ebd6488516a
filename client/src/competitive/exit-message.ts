import { t } from '@lingui/core/macro';
import type { LeaveReason } from './net/room-connection';

/** What the player is told when they are back at Select because the room ended for them. null: they chose to leave. */
export function exitMessage(reason: LeaveReason): string | null {
  switch (reason) {
    case 'left':
    case 'quit':
      return null;
    case 'removed':
      return t`The host removed you from the room`;
    case 'suspended':
      return t`Your account has been suspended`;
    case 'replaced':
      return t`You joined this room from another window`;
    case 'lost':
      return t`Connection to the room was lost`;
    case 'closed':
      return t`The room was closed`;
    case 'server_stopped':
      return t`The room ended because its server stopped. Create or join another room.`;
    case 'server_restarting':
      return t`The room ended because the server is restarting. Create or join another room in a moment.`;
  }
}
