import { createHash } from 'node:crypto';
import {
  exportFileName,
  findControlCharacter,
  exportRows,
  GAME_NAME_MAX,
  pairsToCsv,
  parseGameFile,
  parsePictureFileCell,
  parsePictureItem,
  pictureFileCell,
  pictureIds,
  pictureItem,
  sideLanguagesSchema,
  type GameData,
  type SideLanguages,
} from '@matchdrop/shared';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { z } from 'zod';
import type { ApiDeps } from '../deps.js';
import { createGame, findVisibleGame, type ViewerId } from '../games/service.js';
import type { GameRow } from '../games/repository.js';
import { publicLanguages } from '../games/side-orientation.js';
import { createGameSchema } from '../games/game-input.js';
import { HttpError } from '../http/http-error.js';
import { validate } from '../http/validate.js';
import { storedPicture, uploadPicture } from './service.js';
import type { UploadedFile } from './upload.js';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'config'>;

/** An import file's parts at most: the table and one picture per item of a large game. */
const ZIP_ENTRIES_MAX = 1_000;
const ZIP_ENTRY_BYTES_MAX = 10 * 1024 * 1024;
const ZIP_TOTAL_BYTES_MAX = 100 * 1024 * 1024;

const badFile = (message: string): HttpError => new HttpError(400, 'invalid_game_data', message);

/** The .zip entry holding the side languages beside pairs.csv (R-PIC-18). */
const LANGUAGES_FILE = 'languages.json';

/** An import's side languages, checked like a saved game's (a bad tag is a 400 naming them). */
function importedLanguages(value: unknown): SideLanguages | undefined {
  if (value === undefined) return undefined;
  const parsed = sideLanguagesSchema.safeParse(value);
  if (!parsed.success) throw badFile('The languages of the file are not language tags such as en, fr or zh-CN.');
  return parsed.data;
}

function languagesEntry(bytes: Uint8Array | undefined): SideLanguages | undefined {
  if (!bytes) return undefined;
  try {
    return importedLanguages(JSON.parse(strFromU8(bytes)));
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badFile(`${LANGUAGES_FILE} in the .zip is not JSON.`);
  }
}

/** What an import file makes: the pairs, and what else the file says of the game. */
interface ImportedGame {
  /** The pairs as the file gives them, a picture under an id that may name nothing stored yet (checked before any is). */
  data: GameData;
  /** Stores the pictures the pairs name, as uploads are, and answers the pairs naming the stored ones. */
  storePictures: () => Promise<GameData>;
  name?: string;
  description?: string | null;
  languages?: SideLanguages;
}

/** Every item of the game once, in the order the export writes them. */
const itemsOf = (data: GameData): string[] => Object.entries(data).flat();

/** The stored large WebP of every picture the game names (one the sweep already removed is left out). */
async function picturesOf(deps: Deps, data: GameData): Promise<Map<string, Uint8Array>> {
  const found = new Map<string, Uint8Array>();
  for (const id of pictureIds(itemsOf(data))) {
    const bytes = await storedPicture(deps.db, id, 'large');
    if (bytes) found.set(id, bytes);
  }
  return found;
}

/** An item as a pairs.csv cell: a picture names its file in images/, a picture no longer stored keeps only its words. */
function toCell(item: string, pictures: Map<string, Uint8Array>): string {
  const picture = parsePictureItem(item);
  if (!picture) return item;
  return pictures.has(picture.mediaId) ? pictureFileCell(`images/${picture.mediaId}.webp`, picture.alt) : picture.alt;
}

export interface ExportedFile {
  fileName: string;
  bytes: Uint8Array;
}

/** The game as a .zip (R-PIC-10): pairs.csv, cells naming the files of images/ beside it (the stored WebPs as they are). */
export async function exportZip(deps: Deps, id: number, viewer: ViewerId): Promise<ExportedFile> {
  const game = await findVisibleGame(deps.db, id, viewer);
  const pictures = await picturesOf(deps, game.data);
  const rows = exportRows(game.data).map(([a, b]) => [toCell(a, pictures), toCell(b, pictures)] as const);
  const files: Zippable = { 'pairs.csv': strToU8(pairsToCsv(rows)) };
  // The table has no place for them: the side languages (R-PIC-18) travel in a file of their own, when set.
  if (game.languages) files[LANGUAGES_FILE] = strToU8(`${JSON.stringify(publicLanguages(game.languages))}\n`);
  // WebP is compressed already: stored, not deflated again.
  for (const [mediaId, bytes] of pictures) files[`images/${mediaId}.webp`] = [bytes, { level: 0 }];
  return { fileName: exportFileName(game.name, 'zip'), bytes: zipSync(files) };
}

/** The game as JSON (R-PIC-10): its name, description and two-way map, with each picture's WebP in base64 by id. */
export async function exportJson(deps: Deps, id: number, viewer: ViewerId): Promise<ExportedFile> {
  const game = await findVisibleGame(deps.db, id, viewer);
  const pictures = Object.fromEntries([...(await picturesOf(deps, game.data))].map(([mediaId, bytes]) => [mediaId, Buffer.from(bytes).toString('base64')]));
  const json = { name: game.name, description: game.description, data: game.data, ...(game.languages ? { languages: publicLanguages(game.languages) } : {}), pictures };
  return { fileName: exportFileName(game.name, 'json'), bytes: strToU8(`${JSON.stringify(json, null, 2)}\n`) };
}

/** The map with every item passed through `rewrite` (both sides, so the two-way map stays two-way). */
function rewriteItems(data: GameData, rewrite: (item: string) => string): GameData {
  const done = new Map<string, string>();
  for (const item of itemsOf(data)) if (!done.has(item)) done.set(item, rewrite(item));
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [done.get(key)!, done.get(value)!]));
}

/** The map with each picture it names renamed to the id `store` answers (one it answers nothing for stays as it is). */
async function storeNamed(data: GameData, store: (id: string) => Promise<string | undefined>): Promise<GameData> {
  const ids = new Map<string, string | undefined>();
  for (const id of pictureIds(itemsOf(data))) ids.set(id, await store(id));
  return rewriteItems(data, (item) => {
    const picture = parsePictureItem(item);
    const newId = picture && ids.get(picture.mediaId);
    return picture && newId ? pictureItem(newId, picture.alt) : item;
  });
}

function unzipImport(bytes: Uint8Array): Record<string, Uint8Array> {
  let entries = 0;
  let total = 0;
  try {
    return unzipSync(bytes, {
      // The sizes the archive declares are checked before anything is inflated (a zip bomb is refused unread). A
      // stored entry is copied at its compressed size, whatever it says it unpacks to, and many entries may point at
      // the same bytes: the larger of the two sizes is what an entry can cost.
      filter: (file) => {
        const size = Math.max(file.size, file.originalSize);
        entries += 1;
        total += size;
        if (entries > ZIP_ENTRIES_MAX || size > ZIP_ENTRY_BYTES_MAX || total > ZIP_TOTAL_BYTES_MAX) throw badFile('The .zip holds too many files or too much data.');
        return file.name === 'pairs.csv' || file.name === LANGUAGES_FILE || file.name.startsWith('images/');
      },
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badFile('The .zip could not be read.');
  }
}

/** A .zip import: pairs.csv read like an upload's table, each picture cell's file stored like an upload. */
function fromZip(deps: Deps, userId: number, bytes: Uint8Array): ImportedGame {
  const files = unzipImport(bytes);
  const table = files['pairs.csv'];
  if (!table) throw badFile('The .zip has no pairs.csv.');
  const parsed = parseGameFile(strFromU8(table), 'pairs.csv');
  if (!parsed.ok) throw badFile(parsed.error);
  const languages = languagesEntry(files[LANGUAGES_FILE]);
  // Each file named under an id of its path until it is stored: the pairs are checked with items of their final length.
  const paths = new Map<string, string>();
  const data = rewriteItems(parsed.data, (item) => {
    const cell = parsePictureFileCell(item);
    if (!cell) return item;
    if (!files[cell.path]) throw badFile(`pairs.csv names ${cell.path}, which is not in the .zip.`);
    const id = createHash('sha256').update(cell.path).digest('hex');
    paths.set(id, cell.path);
    return pictureItem(id, cell.alt);
  });
  const store = async (id: string) => {
    const path = paths.get(id);
    return path === undefined ? undefined : (await uploadPicture(deps, userId, files[path]!)).id;
  };
  return { data, languages, storePictures: () => storeNamed(data, store) };
}

const jsonExport = z.object({
  name: z.string().optional(),
  description: z.string().nullish(),
  data: z.record(z.string(), z.string()),
  languages: z.unknown().optional(),
  pictures: z.record(z.string(), z.string()).default({}),
});

/** A JSON import: the map as an export wrote it, each picture's WebP stored like an upload (the same bytes keep their id). */
function fromJson(deps: Deps, userId: number, text: string): ImportedGame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badFile('The file is neither a .zip nor a MatchDrop JSON export.');
  }
  const parsed = jsonExport.safeParse(value);
  // A plain map (an older export without pictures) is read as the map itself.
  if (!parsed.success) return { data: value as GameData, storePictures: () => Promise.resolve(value as GameData) };
  const { data, pictures } = parsed.data;
  // Only the pictures the map names: any other entry would be decoded, stored and counted against the quota for
  // nothing, up to the whole 50 MB of the file, bounded by no count of items.
  const store = async (id: string) => {
    const base64 = pictures[id];
    return base64 === undefined ? undefined : (await uploadPicture(deps, userId, Buffer.from(base64, 'base64'))).id;
  };
  return {
    data,
    storePictures: () => storeNamed(data, store),
    name: parsed.data.name,
    description: parsed.data.description,
    languages: importedLanguages(parsed.data.languages),
  };
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** The game's name: the form's, else the export's, else the file's name without its extension. */
function importName(file: UploadedFile, fromFile: string | undefined): string {
  const name = file.fields.name?.trim() || fromFile?.trim() || file.fileName.replace(/\.[^.]*$/, '').trim() || 'Imported game';
  return name.slice(0, GAME_NAME_MAX);
}

/** Makes the user a new private game from an exported .zip or JSON file, its pictures stored as uploads are. */
export async function importGameFile(deps: Deps, userId: number, file: UploadedFile): Promise<GameRow> {
  const isZip = ZIP_MAGIC.every((byte, i) => file.bytes[i] === byte);
  const imported = isZip ? fromZip(deps, userId, file.bytes) : fromJson(deps, userId, file.bytes.toString('utf8'));
  // The same checks as a game saved through the form: the edge's control-character rule (a file's text never passed
  // it), then its name, description and pairs.
  const checked = (data: GameData) => {
    const fields = { name: importName(file, imported.name), description: imported.description, data };
    const control = findControlCharacter(fields);
    if (control !== undefined) throw new HttpError(400, 'control_character', control);
    return validate(createGameSchema, fields);
  };
  // Once before any picture is stored: a file refused after its pictures were would leave them filling the account's
  // quota for the sweep's whole grace period.
  checked(imported.data);
  const input = { ...checked(await imported.storePictures()), languages: imported.languages };
  return createGame(deps.db, userId, input, deps.clock.now());
}
