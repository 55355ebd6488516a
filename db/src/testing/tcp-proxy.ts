import net from 'node:net';

export interface TcpProxy {
  /** The port the proxy listens on (127.0.0.1). */
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  /**
   * Cuts the link. 'refuse': open connections are reset and new ones refused, like a server that went
   * down. 'blackhole': open and new connections stay up but nothing gets through either way, like a
   * network that drops packets.
   */
  cut(mode?: 'refuse' | 'blackhole'): Promise<void>;
  /** Forwards again: new connections reach the target (connections held in a blackhole are reset). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy (node:net) between a client under test and a server, that a test cuts and restores to
 * play a database outage without root. Listens on a free 127.0.0.1 port, or on `port` when given.
 */
export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let mode: 'open' | 'refuse' | 'blackhole' = 'open';
  const track = (socket: net.Socket): void => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode !== 'open') return; // blackhole: accepted, never answered (refuse closes the listener instead)
    const upstream = net.connect(target);
    track(upstream);
    const link = (from: net.Socket, to: net.Socket): void => {
      from.on('data', (chunk: Buffer) => {
        if (mode === 'open') to.write(chunk);
      });
      from.once('close', () => to.destroy());
    };
    link(client, upstream);
    link(upstream, client);
  });
  const listen = (at: number): Promise<number> =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(at, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stopListening = (): Promise<void> => new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const resetAll = (): void => {
    for (const socket of sockets) socket.resetAndDestroy();
  };
  const bound = await listen(port);
  return {
    port: bound,
    via(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(bound);
      return parsed.toString();
    },
    async cut(how = 'refuse') {
      mode = how;
      if (how === 'refuse') {
        await Promise.all([stopListening(), Promise.resolve(resetAll())]);
      }
    },
    async restore() {
      if (mode === 'blackhole') resetAll();
      mode = 'open';
      if (!server.listening) await listen(bound);
    },
    async close() {
      mode = 'refuse';
      resetAll();
      await stopListening();
    },
  };
}
