import { t } from '@lingui/core/macro';
import { parseGameFile, pairsToCsv, PICTURE_ALT_MAX, type GameData } from '@matchdrop/shared';
import { wordShared } from '../i18n/shared-words';
import { editedPicture, editedPictureCell } from './edited-picture';

/** A pair as a form edits it: two cells, each a text or a picture (edited-picture.ts). */
export type PairRow = [string, string];

export type RowsCheck = { ok: true; content: string; data: GameData } | { ok: false; error: string };

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
 * Checks a form's pairs the way upload checks a file (R-GAME-3): they go through the same normalizer as an uploaded
 * CSV table (item lengths, 'No items processed from dictionary') and are sent as that table, so the server reads
 * them exactly as an upload. A row with only one side filled is refused (an upload would silently skip it); fully
 * blank rows are ignored; a picture needs its description (R-PIC-21). Messages in the interface's language.
 */
export function checkPairRows(pairs: readonly PairRow[]): RowsCheck {
  const rows: Array<[string, string]> = [];
  for (const [index, [left, right]] of pairs.entries()) {
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
  return { ok: true, content, data: parsed.data };
}
