import type { CompetitiveServerMessages } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { Emitter } from '../game/emitter';
import { createRoomJudge } from './room-judge';

type Result = CompetitiveServerMessages['match_result'];

function fakeConnection() {
  const events = new Emitter<{ match_result: Result }>();
  const sent: [string, string][] = [];
  return {
    connection: { on: events.on.bind(events), intents: { matchAttempt: (a: string, b: string) => void sent.push([a, b]) } },
    verdict: (item1: string, item2: string, correct: boolean) => events.emit('match_result', { item1, item2, correct }),
    sent,
  };
}

describe('the room as the game judge', () => {
  it('sends each attempt as match_attempt {item1, item2}', () => {
    const fake = fakeConnection();
    createRoomJudge(fake.connection).attempt('H2O', 'Water');
    expect(fake.sent).toEqual([['H2O', 'Water']]);
  });

  it("plays out the server's verdict on each of this game's attempts", () => {
    const fake = fakeConnection();
    const verdicts: boolean[] = [];
    const judge = createRoomJudge(fake.connection);
    judge.onVerdict((v) => verdicts.push(v));
    judge.attempt('H2O', 'Water');
    fake.verdict('H2O', 'Water', true);
    judge.attempt('NaCl', 'Sugar');
    fake.verdict('NaCl', 'Sugar', false);
    expect(verdicts).toEqual([true, false]);
  });

  it('ignores a verdict on an attempt this game did not make (a round replaced after a reconnection)', () => {
    const fake = fakeConnection();
    const verdicts: boolean[] = [];
    createRoomJudge(fake.connection).onVerdict((v) => verdicts.push(v));
    fake.verdict('old', 'attempt', true);
    expect(verdicts).toEqual([]);
  });
});
