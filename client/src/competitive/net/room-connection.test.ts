import { ROOM_CLOSE_CODES, SOCKET_RECONNECT_ATTEMPTS, SOCKET_RECONNECT_DELAY_MS } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { RoomConnection, type ConnectionDeps, type ConnectionStatus } from './room-connection';
import { FakeSocket, FakeTransport, ManualTimers } from '../../multiplayer/net/test-fakes';

async function open(overrides: Partial<ConnectionDeps> = {}) {
  const transport = new FakeTransport();
  const timers = new ManualTimers();
  const removed: [string, string][] = [];
  let token: string | null = 'jwt-1';
  const connection = await RoomConnection.open('ROOM01', {
    transport,
    timers,
    token: () => token,
    removePlayer: async (roomCode, userId) => void removed.push([roomCode, userId]),
    ...overrides,
  });
  const statuses: ConnectionStatus[] = [];
  connection.on('status', (s) => statuses.push(s));
  return { connection, transport, timers, statuses, removed, socket: transport.sockets[0]!, logout: () => (token = null) };
}

describe('RoomConnection: joining and messages', () => {
  it('joins the room by its code with the login token', async () => {
    const { transport } = await open();
    expect(transport.joins).toEqual([{ roomCode: 'ROOM01', token: 'jwt-1' }]);
  });

  it('refuses to join without a login', async () => {
    await expect(RoomConnection.open('ROOM01', { transport: new FakeTransport(), timers: new ManualTimers(), token: () => null, removePlayer: async () => {} })).rejects.toThrow(
      'Please log in to play competitive mode',
    );
  });

  it('routes each server message to its typed listeners and ignores unknown ones', async () => {
    const { connection, socket } = await open();
    const countdowns: unknown[] = [];
    connection.on('game_countdown', (p) => countdowns.push(p));
    socket.message('game_countdown', { count: 3, label: '3' });
    socket.message('something_else', {});
    expect(countdowns).toEqual([{ count: 3, label: '3' }]);
  });

  it('publishes the synchronized state as a plain snapshot', async () => {
    const { connection, socket } = await open();
    const seen: string[] = [];
    connection.on('snapshot', (s) => seen.push(`${s.roomCode}/${s.phase}`));
    socket.patch({ roomCode: 'ROOM01', phase: 'lobby', participants: [] });
    expect(seen).toEqual(['ROOM01/lobby']);
    expect(connection.snapshot?.phase).toBe('lobby');
  });

  it('hands its first subscriber everything that arrived before it, then streams', async () => {
    const { connection, socket } = await open();
    socket.message('player_joined', { userId: '1', username: 'ana', participants: [], maxPlayers: 2 });
    socket.patch({ roomCode: 'ROOM01', phase: 'lobby', participants: [] });
    const seen: string[] = [];
    connection.subscribe((e) => seen.push(e.type));
    socket.message('game_countdown', { count: 3, label: '3' });
    expect(seen).toEqual(['player_joined', 'snapshot', 'game_countdown']);
    const later: string[] = [];
    connection.subscribe((e) => later.push(e.type));
    expect(later).toEqual([]);
  });

  it('sends the intents with the payloads the server reads', async () => {
    const { connection, socket } = await open();
    connection.intents.toggleReady();
    connection.intents.matchAttempt('H2O', 'Water');
    connection.intents.updateUserStage('waiting_room');
    connection.intents.proposeTopic({ topicName: 'Animals', builtinGameId: 'animals' });
    connection.intents.pairCountSelected(5);
    expect(socket.sent).toEqual([
      { type: 'toggle_ready', payload: undefined },
      { type: 'match_attempt', payload: { item1: 'H2O', item2: 'Water' } },
      { type: 'update_user_stage', payload: { stage: 'waiting_room' } },
      { type: 'propose_topic', payload: { topicName: 'Animals', builtinGameId: 'animals' } },
      { type: 'pair_count_selected', payload: { pairCount: 5 } },
    ]);
  });

  it('removes a player through REST with the room code', async () => {
    const { connection, removed } = await open();
    await connection.removePlayer('42');
    expect(removed).toEqual([['ROOM01', '42']]);
  });
});

describe('RoomConnection: reconnect policy', () => {
  it(`after an unexpected drop, retries ${SOCKET_RECONNECT_ATTEMPTS} times ${SOCKET_RECONNECT_DELAY_MS} ms apart, then gives up`, async () => {
    const { socket, transport, timers, statuses } = await open();
    socket.close(1006);
    expect(statuses).toEqual([{ state: 'reconnecting', attempt: 1, attempts: SOCKET_RECONNECT_ATTEMPTS }]);
    await timers.advance(SOCKET_RECONNECT_DELAY_MS - 1);
    expect(transport.reconnects).toHaveLength(0);
    for (let n = 1; n <= SOCKET_RECONNECT_ATTEMPTS; n++) {
      await timers.advance(n === 1 ? 1 : SOCKET_RECONNECT_DELAY_MS);
      expect(transport.reconnects).toHaveLength(n);
    }
    expect(transport.reconnects.every((r) => r.reconnectionToken === 'ROOM01:seat' && r.token === 'jwt-1')).toBe(true);
    expect(statuses.at(-1)).toEqual({ state: 'ended', reason: 'lost' });
    await timers.advance(60_000);
    expect(transport.reconnects).toHaveLength(SOCKET_RECONNECT_ATTEMPTS);
    expect(timers.pendingCount).toBe(0);
  });

  it('takes the seat back on a later attempt and listens to the new socket only', async () => {
    const { connection, socket, transport, timers, statuses } = await open();
    const back = new FakeSocket('ROOM01:seat2');
    transport.reconnectScript = [new Error('not yet'), back];
    const quits: unknown[] = [];
    connection.on('player_quit_game', (p) => quits.push(p));
    socket.close(1006);
    await timers.advance(2 * SOCKET_RECONNECT_DELAY_MS);
    expect(statuses.map((s) => s.state)).toEqual(['reconnecting', 'reconnecting', 'connected']);
    expect(connection.status).toEqual({ state: 'connected' });
    socket.message('player_quit_game', { userId: '1', username: 'old' });
    back.message('player_quit_game', { userId: '2', username: 'new' });
    expect(quits).toEqual([{ userId: '2', username: 'new' }]);
    connection.intents.startGame();
    expect(back.sent.map((m) => m.type)).toEqual(['start_game']);
    // The next drop uses the newest token.
    back.close(1001);
    await timers.advance(SOCKET_RECONNECT_DELAY_MS);
    expect(transport.reconnects.at(-1)?.reconnectionToken).toBe('ROOM01:seat2');
  });

  it('sends nothing while reconnecting', async () => {
    const { connection, socket } = await open();
    socket.close(1006);
    connection.intents.toggleReady();
    expect(socket.sent).toEqual([]);
  });

  it('does not reconnect after a logout', async () => {
    const { socket, transport, timers, statuses, logout } = await open();
    socket.close(1006);
    logout();
    await timers.advance(SOCKET_RECONNECT_DELAY_MS);
    expect(transport.reconnects).toHaveLength(0);
    expect(statuses.at(-1)).toEqual({ state: 'ended', reason: 'lost' });
  });

  it.each([
    [ROOM_CLOSE_CODES.removed, 'removed'],
    [ROOM_CLOSE_CODES.quit, 'quit'],
    [ROOM_CLOSE_CODES.suspended, 'suspended'],
    [ROOM_CLOSE_CODES.replaced, 'replaced'],
    [4000, 'closed'],
  ] as const)('a close the server meant (%i) ends the connection as %s, without retrying', async (code, reason) => {
    const { socket, timers, transport, statuses } = await open();
    socket.close(code);
    await timers.advance(10_000);
    expect(transport.reconnects).toHaveLength(0);
    expect(statuses).toEqual([{ state: 'ended', reason }]);
  });
});

describe('RoomConnection: ending', () => {
  it('leave() gives the seat up and says so once', async () => {
    const { connection, socket, statuses } = await open();
    connection.leave();
    connection.leave();
    expect(socket.left).toBe(true);
    socket.close(4000);
    expect(statuses).toEqual([{ state: 'ended', reason: 'left' }]);
  });

  it('dispose() during the reconnect delay cancels the retry and emits nothing more', async () => {
    const { connection, socket, timers, transport, statuses } = await open();
    socket.close(1006);
    connection.dispose();
    expect(timers.pendingCount).toBe(0);
    await timers.advance(10_000);
    expect(transport.reconnects).toHaveLength(0);
    expect(statuses).toHaveLength(1);
  });

  it('a reconnect that lands after dispose() gives its seat straight back', async () => {
    const { connection, socket, timers, transport } = await open();
    const late = new FakeSocket();
    let land: (s: FakeSocket) => void = () => {};
    transport.reconnect = (reconnectionToken, token) => {
      transport.reconnects.push({ reconnectionToken, token });
      return new Promise((resolve) => (land = resolve));
    };
    socket.close(1006);
    await timers.advance(SOCKET_RECONNECT_DELAY_MS);
    connection.dispose();
    land(late);
    await timers.advance(0);
    expect(late.left).toBe(true);
  });
});
