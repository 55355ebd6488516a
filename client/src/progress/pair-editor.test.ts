import { ITEM_TEXT_MAX, parseGameFile } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { checkEditorForm, type EditorForm } from './pair-editor';

const form = (overrides: Partial<EditorForm> = {}): EditorForm => ({
  name: 'Capitals',
  description: '',
  category: 'geography',
  isPublic: false,
  rows: [
    ['France', 'Paris'],
    ['Spain', 'Madrid'],
  ],
  ...overrides,
});

describe('the pair editor’s checks (the same as upload)', () => {
  it('sends the pairs as the table upload reads, giving the same two-way map', () => {
    const check = checkEditorForm(
      form({
        rows: [
          ['France', 'Paris'],
          ['  ', ''],
          ['a, "b"', 'c'],
        ],
      }),
    );
    if (!check.ok) throw new Error(check.error);
    expect(check.data).toEqual({ France: 'Paris', Paris: 'France', 'a, "b"': 'c', c: 'a, "b"' });
    const upload = parseGameFile(check.body.content, '');
    expect(upload.ok && upload.data).toEqual(check.data);
  });

  it('refuses what upload refuses, with its messages', () => {
    expect(checkEditorForm(form({ rows: [['', '']] }))).toEqual({ ok: false, error: 'Game file is empty' });
    const long = 'x'.repeat(ITEM_TEXT_MAX + 1);
    expect(checkEditorForm(form({ rows: [[long, 'y']] }))).toEqual({
      ok: false,
      error: expect.stringMatching(new RegExp(`^Key ".+" exceeds maximum length of ${ITEM_TEXT_MAX} characters$`)),
    });
    expect(checkEditorForm(form({ rows: [['y', long]] }))).toEqual({
      ok: false,
      error: expect.stringMatching(new RegExp(`^Value ".+" exceeds maximum length of ${ITEM_TEXT_MAX} characters$`)),
    });
  });

  it('refuses a half-filled pair, a pair of an item with itself, and a bad name', () => {
    expect(
      checkEditorForm(
        form({
          rows: [
            ['France', 'Paris'],
            ['Spain', ''],
          ],
        }),
      ),
    ).toEqual({ ok: false, error: 'Pair 2 needs both an item and its counterpart' });
    expect(checkEditorForm(form({ rows: [['a', 'a']] }))).toEqual({ ok: false, error: 'Pair 1 matches "a" with itself' });
    expect(checkEditorForm(form({ name: '   ' }))).toEqual({ ok: false, error: 'Game name is required' });
    expect(checkEditorForm(form({ name: 'n'.repeat(51) })).ok).toBe(false);
  });
});
