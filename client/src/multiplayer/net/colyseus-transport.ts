import type * as ColyseusSdk from '@colyseus/sdk';
import type { Room as SdkRoom } from '@colyseus/sdk';
import type { RoomSocket, RoomTransport } from './transport';

type Sdk = typeof ColyseusSdk;

// The SDK is its own chunk, fetched when the player first joins a room (the first page stays small).
let sdk: Promise<Sdk> | null = null;
export const loadSdk = (): Promise<Sdk> => (sdk ??= import('@colyseus/sdk'));

/** The SDK room behind the RoomSocket slice (the tournament room uses it too). */
export function wrap(room: SdkRoom): RoomSocket {
  // This client owns the reconnect policy (5 attempts, 1 s apart: room-connection.ts), not the SDK.
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
      room.onLeave((code: number) => listener(code));
    },
    send: (type, payload) => room.send(type, payload),
    leave: (consented) => {
      room.leave(consented).catch(() => undefined);
    },
  };
}

/** The real transport: the Colyseus matchmaker and websocket on the page's own origin. */
export function colyseusTransport(origin: string): RoomTransport {
  const client = async (token: string) => {
    const { Client } = await loadSdk();
    const c = new Client(origin);
    c.auth.token = token;
    return c;
  };
  return {
    join: async (roomCode, token) => wrap(await (await client(token)).joinById(roomCode)),
    reconnect: async (reconnectionToken, token) => wrap(await (await client(token)).reconnect(reconnectionToken)),
  };
}
