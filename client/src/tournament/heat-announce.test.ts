import { initialFreePlayStats } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { announceFinished, announceMatched, announceMismatched } from '../game/announcements';
import { withoutGameScore } from './heat-announce';

const stats = { ...initialFreePlayStats(), score: 6, streak: 3 };

describe("a heat's spoken sentences (R-TOURN-1)", () => {
  it('leave out the game score, which is not the tournament points', () => {
    expect(withoutGameScore(announceMatched({ itemIds: ['1', '2'], texts: ['cat', 'chat'], stats }))).toBe('Correct! "cat" and "chat" match.');
    expect(withoutGameScore(announceMismatched({ itemIds: ['1', '2'], texts: ['cat', 'dog'], stats }))).toBe('Wrong: "cat" and "dog" do not match. They go back in a moment.');
    expect(withoutGameScore(announceFinished({ elapsedMs: 12_340, totalPairs: 3, stats }))).toBe('All 3 pairs matched in 12.34 seconds.');
  });

  it('keep every other sentence as it is', () => {
    expect(withoutGameScore('Picked "cat". Press 1 for the upper zone or 2 for the lower zone.')).toBe('Picked "cat". Press 1 for the upper zone or 2 for the lower zone.');
  });
});

describe("a heat's spoken sentences in Russian", () => {
  it('leave out the translated game score too', async () => {
    const { i18n } = await import('@lingui/core');
    const { generateMessageId } = await import('@lingui/message-utils/generateMessageId');
    i18n.load('ru', {
      [generateMessageId('Score {score}, streak {streak}.')]: 'Счёт {score}, серия {streak}.',
      [generateMessageId('Score {score}.')]: 'Счёт {score}.',
    });
    i18n.activate('ru');
    try {
      expect(withoutGameScore('Верно! «кот» и «chat» — пара. Счёт 6, серия 3.')).toBe('Верно! «кот» и «chat» — пара.');
      expect(withoutGameScore('Неверно. Счёт -1. Они вернутся через мгновение.')).toBe('Неверно. Они вернутся через мгновение.');
    } finally {
      i18n.activate('en');
    }
  });
});
