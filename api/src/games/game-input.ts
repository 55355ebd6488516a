import { GAME_DESCRIPTION_MAX, gameNameSchema, normalizeGameData, parseGameFile, sideLanguagesSchema, type GameData, type SideLanguages } from '@matchdrop/shared';
import { z } from 'zod';
import { HttpError } from '../http/http-error.js';

const CATEGORY_MAX = 50;

/** Optional free text: trimmed, and blank means "none" (null). */
function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((text) => (text === undefined ? undefined : text === null || text === '' ? null : text));
}

const gameFields = {
  name: gameNameSchema,
  /** The word map; a string is read like `content`. */
  data: z.unknown().optional(),
  /** The creation form's text: JSON, or a CSV/TSV table. */
  content: z.string({ error: 'content must be text' }).optional(),
  is_public: z.boolean({ error: 'is_public must be true or false' }).optional(),
  description: optionalText('Description', GAME_DESCRIPTION_MAX),
  category: optionalText('Category', CATEGORY_MAX),
  /** Each side's language (R-PIC-18); null, or both sides '', clears them. */
  languages: sideLanguagesSchema.nullish(),
};

export const createGameSchema = z.object(gameFields);
export const updateGameSchema = z.object({ ...gameFields, name: gameNameSchema.optional() });

export type GameInput = z.output<typeof createGameSchema>;
export type GameUpdateInput = z.output<typeof updateGameSchema>;

/** The stored form of the languages sent: null when neither side has one (so the game answers without them), undefined when not sent. */
export function storedLanguages(languages: SideLanguages | null | undefined): SideLanguages | null | undefined {
  if (languages === undefined) return undefined;
  return languages && (languages.left !== '' || languages.right !== '') ? languages : null;
}

/**
 * The game's two-way map from `data` (which wins) or `content`, through the shared normalizer;
 * its messages ('Game file is empty', 'Key "…" exceeds …') come back as 400. Undefined when neither is sent.
 */
export function gameDataFrom(input: { data?: unknown; content?: string | undefined }): GameData | undefined {
  const source = input.data !== undefined && input.data !== null ? input.data : input.content;
  if (source === undefined || source === null) return undefined;
  // No file name: the text is sniffed, a table or else JSON (with the JSON messages when it is neither).
  const result = typeof source === 'string' ? parseGameFile(source, '') : normalizeGameData(source);
  if (!result.ok) throw new HttpError(400, 'invalid_game_data', result.error);
  return result.data;
}

/** Like gameDataFrom, for a new game: the data is required. */
export function requiredGameData(input: { data?: unknown; content?: string | undefined }): GameData {
  const data = gameDataFrom(input);
  if (data === undefined) throw new HttpError(400, 'invalid_input', 'Game data is required', { field: 'data' });
  return data;
}
