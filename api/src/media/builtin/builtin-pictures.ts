import { readFile } from 'node:fs/promises';
import { BUILTIN_PICTURE_IDS } from '@matchdrop/shared';
import sharp from 'sharp';
import { builtinPictureFile } from './builtin-picture-files.js';

const BUILTIN_IDS: ReadonlySet<string> = new Set(Object.values(BUILTIN_PICTURE_IDS));

/** Each file read once per process: all of them together are about a megabyte. */
const loaded = new Map<string, Promise<Uint8Array>>();

/** Whether the id is one of the built-in picture games' drawings (R-PIC-22). */
export const isBuiltinPicture = (id: string): boolean => BUILTIN_IDS.has(id);

/**
 * A built-in drawing's committed WebP, or undefined for any other id. Built-in pictures are files of the repository,
 * never rows of the media table: every process and both databases serve them from a fresh clone with nothing
 * seeded, and the unused-picture sweep (R-PIC-8), which deletes only rows, can never remove them.
 */
export function readBuiltinPicture(id: string, size: 'large' | 'small'): Promise<Uint8Array> | undefined {
  if (!isBuiltinPicture(id)) return undefined;
  const file = builtinPictureFile(id, size);
  let bytes = loaded.get(file);
  if (!bytes) {
    bytes = readFile(file);
    loaded.set(file, bytes);
    // A failed read (a file descriptor limit under load) is not kept: the next request reads the file again.
    bytes.catch(() => loaded.delete(file));
  }
  return bytes;
}

/** The large drawing's size, as an upload's answer gives it (an exported built-in picture coming back in an import). */
export async function builtinPictureSize(id: string): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(await readBuiltinPicture(id, 'large')).metadata();
  return { width, height };
}
