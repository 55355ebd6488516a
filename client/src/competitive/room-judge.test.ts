import type { CompetitiveServerMessages } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { Emitter } from '../game/emitter';
import { createRoomJudge } from './room-judge';

type Update = CompetitiveServerMessages['player_progress_update'];

function fakeConnection() {
  const events = new Emitter<{ player_progress_update: Update }>();
  const sent: [string, string][] = [];
  return {
    connection: { on: events.on.bind(events), intents: { matchAttempt: (a: string, b: string) => void sent.push([a, b]) } },
    update: (u: Partial<Update>) => events.emit('player_progress_update', { userId: '1', matched: 0, total: 3, correct: 0, attempts: 0, ...u }),
    sent,
  };
}

describe('the room as the game judge', () => {
  it('sends each attempt as match_attempt {item1, item2}', () => {
    const fake = fakeConnection();
    createRoomJudge(fake.connection, '1', { correct: 0, attempts: 0 }).attempt('H2O', 'Water');
    expect(fake.sent).toEqual([['H2O', 'Water']]);
  });

  it("reads the verdict from this player's next progress update: correct when the correct count grew", () => {
    const fake = fakeConnection();
    const verdicts: boolean[] = [];
    createRoomJudge(fake.connection, '1', { correct: 0, attempts: 0 }).onVerdict((v) => verdicts.push(v));
    fake.update({ correct: 1, attempts: 1, matched: 1 });
    fake.update({ userId: '2', correct: 0, attempts: 1 }); // an opponent's attempt
    fake.update({ correct: 1, attempts: 2, matched: 1 });
    fake.update({ correct: 1, attempts: 2, matched: 1 }); // a repeat is no new verdict
    expect(verdicts).toEqual([true, false]);
  });

  it('continues from the counts a resumed round had reached', () => {
    const fake = fakeConnection();
    const verdicts: boolean[] = [];
    createRoomJudge(fake.connection, '1', { correct: 2, attempts: 3 }).onVerdict((v) => verdicts.push(v));
    fake.update({ correct: 2, attempts: 3 });
    fake.update({ correct: 3, attempts: 4 });
    expect(verdicts).toEqual([true]);
  });
});
