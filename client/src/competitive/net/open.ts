import { apiClient } from '../../api';
import { colyseusTransport } from '../../multiplayer/net/colyseus-transport';
import { removePlayer } from './rest';
import { RoomConnection, type ConnectionDeps } from './room-connection';

const browserDeps = (): ConnectionDeps => ({
  transport: colyseusTransport(window.location.origin),
  timers: { setTimer: (run, ms) => window.setTimeout(run, ms), clearTimer: (handle) => window.clearTimeout(handle as number) },
  token: () => apiClient.readToken(),
  removePlayer,
});

/** The browser's connection to a room: the page's own origin, window timers and the stored login token. */
export function openRoomConnection(roomCode: string): Promise<RoomConnection> {
  return RoomConnection.open(roomCode, browserDeps());
}

/** The same seat back with the reconnection token a previous page of this tab kept. */
export function resumeRoomConnection(roomCode: string, reconnectionToken: string): Promise<RoomConnection> {
  return RoomConnection.resume(roomCode, reconnectionToken, browserDeps());
}
