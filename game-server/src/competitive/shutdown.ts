import { CloseCode } from '@colyseus/core';
import type { Room } from '@colyseus/core';
import type { Database, Kysely } from '@matchdrop/db';
import { ROOM_SERVER_MESSAGES, SERVER_RESTARTING_MESSAGE } from '@matchdrop/shared';
import type { Logger } from 'pino';
import type { RoomState } from './logic/index.js';
import { interruptedRound, persistRound } from './persist.js';
import type { GameOrigin } from './persist.js';

/** The longest a shutdown waits for an interrupted round to be stored before the room closes anyway. */
const STORE_TIMEOUT_MS = 5_000;

export interface ShutdownContext {
  /** The room's logic as the shutdown found it. */
  logic: RoomState;
  game: GameOrigin;
  db?: Kysely<Database>;
  logger?: Logger;
}

/**
 * A room closed by a server shutdown (Colyseus calls onBeforeShutdown on every room, then waits for them to be
 * disposed): its players are told why — `room_closed` (server_restarting), then their connections close with
 * Colyseus's SERVER_SHUTDOWN code — and a round cut off mid-play is stored as interrupted (persist.ts), not as a
 * round in which everyone left with 0 points. The caller has closed the logic first, so the players leaving
 * afterwards end nothing.
 */
export async function closeForShutdown(room: Room, { logic, game, db, logger }: ShutdownContext): Promise<void> {
  room.broadcast(ROOM_SERVER_MESSAGES.room_closed, { reason: 'server_restarting', message: SERVER_RESTARTING_MESSAGE });
  const round = interruptedRound(logic, Date.now());
  if (round && db) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`not stored within ${STORE_TIMEOUT_MS} ms`)), STORE_TIMEOUT_MS);
    });
    await Promise.race([persistRound(db, round, game, { interrupted: true }), timeout])
      .catch((err: unknown) => logger?.error({ err, roomCode: logic.roomCode }, 'could not save an interrupted competitive round'))
      .finally(() => clearTimeout(timer));
  }
  await room.disconnect(CloseCode.SERVER_SHUTDOWN);
}
