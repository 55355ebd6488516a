import { schema, t } from '@colyseus/schema';
import type { SchemaType } from '@colyseus/schema';
import { defaultRoundSeconds } from '@matchdrop/shared';
import { participantId } from './logic/index.js';
import type { RoomState } from './logic/index.js';

/**
 * The synchronized room state every client (also a late joiner or a reconnecting one) receives: a read-only
 * mirror of what the lobby and the opponents' progress bars show. The authoritative state stays in the room
 * logic; after each step the adapter copies it here and Colyseus sends the changes.
 */
const ParticipantState = schema(
  {
    id: t.string().default(''),
    user_id: t.string().default(''),
    username: t.string().default(''),
    ready: t.boolean().default(false),
    is_host: t.boolean().default(false),
    disconnected: t.boolean().default(false),
    /** The connection is up (ParticipantView.connected): a dropped player is told apart from an idle one. */
    connected: t.boolean().default(true),
    /** Pairs matched in the current round (0 outside a round). */
    progress: t.uint16().default(0),
  },
  'ParticipantState',
);
type ParticipantState = SchemaType<typeof ParticipantState>;

export const CompetitiveState = schema(
  {
    roomCode: t.string().default(''),
    /** The room logic's phase: lobby, countdown, playing, results, waiting_room, topic_selection, ... */
    phase: t.string().default('lobby'),
    dictionaryName: t.string().default(''),
    pairCount: t.uint8().default(0),
    maxPlayers: t.uint8().default(0),
    /** Game speed 1–10 (the host's choice). */
    speed: t.uint8().default(5),
    /** The round's time limit in seconds. */
    roundSeconds: t.uint16().default(60),
    roundNumber: t.uint16().default(1),
    hostUserId: t.string().default(''),
    participants: t.array(ParticipantState),
  },
  'CompetitiveState',
);
export type CompetitiveState = SchemaType<typeof CompetitiveState>;

/** Copies the logic's view into the synchronized state, touching only what changed. */
export function syncState(target: CompetitiveState, state: RoomState): void {
  target.roomCode = state.roomCode;
  target.phase = state.phase;
  target.dictionaryName = state.game.name;
  target.pairCount = state.pairCount;
  target.maxPlayers = state.maxPlayers;
  target.speed = state.speed;
  target.roundSeconds = state.roundSeconds ?? defaultRoundSeconds(state.pairCount);
  target.roundNumber = state.roundNumber;
  target.hostUserId = state.hostUserId ?? '';
  // The fields of participantsView, written out so that a step (a match attempt, most often) allocates nothing
  // here: state-schema.test.ts holds them equal.
  const { players, round } = state;
  for (let index = 0; index < players.length; index++) {
    const player = players[index]!;
    let entry = target.participants[index];
    if (!entry) {
      entry = new ParticipantState();
      target.participants.push(entry);
    }
    // The id changes with the user id only (a room keeps its code): not rebuilt on every step.
    if (entry.user_id !== player.userId || entry.id === '') entry.id = participantId(state, player.userId);
    entry.user_id = player.userId;
    entry.username = player.username;
    entry.ready = player.ready;
    entry.is_host = player.userId === state.hostUserId;
    entry.disconnected = player.disconnected || !player.connected;
    entry.connected = player.connected;
    const inRound = round?.players.find((p) => p.userId === player.userId);
    entry.progress = inRound ? inRound.matchedItems.length / 2 : 0;
  }
  if (target.participants.length > players.length) target.participants.splice(players.length);
}
