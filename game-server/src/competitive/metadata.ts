import type { IRoomCache } from '@colyseus/core';
import { defaultRoundSeconds } from '@matchdrop/shared';
import type { CompetitiveRoomView } from '@matchdrop/shared';
import { participantsView, roomStatus } from './logic/index.js';
import type { RoomState } from './logic/index.js';

/**
 * What the matchmaker's room cache (Redis when scaled) knows about a competitive room: enough for the REST calls
 * of any process to answer about a room that may live in another process, without asking the room.
 * Rewritten only when it changes (joins, ready, host, phase), never on match attempts.
 */
export type RoomMetadata = Omit<CompetitiveRoomView, 'id'> & {
  /** Who held a seat here before (they may rejoin in any phase); for the join checks, never in REST answers. */
  formerPlayers: string[];
};

function metadataOf(state: RoomState): RoomMetadata {
  return {
    roomCode: state.roomCode,
    hostUserId: state.hostUserId,
    dictionaryName: state.game.name,
    pairCount: state.pairCount,
    maxPlayers: state.maxPlayers,
    speed: state.speed,
    roundSeconds: state.roundSeconds ?? defaultRoundSeconds(state.pairCount),
    status: roomStatus(state),
    participants: participantsView(state),
    formerPlayers: state.formerPlayers,
  };
}

/**
 * Whether two states give the same metadata, read from what metadataOf reads, without building it: most steps (every
 * match attempt) change none of it, and building and comparing it was a measurable part of an attempt's cost.
 * metadata.test.ts holds it to metadataOf.
 */
function sameMetadata(a: RoomState, b: RoomState): boolean {
  return (
    a.roomCode === b.roomCode &&
    a.hostUserId === b.hostUserId &&
    a.game.name === b.game.name &&
    a.pairCount === b.pairCount &&
    a.maxPlayers === b.maxPlayers &&
    a.speed === b.speed &&
    a.roundSeconds === b.roundSeconds &&
    roomStatus(a) === roomStatus(b) &&
    a.players.length === b.players.length &&
    a.players.every((p, i) => {
      const q = b.players[i]!;
      return p.userId === q.userId && p.username === q.username && p.ready === q.ready && p.disconnected === q.disconnected && p.connected === q.connected;
    }) &&
    a.formerPlayers.length === b.formerPlayers.length &&
    a.formerPlayers.every((userId, i) => userId === b.formerPlayers[i])
  );
}

/** The room as the matchmaker's room cache knows it (join checks), from any process; null when not a competitive room. */
export function roomListing(listing: IRoomCache | undefined | null, roomName: string): (RoomMetadata & { id: string }) | null {
  const metadata = listing?.metadata as RoomMetadata | undefined;
  if (!listing || listing.name !== roomName || !metadata?.roomCode) return null;
  return { id: listing.roomId, ...metadata, formerPlayers: metadata.formerPlayers ?? [] };
}

/** The REST answer's room, from a room cache entry; null when the entry is not a competitive room. */
export function roomView(listing: IRoomCache | undefined | null, roomName: string): CompetitiveRoomView | null {
  const room = roomListing(listing, roomName);
  if (!room) return null;
  const { formerPlayers: _former, ...view } = room;
  return view;
}

/**
 * Keeps the room cache's metadata in step with the room: written only when it changed, one write at a time and
 * in order (a later state never gets overwritten by an earlier one still in flight).
 */
export class MetadataPublisher {
  private last = '';
  private lastState: RoomState | undefined;
  private writes: Promise<void> = Promise.resolve();
  private readonly write: (metadata: RoomMetadata) => Promise<void>;
  private readonly onError: (err: unknown) => void;

  constructor(write: (metadata: RoomMetadata) => Promise<void>, onError: (err: unknown) => void) {
    this.write = write;
    this.onError = onError;
  }

  /** The metadata a new room starts with (set before the room is listed, so not written here). */
  initial(state: RoomState): RoomMetadata {
    const metadata = metadataOf(state);
    this.last = JSON.stringify(metadata);
    this.lastState = state;
    return metadata;
  }

  publish(state: RoomState): void {
    const unchanged = this.lastState !== undefined && sameMetadata(this.lastState, state);
    this.lastState = state;
    if (unchanged) return;
    const metadata = metadataOf(state);
    const text = JSON.stringify(metadata);
    if (text === this.last) return;
    this.last = text;
    this.writes = this.writes.then(() => this.write(metadata)).catch(this.onError);
  }

  /** Resolves once every write so far is done. */
  settled(): Promise<void> {
    return this.writes;
  }
}
