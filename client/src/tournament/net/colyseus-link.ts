import type * as ColyseusSdk from '@colyseus/sdk';
import type { RoomSocket } from '../../competitive/net/transport';

type Sdk = typeof ColyseusSdk;

// The SDK is its own chunk, shared with competitive rooms, fetched when the tournament room is first joined.
let sdk: Promise<Sdk> | null = null;
const loadSdk = (): Promise<Sdk> => (sdk ??= import('@colyseus/sdk'));

/** Joins the tournament room (its id is the code) with a player's tournament token or the host's login token. */
export async function joinTournamentRoom(origin: string, code: string, token: string): Promise<RoomSocket> {
  const { Client } = await loadSdk();
  const room = await new Client(origin).joinById(code, { token });
  // This client owns the way back (joining again with the same token for 30 s), not the SDK.
  room.reconnection.enabled = false;
  return {
    get reconnectionToken() {
      return room.reconnectionToken;
    },
    currentState: () => room.state,
    onMessage: (listener) => {
      room.onMessage('*', (type: string | number, payload: unknown) => listener(String(type), payload));
    },
    onStateChange: (listener) => {
      room.onStateChange((state: unknown) => listener(state));
    },
    onLeave: (listener) => {
      room.onLeave((closeCode: number) => listener(closeCode));
    },
    send: (type, payload) => room.send(type, payload),
    leave: (consented) => {
      room.leave(consented).catch(() => undefined);
    },
  };
}
