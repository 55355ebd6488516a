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
    return metadata;
  }

  publish(state: RoomState): void {
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
