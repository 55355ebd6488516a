import { matchMaker } from '@colyseus/core';
import { z } from 'zod';
import type { PlayerSession } from './auth.js';

/** A live room of this process (competitive or tournament), as the suspension hook and the session watch see it. */
export interface UserDisconnector {
  /** Closes the user's connection to the room and gives up their seat. */
  disconnectUser(userId: string, reason: string): void;
  /** The signed-in accounts holding a seat or a connection in this room, with their token's issue time. */
  sessions(): PlayerSession[];
}

const CHANNEL = 'matchdrop:competitive:disconnect-user';
const notice = z.object({ userId: z.number().int().positive(), reason: z.string() });

// Process-wide like Colyseus's matchmaker these rooms live in (one game server per process): the rooms of this process.
const rooms = new Set<UserDisconnector>();
let listener: ((data: unknown) => void) | undefined;

export function trackRoom(room: UserDisconnector): void {
  rooms.add(room);
}

export function untrackRoom(room: UserDisconnector): void {
  rooms.delete(room);
}

export function trackedRooms(): Iterable<UserDisconnector> {
  return rooms;
}

/**
 * Ends every competitive connection of the user, in every process: the notice goes out through the presence
 * (Redis pub/sub when scaled, in-process otherwise) and each process closes its own rooms' connections. For
 * the admin's suspension (the composition calls it); the user's seats are given up and they get `reason`.
 */
export async function disconnectUser(userId: number, reason: string): Promise<void> {
  try {
    await matchMaker.presence.publish(CHANNEL, { userId, reason });
  } catch (err) {
    // Redis away: this process's rooms at least (the suspended token is refused at any reconnection anyway).
    closeConnections(userId, reason);
    throw err;
  }
}

function closeConnections(userId: number, reason: string): void {
  for (const room of rooms) room.disconnectUser(String(userId), reason);
}

/** Subscribes this process to the notices; called when the game server starts. */
export async function listenForUserDisconnects(): Promise<void> {
  if (listener) return;
  const handle = (data: unknown): void => {
    const parsed = notice.safeParse(data);
    if (parsed.success) closeConnections(parsed.data.userId, parsed.data.reason);
  };
  listener = handle;
  await matchMaker.presence.subscribe(CHANNEL, handle);
}

export function stopListeningForUserDisconnects(): void {
  if (!listener) return;
  matchMaker.presence.unsubscribe(CHANNEL, listener);
  listener = undefined;
}
