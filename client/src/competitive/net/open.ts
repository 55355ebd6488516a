import { apiClient } from '../../api';
import { colyseusTransport } from './colyseus-transport';
import { removePlayer } from './rest';
import { RoomConnection } from './room-connection';

/** The browser's connection to a room: the page's own origin, window timers and the stored login token. */
export function openRoomConnection(roomCode: string): Promise<RoomConnection> {
  return RoomConnection.open(roomCode, {
    transport: colyseusTransport(window.location.origin),
    timers: { setTimer: (run, ms) => window.setTimeout(run, ms), clearTimer: (handle) => window.clearTimeout(handle as number) },
    token: () => apiClient.readToken(),
    removePlayer,
  });
}
