import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode, Room, type Server } from '@colyseus/core';
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameServer, matchmakingMiddleware, startGameServer, stopGameServer } from './game-server.js';

/** Test-only room: answers every "ping" with a "pong" carrying the same payload. */
class EchoRoom extends Room {
  override onCreate(): void {
    this.onMessage('ping', (client, message: unknown) => client.send('pong', message));
  }
}

describe('createGameServer on a shared HTTP server', () => {
  let httpServer: HttpServer;
  let gameServer: Server;
  let baseUrl: string;

  beforeAll(async () => {
    const matchmaking = matchmakingMiddleware();
    // Stands in for the host's own routes: anything the matchmaker lets through is the host's.
    httpServer = createServer((req, res) =>
      matchmaking(req, res, () => {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('host route');
      }),
    );
    gameServer = createGameServer({ httpServer });
    gameServer.define('echo', EchoRoom);
    await startGameServer();
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await stopGameServer(gameServer);
    await new Promise<void>((resolve) => httpServer.close(() => resolve()));
  });

  it('keeps serving the host’s own HTTP routes on the same port', async () => {
    const res = await fetch(`${baseUrl}/anything`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('host route');
  });

  it('answers the matchmake route with a seat reservation', async () => {
    const res = await fetch(`${baseUrl}/matchmake/joinOrCreate/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { sessionId?: string; name?: string; roomId?: string };
    expect(typeof body.sessionId).toBe('string');
    expect(body.name).toBe('echo');
  });

  // Colyseus' matchmaking protocol answers with its own 52x codes, which the SDK turns into errors.
  it('rejects an unknown room type with Colyseus’ JSON error', async () => {
    const res = await fetch(`${baseUrl}/matchmake/joinOrCreate/no_such_room`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(ErrorCode.MATCHMAKE_NO_HANDLER);
    expect(await res.json()).toMatchObject({ code: ErrorCode.MATCHMAKE_NO_HANDLER, error: expect.stringContaining('no_such_room') });
  });

  it('lets a real SDK client join a room and exchange messages over the same port', async () => {
    const client = new Client(baseUrl);
    const room = await client.joinOrCreate('echo');
    const pong = new Promise<unknown>((resolve) => room.onMessage('pong', resolve));
    room.send('ping', { hello: 'world' });
    expect(await pong).toEqual({ hello: 'world' });
    await room.leave();
  });
});

describe('stopGameServer', () => {
  async function start(): Promise<{ httpServer: HttpServer; gameServer: Server; baseUrl: string }> {
    const matchmaking = matchmakingMiddleware();
    const httpServer = createServer((req, res) => matchmaking(req, res, () => res.writeHead(404).end()));
    const gameServer = createGameServer({ httpServer });
    gameServer.define('echo', EchoRoom);
    await startGameServer();
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    return { httpServer, gameServer, baseUrl: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}` };
  }

  it('disconnects the clients of every room, and a new game server can start afterwards', async () => {
    const first = await start();
    const room = await new Client(first.baseUrl).joinOrCreate('echo');
    const left = new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));

    await stopGameServer(first.gameServer);
    expect(typeof (await left)).toBe('number');
    await new Promise<void>((resolve) => first.httpServer.close(() => resolve()));

    const second = await start();
    try {
      const again = await new Client(second.baseUrl).joinOrCreate('echo');
      const pong = new Promise<unknown>((resolve) => again.onMessage('pong', resolve));
      again.send('ping', 42);
      expect(await pong).toBe(42);
      await again.leave();
    } finally {
      await stopGameServer(second.gameServer);
      await new Promise<void>((resolve) => second.httpServer.close(() => resolve()));
    }
  });
});
