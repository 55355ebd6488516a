import type { ApiEvents } from '@matchdrop/api';
import { disconnectUser, SESSION_END_MESSAGES } from '@matchdrop/game-server';
import type { Logger } from 'pino';

/** What a player still in a competitive room is told when their account is suspended. */
export const SUSPENDED_IN_ROOM = SESSION_END_MESSAGES.suspended;

/** Connects the API's events to the game server: a suspension closes the user's competitive connections at once. */
export function apiEvents(logger: Logger): ApiEvents {
  return {
    userSuspended(userId) {
      disconnectUser(userId, SUSPENDED_IN_ROOM).catch((err: unknown) =>
        logger.warn({ err, userId }, 'could not tell the other processes to close the suspended user’s competitive connections (this process closed its own)'),
      );
    },
  };
}
