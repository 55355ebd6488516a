import type { Pair } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { answer, offer } from './run.js';
import type { Outcome } from './run.js';
import type { TeamPlay } from './types.js';

const pairs: Pair[] = [
  ['7 × 8', '56'],
  ['6 × 9', '54'],
  ['3 × 4', '12'],
];

function team(hands: TeamPlay['hands'], deck: number[] = [2]): TeamPlay {
  return { index: 0, members: Object.keys(hands), hands, deck, upper: null, run: 2, best: 2, correct: 2, attempts: 2, lastCorrectMs: 0, last: null, dealt: 0, version: 0 };
}
const ok = (outcome: Outcome): TeamPlay => {
  if (!outcome.ok) throw new Error(outcome.refusal);
  return outcome.team;
};

describe('the run (R-TEAM-4, R-TEAM-5, R-TEAM-9)', () => {
  const start = team({ ann: ['7 × 8', '54'], bob: ['56', '6 × 9'] });

  it("refuses to move an item that is not on the member's own screen", () => {
    expect(offer(start, 'ann', '56')).toEqual({ ok: false, refusal: 'not_your_item' });
    const offered = ok(offer(start, 'ann', '7 × 8'));
    expect(answer(offered, 'ann', '56', pairs, 's', 0)).toEqual({ ok: false, refusal: 'not_your_item' });
  });

  it('refuses an answer with nothing in the upper zone', () => {
    expect(answer(start, 'bob', '56', pairs, 's', 0)).toEqual({ ok: false, refusal: 'nothing_offered' });
  });

  it("a right match: the pair leaves, the run grows, the deck's next pair is dealt and the matched one goes to its back", () => {
    const offered = ok(offer(start, 'ann', '7 × 8'));
    expect(offered.upper).toEqual({ item: '7 × 8', by: 'ann' });
    expect(offered.hands.ann).toEqual(['54']);
    const judged = ok(answer(offered, 'bob', '56', pairs, 's', 5_000));
    expect(judged).toMatchObject({ run: 3, best: 3, correct: 3, attempts: 3, upper: null, lastCorrectMs: 5_000, deck: [0] });
    expect(judged.last).toEqual({ offered: '7 × 8', answered: '56', correct: true, by: 'bob' });
    const items = Object.values(judged.hands).flat();
    expect(items).not.toContain('7 × 8');
    expect(items).not.toContain('56');
    expect(items).toEqual(expect.arrayContaining(['3 × 4', '12']));
  });

  it('a wrong match: the run drops to 0 and the offered item goes back to whoever offered it', () => {
    const offered = ok(offer(start, 'bob', '6 × 9'));
    const judged = ok(answer(offered, 'ann', '7 × 8', pairs, 's', 5_000));
    expect(judged).toMatchObject({ run: 0, best: 2, correct: 2, attempts: 3, upper: null });
    expect(judged.last).toEqual({ offered: '6 × 9', answered: '7 × 8', correct: false, by: 'ann' });
    expect(judged.hands).toEqual({ ann: ['7 × 8', '54'], bob: ['56', '6 × 9'] });
  });

  it("a second offer sends the first item back to its holder's screen", () => {
    const first = ok(offer(start, 'ann', '7 × 8'));
    const second = ok(offer(first, 'bob', '56'));
    expect(second.upper).toEqual({ item: '56', by: 'bob' });
    expect(second.hands.ann).toEqual(['54', '7 × 8']);
  });
});
