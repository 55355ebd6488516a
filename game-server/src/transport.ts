import { WebSocketTransport } from '@colyseus/ws-transport';

/** Ticks per ping interval: each tick pings the connections of one slice. */
const PING_SLICES = 30;

interface PingedSocket {
  pingCount: number;
  /** The TCP socket under the websocket (the ws library's own field). */
  _socket?: { bytesRead: number };
  /** Its bytesRead when this connection's turn last came. */
  lastBytesRead?: number;
  ping(data: undefined, mask: undefined, cb: () => void): void;
  terminate(): void;
}

const noop = (): void => undefined;

/**
 * Colyseus's websocket transport with its liveness pings spread over the interval, and only for connections that
 * have been silent. The transport pings every connection at once, every 3 s: with thousands of players that is
 * thousands of frames written and as many pongs read in one go, a stall of tens of ms for every room of the process,
 * every 3 s (the rooms bench's p99), and a write and a read per player every 3 s however busy the connection is. Here
 * the connections open at the start of an interval have their turn a 30th at a time, every 100 ms: one that sent
 * anything since its last turn is alive (as if it had answered a ping: its count starts again) and is not pinged; a
 * silent one is pinged, and one that left `pingMaxRetries` pings unanswered is cut off, as in the transport (where a
 * pong resets the count too). So a dead connection is still cut off after two silent intervals and two unanswered
 * pings (6–12 s after its last frame, against 6–9 s), while a busy one costs nothing. A connection opened since has
 * its first turn in the next interval.
 */
export class SpreadPingTransport extends WebSocketTransport {
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    let tick = 0;
    let round: PingedSocket[] = [];
    this.pingInterval = setInterval(() => {
      const slice = tick++ % PING_SLICES;
      if (slice === 0) round = [...this.wss.clients] as unknown as PingedSocket[];
      const end = Math.ceil(((slice + 1) * round.length) / PING_SLICES);
      for (let i = Math.ceil((slice * round.length) / PING_SLICES); i < end; i++) {
        const socket = round[i]!;
        if (!this.wss.clients.has(socket as never)) continue; // gone since the interval began
        const bytesRead = socket._socket?.bytesRead;
        const heard = bytesRead !== undefined && bytesRead !== socket.lastBytesRead;
        socket.lastBytesRead = bytesRead;
        if (heard) {
          socket.pingCount = 0;
          continue;
        }
        if (socket.pingCount >= pingMaxRetries) {
          socket.terminate();
          continue;
        }
        socket.pingCount++;
        socket.ping(undefined, undefined, noop);
      }
    }, pingInterval / PING_SLICES);
  }
}
