import type { ParticipantView } from '@matchdrop/shared';

/** A participant as the synchronized room state shows them, with the pairs matched in the current round. */
interface SnapshotParticipant extends ParticipantView {
  progress: number;
}

/** The synchronized room state (game-server state-schema.ts) as plain data. */
export interface RoomSnapshot {
  roomCode: string;
  /** The room logic's phase: lobby, countdown, playing, results, waiting_room, topic_selection, ... */
  phase: string;
  dictionaryName: string;
  pairCount: number;
  maxPlayers: number;
  speed: number;
  roundSeconds: number;
  roundNumber: number;
  hostUserId: string;
  participants: SnapshotParticipant[];
}

type Plain = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Schema instances serialize to plain data with toJSON(); a plain object passes through. */
function plain(value: unknown): unknown {
  const json = (value as { toJSON?: unknown } | null)?.toJSON;
  return typeof json === 'function' ? (json as () => unknown).call(value) : value;
}

function participant(value: unknown): SnapshotParticipant | null {
  const p = plain(value) as Plain | null;
  if (typeof p !== 'object' || p === null || text(p.user_id) === '') return null;
  return {
    id: text(p.id),
    user_id: text(p.user_id),
    username: text(p.username),
    ready: p.ready === true,
    is_host: p.is_host === true,
    disconnected: p.disconnected === true,
    // A server without the field predates it: its players are as connected as 'disconnected' lets us tell.
    connected: typeof p.connected === 'boolean' ? p.connected : p.disconnected !== true,
    progress: count(p.progress),
  };
}

/** The snapshot of a synchronized state, or null while there is none yet. */
export function toSnapshot(state: unknown): RoomSnapshot | null {
  const s = plain(state) as Plain | null;
  if (typeof s !== 'object' || s === null || text(s.roomCode) === '') return null;
  const list = Array.isArray(s.participants) ? s.participants : [];
  return {
    roomCode: text(s.roomCode),
    phase: text(s.phase),
    dictionaryName: text(s.dictionaryName),
    pairCount: count(s.pairCount),
    maxPlayers: count(s.maxPlayers),
    speed: count(s.speed),
    roundSeconds: count(s.roundSeconds),
    roundNumber: count(s.roundNumber),
    hostUserId: text(s.hostUserId),
    participants: list.flatMap((p) => participant(p) ?? []),
  };
}
