import { describe, expect, it } from 'vitest';
import { UNREADY_DISCONNECT_MS } from '@matchdrop/shared';
import { joinRefusal } from './phases/lobby.js';
import { participantsView } from './room.js';
import { broadcasts, errorsTo, messageTypes, Sim } from './testing.js';

describe('lobby: joining', () => {
  it('makes the first player to join the host and tells everyone who is in', () => {
    const sim = new Sim();
    sim.join('ana');
    const effects = sim.send({ type: 'join', userId: 'ben', username: 'Ben' });
    expect(sim.state.hostUserId).toBe('ana');
    const [joined] = broadcasts(effects, 'player_joined');
    expect(joined).toMatchObject({ userId: 'ben', username: 'Ben', maxPlayers: 4 });
    expect(joined?.participants).toEqual([
      { id: 'ABC234-ana', user_id: 'ana', username: 'ANA', ready: false, is_host: true, disconnected: false, connected: true },
      { id: 'ABC234-ben', user_id: 'ben', username: 'Ben', ready: false, is_host: false, disconnected: false, connected: true },
    ]);
  });

  it("makes the room's creator host even when someone else connects first", () => {
    const sim = new Sim({ hostUserId: 'cara' });
    sim.join('ana', 'cara');
    expect(participantsView(sim.state).map((p) => [p.user_id, p.is_host])).toEqual([
      ['ana', false],
      ['cara', true],
    ]);
  });

  it("refuses a join beyond maxPlayers with 'Room is full'", () => {
    const sim = new Sim({ maxPlayers: 2 });
    sim.join('ana', 'ben');
    const before = sim.state;
    const effects = sim.send({ type: 'join', userId: 'cara', username: 'Cara' });
    expect(errorsTo(effects, 'cara')).toEqual(['Room is full']);
    expect(sim.state).toEqual(before);
    expect(joinRefusal(sim.state, 'cara')).toBe('room_full');
  });

  it('falls back to 4 players for a maxPlayers that is not 2, 3 or 4', () => {
    expect(new Sim({ maxPlayers: 7 }).state.maxPlayers).toBe(4);
    expect(new Sim({ maxPlayers: 3 }).state.maxPlayers).toBe(3);
  });

  it('refuses a join once the game is under way, and treats a seated player joining again as a reconnection', () => {
    const sim = new Sim();
    sim.startRound(['ana', 'ben']);
    expect(errorsTo(sim.send({ type: 'join', userId: 'cara', username: 'Cara' }), 'cara')).toEqual(['Game already in progress']);
    sim.send({ type: 'set_connected', userId: 'ben', connected: false });
    sim.send({ type: 'join', userId: 'ben', username: 'BEN' });
    expect(sim.state.players.map((p) => [p.userId, p.connected])).toEqual([
      ['ana', true],
      ['ben', true],
    ]);
    expect(joinRefusal(sim.state, 'ben')).toBeNull();
  });
});

describe('lobby: ready and start', () => {
  it('lets non-hosts toggle ready and ignores a toggle from the host', () => {
    const sim = new Sim();
    sim.join('ana', 'ben');
    const on = sim.send({ type: 'toggle_ready', userId: 'ben' });
    expect(broadcasts(on, 'player_ready_changed')[0]).toMatchObject({ userId: 'ben', ready: true });
    sim.send({ type: 'toggle_ready', userId: 'ben' });
    expect(sim.state.players[1]?.ready).toBe(false);
    const before = sim.state;
    expect(sim.send({ type: 'toggle_ready', userId: 'ana' })).toEqual([]);
    expect(sim.state).toEqual(before);
  });

  it("refuses start with one player: 'Need at least 2 players to start'", () => {
    const sim = new Sim();
    sim.join('ana');
    const effects = sim.send({ type: 'start_game', userId: 'ana', seed: 1 });
    expect(errorsTo(effects, 'ana')).toEqual(['Need at least 2 players to start']);
    expect(sim.state.phase).toBe('lobby');
  });

  it("refuses start while someone is not ready: 'All players must be ready before starting'", () => {
    const sim = new Sim();
    sim.join('ana', 'ben', 'cara');
    sim.send({ type: 'toggle_ready', userId: 'ben' });
    const effects = sim.send({ type: 'start_game', userId: 'ana', seed: 1 });
    expect(errorsTo(effects, 'ana')).toEqual(['All players must be ready before starting']);
    expect(sim.state.phase).toBe('lobby');
  });

  it('refuses start from a non-host, telling only that player', () => {
    const sim = new Sim();
    sim.join('ana', 'ben');
    sim.send({ type: 'toggle_ready', userId: 'ben' });
    const effects = sim.send({ type: 'start_game', userId: 'ben', seed: 1 });
    expect(effects).toEqual([{ kind: 'send', to: 'ben', type: 'error', payload: { message: 'Only the host can start the game', code: 'host_only_start' } }]);
  });

  it('starts the countdown when the host starts with everyone ready', () => {
    const sim = new Sim();
    sim.join('ana', 'ben');
    sim.send({ type: 'toggle_ready', userId: 'ben' });
    const effects = sim.send({ type: 'start_game', userId: 'ana', seed: 9 });
    expect(sim.state.phase).toBe('countdown');
    expect(messageTypes(effects)).toEqual(['game_countdown']);
  });
});

describe('lobby: the 30-second unready timer', () => {
  it('marks players who are neither ready nor host as disconnected 30 s after a join', () => {
    const sim = new Sim();
    sim.join('ana', 'ben', 'cara');
    sim.send({ type: 'toggle_ready', userId: 'cara' });
    expect(sim.advance(UNREADY_DISCONNECT_MS - 1)).toEqual([]);
    const effects = sim.advance(1);
    expect(broadcasts(effects, 'player_ready_changed')).toHaveLength(1);
    expect(participantsView(sim.state).map((p) => [p.user_id, p.disconnected])).toEqual([
      ['ana', false],
      ['ben', true],
      ['cara', false],
    ]);
  });

  it('tells an idle player the timer marked (still connected) from one whose connection dropped', () => {
    const sim = new Sim();
    sim.join('ana', 'ben', 'cara');
    sim.advance(UNREADY_DISCONNECT_MS);
    const dropped = sim.send({ type: 'set_connected', userId: 'cara', connected: false });
    expect(broadcasts(dropped, 'player_ready_changed')[0]?.participants.map((p) => [p.user_id, p.disconnected, p.connected])).toEqual([
      ['ana', false, true],
      ['ben', true, true],
      ['cara', true, false],
    ]);
    sim.send({ type: 'set_connected', userId: 'ana', connected: false });
    expect(participantsView(sim.state).find((p) => p.user_id === 'ana')).toMatchObject({ is_host: true, disconnected: true, connected: false });
  });

  it('re-arms the single timer on each join, so a late joiner gets the full 30 s', () => {
    const sim = new Sim();
    sim.join('ana', 'ben');
    sim.advance(20_000);
    sim.join('cara');
    expect(sim.advance(UNREADY_DISCONNECT_MS - 1)).toEqual([]);
    sim.advance(1);
    expect(sim.state.players.filter((p) => p.disconnected).map((p) => p.userId)).toEqual(['ben', 'cara']);
  });

  it('is not armed by the host joining alone, and is cancelled once everyone is ready or host', () => {
    const sim = new Sim();
    sim.join('ana');
    expect(sim.state.timers).toEqual({});
    sim.join('ben');
    expect(sim.state.timers.unready_check).toBe(sim.now + UNREADY_DISCONNECT_MS);
    const effects = sim.send({ type: 'toggle_ready', userId: 'ben' });
    expect(effects).toContainEqual({ kind: 'cancel', timer: 'unready_check' });
    expect(sim.state.timers).toEqual({});
    expect(sim.advance(60_000)).toEqual([]);
  });

  it('is cancelled when the last unready player leaves', () => {
    const sim = new Sim();
    sim.join('ana', 'ben');
    sim.send({ type: 'leave', userId: 'ben' });
    expect(sim.state.timers).toEqual({});
  });

  it('clears the mark when the player readies up', () => {
    const sim = new Sim();
    sim.join('ana', 'ben');
    sim.advance(UNREADY_DISCONNECT_MS);
    sim.send({ type: 'toggle_ready', userId: 'ben' });
    expect(sim.state.players[1]).toMatchObject({ ready: true, disconnected: false });
  });

  it('ignores a stale timer event whose deadline was re-armed', () => {
    const sim = new Sim();
    sim.join('ana', 'ben');
    const firstAt = sim.now + UNREADY_DISCONNECT_MS;
    sim.now += 5_000;
    sim.join('cara');
    sim.now = firstAt;
    const before = sim.state;
    expect(sim.send({ type: 'timer', timer: 'unready_check', at: firstAt })).toEqual([]);
    expect(sim.state).toEqual(before);
  });
});

describe('lobby: removing players and leaving', () => {
  it('lets the host remove a disconnected player: player_left to all and a kick', () => {
    const sim = new Sim();
    sim.join('ana', 'ben');
    sim.advance(UNREADY_DISCONNECT_MS);
    const effects = sim.send({ type: 'remove_player', userId: 'ana', targetUserId: 'ben' });
    expect(broadcasts(effects, 'player_left')[0]).toMatchObject({ userId: 'ben', removed: true, newHostId: 'ana' });
    expect(effects).toContainEqual({ kind: 'kick', userId: 'ben', reason: 'removed' });
    expect(sim.state.players.map((p) => p.userId)).toEqual(['ana']);
  });

  it('lets the host remove a player whose connection dropped', () => {
    const sim = new Sim();
    sim.join('ana', 'ben');
    const dropped = sim.send({ type: 'set_connected', userId: 'ben', connected: false });
    expect(broadcasts(dropped, 'player_ready_changed')[0]).toMatchObject({ userId: 'ben', disconnected: true });
    sim.send({ type: 'remove_player', userId: 'ana', targetUserId: 'ben' });
    expect(sim.state.players).toHaveLength(1);
  });

  it('refuses to remove a connected player, a ready player, or on behalf of a non-host', () => {
    const sim = new Sim();
    sim.join('ana', 'ben', 'cara');
    const connected = sim.send({ type: 'remove_player', userId: 'ana', targetUserId: 'ben' });
    expect(errorsTo(connected, 'ana')).toEqual(['Only disconnected players can be removed']);
    sim.send({ type: 'toggle_ready', userId: 'ben' });
    sim.advance(UNREADY_DISCONNECT_MS);
    sim.send({ type: 'set_connected', userId: 'ben', connected: false });
    const ready = sim.send({ type: 'remove_player', userId: 'ana', targetUserId: 'ben' });
    expect(errorsTo(ready, 'ana')).toEqual(['Only disconnected players can be removed']);
    const notHost = sim.send({ type: 'remove_player', userId: 'ben', targetUserId: 'cara' });
    expect(errorsTo(notHost, 'ben')).toEqual(['Only the host can remove players']);
    const missing = sim.send({ type: 'remove_player', userId: 'ana', targetUserId: 'zed' });
    expect(errorsTo(missing, 'ana')).toEqual(['Player not found']);
    expect(sim.state.players).toHaveLength(3);
  });

  it('passes host to the earliest-joined remaining player when the host leaves, who starts not ready', () => {
    const sim = new Sim();
    sim.join('ana', 'ben', 'cara');
    sim.send({ type: 'toggle_ready', userId: 'ben' });
    const effects = sim.send({ type: 'leave', userId: 'ana' });
    expect(broadcasts(effects, 'player_left')[0]).toMatchObject({ userId: 'ana', removed: false, newHostId: 'ben' });
    expect(sim.state.hostUserId).toBe('ben');
    expect(sim.state.players[0]).toMatchObject({ userId: 'ben', ready: false });
  });

  it('tells the adapter to dispose when the last player leaves, then ignores everything', () => {
    const sim = new Sim();
    sim.join('ana', 'ben');
    sim.send({ type: 'leave', userId: 'ben' });
    const effects = sim.send({ type: 'leave', userId: 'ana' });
    expect(effects.at(-1)).toEqual({ kind: 'dispose' });
    expect(sim.state.phase).toBe('closed');
    expect(sim.state.timers).toEqual({});
    const closed = sim.state;
    expect(sim.send({ type: 'join', userId: 'cara', username: 'Cara' })).toEqual([]);
    expect(sim.state).toBe(closed);
  });
});
