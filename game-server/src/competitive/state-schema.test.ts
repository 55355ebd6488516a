import { describe, expect, it } from 'vitest';
import { Encoder } from '@colyseus/schema';
import { playRoomLife, RecordingSim } from './logic/testing.js';
import { participantsView } from './logic/index.js';
import { CompetitiveState, syncState } from './state-schema.js';

describe('syncState', () => {
  it('mirrors the logic: its participants are participantsView with each one’s progress in the round', () => {
    const sim = new RecordingSim();
    playRoomLife(sim);

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
