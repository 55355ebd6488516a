import { t } from '@lingui/core/macro';
import { GAME_DESCRIPTION_MAX, gameNameSchema, type GameData, type SideLanguages } from '@matchdrop/shared';
import { wordShared } from '../i18n/shared-words';
import { checkPairRows } from '../pictures/pair-rows';

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

/**
 * Checks the editor's form: its fields, then its pairs the way upload checks a file (checkPairRows, R-GAME-3, R-PIC-21).
 * The error is in the interface's language; called at submit time, so the active language applies.
 */
export function checkEditorForm(form: EditorForm): EditorCheck {
  const name = gameNameSchema.safeParse(form.name);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- shared/'s English message, worded by wordShared
  if (!name.success) return { ok: false, error: wordShared(name.error.issues[0]?.message ?? 'Game name is required') };
  if (form.description.trim().length > GAME_DESCRIPTION_MAX) return { ok: false, error: t`Description must be at most ${GAME_DESCRIPTION_MAX} characters` };
  if (form.category.trim().length > CATEGORY_MAX) return { ok: false, error: t`Category must be at most ${CATEGORY_MAX} characters` };
  const rows = checkPairRows(form.rows);
  if (!rows.ok) return rows;
  return {
    ok: true,
    body: {
      name: name.data,
      description: form.description.trim(),
      category: form.category.trim(),
      is_public: form.isPublic,
      content: rows.content,
      languages: form.languages.left === '' && form.languages.right === '' ? null : form.languages,
    },
    data: rows.data,
  };
}
