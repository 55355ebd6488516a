import { dealtPairs, normalizeGameData, type GameData } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { pairsOfItems, recordOf } from '../testing/judged-play.js';
import { dealSigner } from './deal-token.js';
import { issueUploadedDeal, judgeUploadedPlay } from './uploaded-plays-service.js';

const signer = dealSigner('a secret of at least thirty-two characters');
const NOW = new Date('2030-01-01T10:00:00Z');
const LATER = new Date(NOW.getTime() + 4_000);
const UPLOAD = { cat: 'gato', dog: 'perro', bird: 'pájaro', fish: 'pez' };

describe('uploaded games and AI test plays judged against the pairs their deal bound (R-JUDGE-9)', () => {
  it('deals the submitted pairs as the normalizer reads them, by the seed, as a stored game is dealt', () => {
    const answer = issueUploadedDeal(signer, UPLOAD, undefined, 3, NOW);
    const data = (normalizeGameData(UPLOAD) as { data: GameData }).data;
    expect(answer.pairs).toBe(3);
    expect(pairsOfItems(answer.items)).toEqual(dealtPairs(data, 3, answer.seed));
  });

  it('judges a record of the same pairs into the server’s figures', () => {
    const answer = issueUploadedDeal(signer, UPLOAD, 7, 4, NOW);
    const result = judgeUploadedPlay(signer, { deal: answer.deal, data: UPLOAD, attempts: recordOf(pairsOfItems(answer.items), 1, 300) }, 7, LATER);
    expect(result).toMatchObject({ pairs: 4, correct: 4, wrong: 1, score: 7, time: 1_500 });
  });

  it('refuses a record brought back with other pairs than the deal bound, even ones it matches perfectly', () => {
    const answer = issueUploadedDeal(signer, UPLOAD, undefined, 3, NOW);
    const easy = Object.fromEntries(pairsOfItems(answer.items).map(([a, b]) => [a, b]));
    const attempts = recordOf(pairsOfItems(answer.items), 0, 300);
    expect(() => judgeUploadedPlay(signer, { deal: answer.deal, data: easy, attempts }, undefined, LATER)).toThrow('These are not the pairs this deal was dealt from');
    expect(() => judgeUploadedPlay(signer, { deal: answer.deal, data: UPLOAD, attempts }, 3, LATER)).toThrow('This deal was dealt to another player');
  });

  it('refuses pairs the upload panel would refuse, with the normalizer’s message', () => {
    expect(() => issueUploadedDeal(signer, {}, undefined, 3, NOW)).toThrow('Game file is empty');
    expect(() => issueUploadedDeal(signer, { ['x'.repeat(201)]: 'y' }, undefined, 3, NOW)).toThrow(/exceeds maximum length of 200 characters/);
  });
});
