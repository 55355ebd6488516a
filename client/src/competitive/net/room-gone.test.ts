import { SOCKET_RECONNECT_DELAY_MS } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { exitMessage } from '../exit-message';
import { RoomConnection, type ConnectionStatus } from './room-connection';
import { FakeTransport, ManualTimers } from '../../multiplayer/net/test-fakes';

/** The matchmaker's refusal as the SDK throws it (a code and a message). */
const refusal = (code: number, message: string): Error => Object.assign(new Error(message), { code });

async function open() {
  const transport = new FakeTransport();
  const timers = new ManualTimers();
  const connection = await RoomConnection.open('ROOM01', { transport, timers, token: () => 'jwt-1', removePlayer: async () => {} });
  const statuses: ConnectionStatus[] = [];
  connection.on('status', (s) => statuses.push(s));
  return { connection, transport, timers, statuses, socket: transport.sockets[0]! };
}

describe('RoomConnection: the room’s server went away', () => {
  it('ends at once, as "server stopped", when a reconnect finds the room gone (its process died)', async () => {
    const { transport, timers, statuses, socket } = await open();
    transport.reconnectScript = [refusal(404, 'Room not found')];
    socket.close(1006);
    await timers.advance(SOCKET_RECONNECT_DELAY_MS);
    expect(transport.reconnects).toHaveLength(1);
    expect(statuses.at(-1)).toEqual({ state: 'ended', reason: 'server_stopped' });
    await timers.advance(SOCKET_RECONNECT_DELAY_MS * 10);
    expect(transport.reconnects).toHaveLength(1);
    expect(timers.pendingCount).toBe(0);
  });

  it('reads a listed room whose process does not answer (523) the same way', async () => {
    const { transport, timers, statuses, socket } = await open();
    transport.reconnectScript = [refusal(523, 'remote room (ROOM01) timed out')];
    socket.close(1006);
    await timers.advance(SOCKET_RECONNECT_DELAY_MS);
    expect(statuses.at(-1)).toEqual({ state: 'ended', reason: 'server_stopped' });
  });

  it('keeps retrying when the player’s own network fails (no answer from the server)', async () => {
    const { transport, timers, statuses, socket } = await open();
    transport.reconnectScript = [new TypeError('Failed to fetch')];
    socket.close(1006);
    await timers.advance(SOCKET_RECONNECT_DELAY_MS);
    expect(statuses.at(-1)).toMatchObject({ state: 'reconnecting', attempt: 2 });
  });

  it('ends as "server restarting", without retrying, when a shutdown closes the room (code 4001)', async () => {
    const { connection, transport, timers, statuses, socket } = await open();
    const closed: unknown[] = [];
    connection.on('room_closed', (p) => closed.push(p));
    socket.message('room_closed', { reason: 'server_restarting', message: 'The server is restarting' });
    socket.close(4001);
    await timers.advance(SOCKET_RECONNECT_DELAY_MS * 10);
    expect(closed).toEqual([{ reason: 'server_restarting', message: 'The server is restarting' }]);
    expect(statuses).toEqual([{ state: 'ended', reason: 'server_restarting' }]);
    expect(transport.reconnects).toEqual([]);
  });

  it('does not retry after room_closed even when the connection then drops without the shutdown code', async () => {
    const { transport, timers, statuses, socket } = await open();
    socket.message('room_closed', { reason: 'server_restarting', message: 'The server is restarting' });
    socket.close(1006);
    await timers.advance(SOCKET_RECONNECT_DELAY_MS * 10);
    expect(statuses).toEqual([{ state: 'ended', reason: 'server_restarting' }]);
    expect(transport.reconnects).toEqual([]);
  });

  it('tells the player why at the room choice (Create Room / Join Room)', () => {
    expect(exitMessage('server_stopped')).toBe('The room ended because its server stopped. Create or join another room.');
    expect(exitMessage('server_restarting')).toMatch(/^The room ended because the server is restarting/);
  });
});
