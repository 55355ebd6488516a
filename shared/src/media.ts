/**
 * Pictures on cards (issue 35): the limits and sizes the API, the client and the docs agree on. RULES.md
 * (R-PIC-*) words them.
 */

/** The largest file accepted before any processing (R-PIC-2): bigger answers 413. */
export const MEDIA_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Stored pictures one account may bring in by default (R-PIC-6); MEDIA_QUOTA_MB sets it. */
export const MEDIA_ACCOUNT_QUOTA_BYTES = 100 * 1024 * 1024;

/** Uploads one account may make per hour by default (R-PIC-6). */
export const MEDIA_UPLOADS_PER_HOUR = 120;

/** Game imports (.zip or JSON, each up to many pictures) one account may make per hour by default (R-PIC-10). */
export const GAME_IMPORTS_PER_HOUR = 30;

/**
 * Pixels a picture may declare (width × height), checked from its header before it is decoded (R-PIC-3): a 50-megapixel
 * phone photo passes, a "picture bomb" (a tiny file declaring 20,000 × 20,000) is refused at once.
 */
export const MEDIA_MAX_INPUT_PIXELS = 60_000_000;

/** The two sizes every picture is stored at, each fitted inside a square of this many pixels (R-PIC-4). */
export const MEDIA_LARGE_PX = 768;
export const MEDIA_SMALL_PX = 256;

/** The picture formats accepted, identified by their bytes (R-PIC-1). */
export const MEDIA_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/** A stored picture's id: the SHA-256 (hex) of its large WebP. */
export const MEDIA_ID_PATTERN = /^[0-9a-f]{64}$/;

/** Where a stored picture is served (same origin; never changes for that content). */
export function mediaUrl(id: string, size: 'large' | 'small' = 'large'): string {
  return `/api/media/${id}${size === 'small' ? '-s' : ''}.webp`;
}

/** The answer of POST /api/media. */
export interface MediaAnswer {
  media: { id: string; url: string; smallUrl: string; width: number; height: number };
}

/**
 * A picture item inside a game's data (R-PIC-9): `[img:<id>] <description>`. The SPEC's `data` stays a map of
 * strings, so an old client lists, saves and plays a picture game as text without losing its pictures, and a
 * plain-text game is unchanged byte for byte.
 */
const PICTURE_ITEM = /^\[img:([0-9a-f]{64})\] (\S.*)$/s;

/** The same reference as a PostgreSQL regular expression, to find the pictures a game's JSON names. */
export const PICTURE_REFERENCE_SQL_PATTERN = '\\[img:([0-9a-f]{64})\\]';

export interface PictureItem {
  mediaId: string;
  /** The alt text: what a screen reader reads, keyboard play announces, a CSV shows. */
  alt: string;
}

/** The picture an item names, or null for a text item. */
export function parsePictureItem(item: string): PictureItem | null {
  const match = PICTURE_ITEM.exec(item);
  return match ? { mediaId: match[1]!, alt: match[2]! } : null;
}

/** The item text of a picture with its description. */
export function pictureItem(mediaId: string, alt: string): string {
  return `[img:${mediaId}] ${alt.trim()}`;
}

/** A picture's description is at most this long, so its item (with the 71 characters of the reference) fits ITEM_TEXT_MAX. */
export const PICTURE_ALT_MAX = 100;

/**
 * A picture cell of an exported pairs.csv (R-PIC-10): the same form with the file's path in the .zip in place of the
 * id, `[img:images/<file>] <description>`, so the table still reads as words and the file is named beside them.
 */
const PICTURE_FILE_CELL = /^\[img:(images\/[^\]/\\]+)\] (\S.*)$/s;

export function pictureFileCell(path: string, alt: string): string {
  return `[img:${path}] ${alt.trim()}`;
}

/** The file a pairs.csv cell names and its description, or null for a text cell. */
export function parsePictureFileCell(cell: string): { path: string; alt: string } | null {
  const match = PICTURE_FILE_CELL.exec(cell);
  return match ? { path: match[1]!, alt: match[2]! } : null;
}

/** Every picture id a game's items name, once each, in the order they first appear. */
export function pictureIds(items: Iterable<string>): string[] {
  const ids = new Set<string>();
  for (const item of items) {
    const picture = parsePictureItem(item);
    if (picture) ids.add(picture.mediaId);
  }
  return [...ids];
}

/** What an item says in words (R-PIC-11): a picture's description, any other item as it is. */
export function itemWords(item: string): string {
  return parsePictureItem(item)?.alt ?? item;
}
