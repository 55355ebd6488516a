import { describe, expect, it } from 'vitest';
import { checkAssignmentForm, emptyAssignmentForm, fieldOfServerError, publicGameId, type GameChoice } from './assignment-form';

const utc = (): number => 0;
const now = Date.UTC(2026, 2, 2, 9);
const choices: GameChoice[] = [
  { key: 'builtin:animals', name: 'Animals', maxPairs: 20 },
  { key: 'saved:12', name: 'My verbs', maxPairs: 6 },
];
const form = (changes: Partial<ReturnType<typeof emptyAssignmentForm>>) => ({ ...emptyAssignmentForm('2026-03-09T17:00'), game: 'builtin:animals', ...changes });

describe('the assignment form', () => {
  it('builds the API’s request: the game, all pairs by default, the due date with its offset, the goal', () => {
    expect(checkAssignmentForm(form({}), choices, now, utc)).toEqual({
      ok: true,
      request: { gameType: 'builtin', gameId: 'animals', dueAt: '2026-03-09T17:00:00+00:00', goal: { kind: 'mastery', times: 2 }, acceptLate: false },
    });
    expect(checkAssignmentForm(form({ game: 'saved:12', pairCount: '5', goalKind: 'plays', count: '3', acceptLate: true }), choices, now, utc)).toMatchObject({
      ok: true,
      request: { gameType: 'saved', gameId: 12, pairCount: 5, goal: { kind: 'plays', count: 3 }, acceptLate: true },
    });
  });

  it('takes a public game by its link or number instead of the list', () => {
    expect(publicGameId('https://matchdrop.example/games/42')).toBe(42);
    expect(publicGameId('/play/game/7?pairs=5')).toBe(7);
    expect(publicGameId(' 19 ')).toBe(19);
    expect(publicGameId('games')).toBeNull();
    expect(checkAssignmentForm(form({ game: '', publicGame: 'https://x/games/42' }), choices, now, utc)).toMatchObject({ ok: true, request: { gameType: 'saved', gameId: 42 } });
  });

  it('names the field to fix: no game, pairs out of the game’s range, a past or missing due date, a goal out of range', () => {
    expect(checkAssignmentForm(form({ game: '' }), choices, now, utc)).toMatchObject({ ok: false, field: 'game' });
    expect(checkAssignmentForm(form({ publicGame: 'not a link' }), choices, now, utc)).toMatchObject({ ok: false, field: 'game' });
    expect(checkAssignmentForm(form({ pairCount: '2' }), choices, now, utc)).toEqual({ ok: false, field: 'pairCount', error: 'Pairs per play must be 3 to 20' });
    expect(checkAssignmentForm(form({ game: 'saved:12', pairCount: '7' }), choices, now, utc)).toMatchObject({
      ok: false,
      field: 'pairCount',
      error: 'Pairs per play must be 3 to 6',
    });
    expect(checkAssignmentForm(form({ due: '2026-03-01T17:00' }), choices, now, utc)).toEqual({ ok: false, field: 'due', error: 'The due date must be in the future' });
    expect(checkAssignmentForm(form({ due: '' }), choices, now, utc)).toMatchObject({ ok: false, field: 'due' });
    expect(checkAssignmentForm(form({ times: '6' }), choices, now, utc)).toMatchObject({ ok: false, field: 'goal' });
    expect(checkAssignmentForm(form({ goalKind: 'plays', count: '0' }), choices, now, utc)).toMatchObject({ ok: false, field: 'goal' });
  });

  it('puts the API’s refusal on the field it names', () => {
    expect(fieldOfServerError('gameId')).toBe('game');
    expect(fieldOfServerError('dueAt')).toBe('due');
    expect(fieldOfServerError('goal.times')).toBe('goal');
    expect(fieldOfServerError('pairCount')).toBe('pairCount');
    expect(fieldOfServerError(undefined)).toBeNull();
  });
});
