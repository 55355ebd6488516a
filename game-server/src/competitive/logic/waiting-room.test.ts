import { describe, expect, it } from 'vitest';
import { broadcasts, errorsTo, messageTypes, roomAtResults } from './testing.js';

describe('between rounds: Start Another Round and the waiting room', () => {
  it('opens the waiting room on the first Start Another Round and shows who is in', () => {
    const sim = roomAtResults(['ana', 'ben', 'cara']);
    const effects = sim.send({ type: 'start_another_round', userId: 'ben' });
    expect(messageTypes(effects)).toEqual(['another_round_waiting', 'player_entered_waiting_room', 'waiting_room_update']);
    expect(broadcasts(effects, 'another_round_waiting')).toEqual([{ userId: 'ben', username: 'BEN' }]);
    expect(broadcasts(effects, 'waiting_room_update')).toEqual([{ players: [{ userId: 'ben', username: 'BEN' }], totalPlayers: 3, hostId: 'ana' }]);
    expect(sim.state.phase).toBe('waiting_room');
  });

  it('lets players enter and leave the waiting room', () => {
    const sim = roomAtResults(['ana', 'ben', 'cara']);
    sim.send({ type: 'start_another_round', userId: 'ana' });
    const entered = sim.send({ type: 'enter_waiting_room', userId: 'ben' });
    expect(broadcasts(entered, 'player_entered_waiting_room')).toEqual([{ userId: 'ben', username: 'BEN' }]);
    expect(broadcasts(entered, 'waiting_room_update')[0]?.players.map((p) => p.userId)).toEqual(['ana', 'ben']);
    expect(sim.send({ type: 'enter_waiting_room', userId: 'ben' })).toEqual([]); // already in
    const left = sim.send({ type: 'leave_waiting_room', userId: 'ben' });
    expect(broadcasts(left, 'player_left_waiting_room')).toEqual([{ userId: 'ben', username: 'BEN' }]);
    expect(broadcasts(left, 'waiting_room_update')[0]?.players.map((p) => p.userId)).toEqual(['ana']);
  });

  it('proceeds to the topic vote by itself once every player (at least 2) is in, without the host', () => {
    const sim = roomAtResults(['ana', 'ben', 'cara']);
    sim.send({ type: 'start_another_round', userId: 'ben' });
    expect(messageTypes(sim.send({ type: 'start_another_round', userId: 'cara' }))).not.toContain('proceed_to_topics');
    const last = sim.send({ type: 'enter_waiting_room', userId: 'ana' });
    expect(broadcasts(last, 'proceed_to_topics')).toEqual([{ totalPlayers: 3 }]);
    expect(sim.state.phase).toBe('topic_selection');
  });

  it('proceeds when the only player not in the waiting room leaves the room', () => {
    const sim = roomAtResults(['ana', 'ben', 'cara']);
    sim.send({ type: 'start_another_round', userId: 'ben' });
    sim.send({ type: 'start_another_round', userId: 'cara' });
    expect(broadcasts(sim.send({ type: 'leave', userId: 'ana' }), 'proceed_to_topics')).toEqual([{ totalPlayers: 2 }]);
  });

  it('does not proceed by itself for a player alone', () => {
    const sim = roomAtResults(['ana', 'ben']);
    sim.send({ type: 'leave', userId: 'ben' });
    sim.send({ type: 'start_another_round', userId: 'ana' });
    expect(sim.state.phase).toBe('waiting_room');
  });

  it('shares each player stage (results or waiting_room) with user_stages_update', () => {
    const sim = roomAtResults(['ana', 'ben']);
    sim.send({ type: 'update_user_stage', userId: 'ana', stage: 'results' });
    const effects = sim.send({ type: 'update_user_stage', userId: 'ben', stage: 'waiting_room' });
    expect(broadcasts(effects, 'user_stages_update')).toEqual([
      {
        stages: [
          { userId: 'ana', username: 'ANA', stage: 'results' },
          { userId: 'ben', username: 'BEN', stage: 'waiting_room' },
        ],
      },
    ]);
    const before = sim.state;
    expect(sim.send({ type: 'update_user_stage', userId: 'ben', stage: 'waiting_room' })).toEqual([]);
    const bogus = { type: 'update_user_stage', userId: 'ben', stage: 'lobby' } as unknown as Parameters<typeof sim.send>[0];
    expect(sim.send(bogus)).toEqual([]);
    expect(sim.state).toEqual(before);
  });

  it("refuses to proceed with fewer than 2 players in the waiting room: 'Not enough players'", () => {
    const sim = roomAtResults(['ana', 'ben']);
    expect(errorsTo(sim.send({ type: 'host_proceed_to_topics', userId: 'ana' }), 'ana')).toEqual(['Not enough players']);
    sim.send({ type: 'start_another_round', userId: 'ana' });
    expect(errorsTo(sim.send({ type: 'host_proceed_to_topics', userId: 'ana' }), 'ana')).toEqual(['Not enough players']);
    expect(sim.state.phase).toBe('waiting_room');
  });

  it('lets only the host proceed to topics once 2 players are in', () => {
    const sim = roomAtResults(['ana', 'ben', 'cara']);
    sim.send({ type: 'start_another_round', userId: 'ana' });
    sim.send({ type: 'start_another_round', userId: 'ben' });
    expect(errorsTo(sim.send({ type: 'host_proceed_to_topics', userId: 'ben' }), 'ben')).toEqual(['Only the host can continue']);
    const effects = sim.send({ type: 'host_proceed_to_topics', userId: 'ana' });
    expect(broadcasts(effects, 'proceed_to_topics')).toEqual([{ totalPlayers: 3 }]);
    expect(sim.state.phase).toBe('topic_selection');
  });

  it('removes a departing player from the waiting room and passes host on', () => {
    const sim = roomAtResults(['ana', 'ben', 'cara']);
    sim.send({ type: 'start_another_round', userId: 'ana' });
    sim.send({ type: 'start_another_round', userId: 'ben' });
    const effects = sim.send({ type: 'leave', userId: 'ana' });
    expect(messageTypes(effects)).toEqual(['player_left_waiting_room', 'waiting_room_update', 'player_left']);
    expect(sim.state.waitingRoom).toEqual(['ben']);
    expect(sim.state.hostUserId).toBe('ben');
    expect(errorsTo(sim.send({ type: 'host_proceed_to_topics', userId: 'ben' }), 'ben')).toEqual(['Not enough players']);
  });
});
