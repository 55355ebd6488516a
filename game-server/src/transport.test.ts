import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpreadPingTransport } from './transport.js';

/** A connection as the transport's ping loop sees it. */
class FakeSocket {
  pingCount = 0;
  pings = 0;
  terminated = false;
  readonly _socket = { bytesRead: 100 };
  ping(_data: undefined, _mask: undefined, cb: () => void): void {
    this.pings++;
    cb();
  }
  terminate(): void {
    this.terminated = true;
  }
  /** A frame from the client (a message or a pong). */
  hear(): void {
    this._socket.bytesRead += 10;
  }
}

const INTERVAL = 3_000;

function transportWith(sockets: FakeSocket[]): SpreadPingTransport {
  const transport = new SpreadPingTransport({ noServer: true });
  const internals = transport as unknown as { wss: { clients: Set<unknown> }; autoTerminateUnresponsiveClients(ms: number, retries: number): void };
  for (const socket of sockets) internals.wss.clients.add(socket);
  internals.autoTerminateUnresponsiveClients(INTERVAL, 2);
  return transport;
}

describe('SpreadPingTransport', () => {
  let transport: SpreadPingTransport | undefined;
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => {
    clearInterval((transport as unknown as { pingInterval: NodeJS.Timeout } | undefined)?.pingInterval);
    vi.useRealTimers();
  });

  it('pings each silent connection once per interval, a 30th of them at a time', () => {
    const sockets = Array.from({ length: 300 }, () => new FakeSocket());
    transport = transportWith(sockets);
    vi.advanceTimersByTime(INTERVAL); // first turns: just connected, so heard
    for (const socket of sockets) socket.pingCount = 0;
    const before = sockets.map((s) => s.pings);
    vi.advanceTimersByTime(INTERVAL / 30);
    expect(sockets.filter((s, i) => s.pings > before[i]!)).toHaveLength(10);
    vi.advanceTimersByTime(INTERVAL - INTERVAL / 30);
    expect(sockets.every((s, i) => s.pings === before[i]! + 1)).toBe(true);
  });

  it('does not ping a connection that sent something since its last turn', () => {
    const busy = new FakeSocket();
    transport = transportWith([busy]);
    for (let i = 0; i < 5; i++) {
      busy.hear();
      vi.advanceTimersByTime(INTERVAL);
    }
    expect(busy.pings).toBe(0);
    expect(busy.terminated).toBe(false);
  });

  it('keeps a silent connection that answers its pings', () => {
    const quiet = new FakeSocket();
    quiet.ping = function (this: FakeSocket) {
      this.pings++;
      this.hear(); // the pong
    };
    transport = transportWith([quiet]);
    vi.advanceTimersByTime(10 * INTERVAL);
    expect(quiet.pings).toBeGreaterThanOrEqual(4);
    expect(quiet.terminated).toBe(false);
  });

  it('cuts off a connection that left two pings unanswered, at most four intervals after its last frame', () => {
    const dead = new FakeSocket();
    transport = transportWith([dead]);
    vi.advanceTimersByTime(INTERVAL); // its last frame was just before this turn
    vi.advanceTimersByTime(2 * INTERVAL);
    expect(dead.pings).toBe(2);
    expect(dead.terminated).toBe(false);
    vi.advanceTimersByTime(INTERVAL);
    expect(dead.terminated).toBe(true);
  });
});
