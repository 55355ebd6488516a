import { schema, t } from '@colyseus/schema';
import type { SchemaType } from '@colyseus/schema';
import { defaultRoundSeconds } from '@matchdrop/shared';
import { participantsView } from './logic/index.js';
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

function progressOf(state: RoomState, userId: string): number {
  const player = state.round?.players.find((p) => p.userId === userId);
  return player ? player.matchedItems.length / 2 : 0;
}

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
  const views = participantsView(state);
  views.forEach((view, index) => {
    let entry = target.participants[index];
    if (!entry) {
      entry = new ParticipantState();
      target.participants.push(entry);
    }
    entry.id = view.id;
    entry.user_id = view.user_id;
    entry.username = view.username;
    entry.ready = view.ready;
    entry.is_host = view.is_host;
    entry.disconnected = view.disconnected;
    entry.connected = view.connected;
    entry.progress = progressOf(state, view.user_id);
  });
  if (target.participants.length > views.length) target.participants.splice(views.length);
}
