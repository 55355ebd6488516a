import { t } from '@lingui/core/macro';
import { GAME_DESCRIPTION_MAX, gameNameSchema, parseGameFile, pairsToCsv, PICTURE_ALT_MAX, type GameData, type SideLanguages } from '@matchdrop/shared';
import { wordShared } from '../i18n/shared-words';
import { editedPicture, editedPictureCell } from '../pictures/edited-picture';

/** The API's category limit (api/src/games/game-input.ts CATEGORY_MAX). */
const CATEGORY_MAX = 50;

export interface EditorForm {
  name: string;
  description: string;
  category: string;
  isPublic: boolean;
  rows: Array<[string, string]>;
  /** Each side's language (R-PIC-13); '' for none. */
  languages: SideLanguages;
}

export interface EditorBody {
  name: string;
  description: string;
  category: string;
  is_public: boolean;
  content: string;
  /** Null clears them (R-PIC-18). */
  languages: SideLanguages | null;
}

export type EditorCheck = { ok: true; body: EditorBody; data: GameData } | { ok: false; error: string };

/** R-PIC-21: a picture's description is required and at most PICTURE_ALT_MAX long; the message names the pair. */
function pictureProblem(cell: string, number: number): string | null {
  const picture = editedPicture(cell);
  if (!picture) return null;
  const alt = picture.alt.trim();
  if (alt === '') return t`Pair ${number}: describe the picture (its description is what a screen reader reads)`;
  if (alt.length > PICTURE_ALT_MAX) return t`Pair ${number}: a picture's description must be at most ${PICTURE_ALT_MAX} characters`;
  return null;
}

const tidyCell = (cell: string): string => {
  const picture = editedPicture(cell);
  return picture ? editedPictureCell(picture.mediaId, picture.alt.trim()) : cell.trim();
};

/**
 * Checks the editor's form the way upload checks a file (R-GAME-3): the pairs go through the same
 * normalizer as an uploaded CSV table (item lengths, 'No items processed from dictionary'), and they are
 * sent as that table, so the server reads them exactly as an upload. A row with only one side filled is
 * refused (an upload would silently skip it); fully blank rows are ignored. The error is in the interface's
 * language (shared/'s messages through wordShared); called at submit time, so the active language applies.
 */
export function checkEditorForm(form: EditorForm): EditorCheck {
  const name = gameNameSchema.safeParse(form.name);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- shared/'s English message, worded by wordShared
  if (!name.success) return { ok: false, error: wordShared(name.error.issues[0]?.message ?? 'Game name is required') };
  if (form.description.trim().length > GAME_DESCRIPTION_MAX) return { ok: false, error: t`Description must be at most ${GAME_DESCRIPTION_MAX} characters` };
  if (form.category.trim().length > CATEGORY_MAX) return { ok: false, error: t`Category must be at most ${CATEGORY_MAX} characters` };
  const rows: Array<[string, string]> = [];
  for (const [index, [left, right]] of form.rows.entries()) {
    const [a, b] = [tidyCell(left), tidyCell(right)];
    if (a === '' && b === '') continue;
    const number = index + 1;
    const problem = pictureProblem(a, number) ?? pictureProblem(b, number);
    if (problem) return { ok: false, error: problem };
    if (a === '' || b === '') return { ok: false, error: t`Pair ${number} needs both an item and its counterpart` };
    if (a === b) return { ok: false, error: t`Pair ${number} matches "${a}" with itself` };
    rows.push([a, b]);
  }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- shared/'s English message (an upload's), worded by wordShared
  if (rows.length === 0) return { ok: false, error: wordShared('Game file is empty') };
  const content = pairsToCsv(rows);
  const parsed = parseGameFile(content, 'game.csv');
  if (!parsed.ok) return { ok: false, error: wordShared(parsed.error) };
  return {
    ok: true,
    body: {
      name: name.data,
      description: form.description.trim(),
      category: form.category.trim(),
      is_public: form.isPublic,
      content,
      languages: form.languages.left === '' && form.languages.right === '' ? null : form.languages,
    },
    data: parsed.data,
  };
}
