import type { Room } from '@colyseus/core';
import { ROOM_BAD_FRAMES_MAX, ROOM_CLIENT_MESSAGE_SCHEMAS, ROOM_CLOSE_CODES } from '@matchdrop/shared';
import type { Logger } from 'pino';
import { readableFrame } from './frame-guard.js';
import type { SeatClient } from './seat.js';

const MESSAGE_TYPES: ReadonlySet<string> = new Set(Object.keys(ROOM_CLIENT_MESSAGE_SCHEMAS));

/** Colyseus's message entry point (declared private in its types, so reached through this view). */
interface MessageInternals {
  _onMessage(client: SeatClient, buffer: Uint8Array): void;
}

/**
 * Frames the room cannot read are dropped before Colyseus sees them (it would log a stack trace for each);
 * the connection's first one is logged as one warning line, and the ROOM_BAD_FRAMES_MAX-th closes it with
 * ROOM_CLOSE_CODES.badFrames. Installed once per room, in onCreate.
 */
export function guardFrames(room: Room, logger: Logger | undefined): void {
  const internals = room as unknown as MessageInternals;
  const onMessage = internals._onMessage.bind(room);
  const badFrames = new WeakMap<SeatClient, number>();
  internals._onMessage = (client, buffer) => {
    if (readableFrame(buffer, MESSAGE_TYPES)) return onMessage(client, buffer);
    const count = (badFrames.get(client) ?? 0) + 1;
    badFrames.set(client, count);
    if (count === 1) logger?.warn({ roomCode: room.roomId, userId: client.userData?.userId }, 'competitive room: unreadable websocket frame(s) from a connection');
    if (count === ROOM_BAD_FRAMES_MAX) client.leave(ROOM_CLOSE_CODES.badFrames);
  };
}

/**
 * A socket error (an oversized frame: the transport closes the connection with 1009) is one warning line
 * for the connection instead of the transport's error log with a stack trace.
 */
export function quietSocketErrors(client: SeatClient, roomCode: string, logger: Logger | undefined): void {
  const socket = client.ref as unknown as NodeJS.EventEmitter | undefined;
  if (!socket?.removeAllListeners) return;
  socket.removeAllListeners('error');
  let warned = false;
  socket.on('error', (err: Error) => {
    if (warned) return;
    warned = true;
    logger?.warn({ roomCode, userId: client.userData?.userId, reason: err.message }, 'competitive room: connection closed after a socket error');
  });
}

/** The TCP socket under a connection's websocket (the ws library's own field), if it has one. */
function tcpSocket(client: SeatClient): { cork(): void; uncork(): void } | undefined {
  return (client.ref as unknown as { _socket?: { cork(): void; uncork(): void } } | undefined)?._socket;
}

/**
 * Runs `work` with every connection corked, so that what it sends to one connection (a verdict, the progress
 * update every player gets, a state patch) leaves in one write instead of a system call per frame: the writes were
 * the largest cost of a match attempt (bench/rooms.ts). The frames and their order are unchanged.
 */
export function corked(clients: Iterable<SeatClient>, work: () => void): void {
  const sockets: { uncork(): void }[] = [];
  for (const client of clients) {
    const socket = tcpSocket(client);
    if (!socket) continue;
    socket.cork();
    sockets.push(socket);
  }
  try {
    work();
  } finally {
    for (const socket of sockets) socket.uncork();
  }
}
