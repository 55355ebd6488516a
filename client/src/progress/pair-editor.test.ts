import { ITEM_TEXT_MAX, parseGameFile, parsePictureItem, PICTURE_ALT_MAX } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { editedPictureCell } from '../pictures/edited-picture';
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
  languages: { left: '', right: '' },
  ...overrides,
});

const APPLE = 'a'.repeat(64);

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

  it('R-PIC-21: a picture needs a description, at most PICTURE_ALT_MAX long; a described one is saved as its picture item', () => {
    expect(checkEditorForm(form({ rows: [[editedPictureCell(APPLE, ''), 'apple']] }))).toEqual({
      ok: false,
      error: 'Pair 1: describe the picture (its description is what a screen reader reads)',
    });
    expect(checkEditorForm(form({ rows: [['pear', editedPictureCell(APPLE, 'x'.repeat(PICTURE_ALT_MAX + 1))]] }))).toEqual({
      ok: false,
      error: `Pair 1: a picture's description must be at most ${PICTURE_ALT_MAX} characters`,
    });
    const check = checkEditorForm(form({ rows: [[editedPictureCell(APPLE, '  a red apple '), 'apple']] }));
    if (!check.ok) throw new Error(check.error);
    const [item] = Object.keys(check.data);
    expect(parsePictureItem(item!)).toEqual({ mediaId: APPLE, alt: 'a red apple' });
  });

  it('R-PIC-18: sends the side languages, or null to clear them when neither side has one', () => {
    const check = checkEditorForm(form({ languages: { left: 'en', right: 'fr' } }));
    expect(check.ok && check.body.languages).toEqual({ left: 'en', right: 'fr' });
    const none = checkEditorForm(form());
    expect(none.ok && none.body.languages).toBeNull();
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
