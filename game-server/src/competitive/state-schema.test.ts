import { describe, expect, it } from 'vitest';
import { Encoder } from '@colyseus/schema';
import { COLOURS, game, RecordingSim } from './logic/testing.js';
import { participantsView } from './logic/index.js';
import { CompetitiveState, syncState } from './state-schema.js';

describe('syncState', () => {
  it('mirrors the logic: its participants are participantsView with each one’s progress in the round', () => {
    const sim = new RecordingSim();
    sim.join('ana', 'ben', 'cara');
    sim.send({ type: 'toggle_ready', userId: 'ben' });
    sim.send({ type: 'set_connected', userId: 'cara', connected: false });
    sim.advance(30_000);
    sim.send({ type: 'set_connected', userId: 'cara', connected: true });
    sim.send({ type: 'leave', userId: 'ana' }); // ben is host now, cara moves up
    sim.join('dan');
    sim.startRound(['ben', 'cara', 'dan']);
    const [first] = sim.pairs();
    sim.send({ type: 'match_attempt', userId: 'cara', item1: first![0], item2: first![1] });
    sim.matchAll('dan');
    sim.send({ type: 'quit_game', userId: 'cara' });
    sim.matchAll('ben');
    for (const p of ['ben', 'dan']) sim.send({ type: 'start_another_round', userId: p });
    sim.send({ type: 'host_proceed_to_topics', userId: 'ben' });
    sim.send({ type: 'propose_topic', userId: 'dan', game: game('Colours', COLOURS) });
    sim.send({ type: 'approve_topic', userId: 'ben' });
    sim.advance(20_000);

    const target = new CompetitiveState();
    new Encoder(target); // a state is synchronized as a room's: attached to its encoder
    for (const state of sim.states) {
      syncState(target, state);
      const progress = (userId: string): number => (state.round?.players.find((p) => p.userId === userId)?.matchedItems.length ?? 0) / 2;
      expect(target.participants.toJSON()).toEqual(participantsView(state).map((view) => ({ ...view, progress: progress(view.user_id) })));
      expect(target.toJSON()).toMatchObject({ roomCode: state.roomCode, phase: state.phase, dictionaryName: state.game.name, hostUserId: state.hostUserId ?? '' });
    }
  });
});
