import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { BUILTIN_GAMES, BUILTIN_PICTURE_IDS, MEDIA_LARGE_PX, MEDIA_SMALL_PX, pictureIds } from '@matchdrop/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { builtinDrawings } from './builtin-drawings.js';
import { builtinPictureFile } from './builtin-picture-files.js';

/** The budget for any one picture a game fetches. */
const PICTURE_MAX_BYTES = 30 * 1024;

const catalogPictures = pictureIds(BUILTIN_GAMES.flatMap((game) => Object.keys(game.data)));

describe('the built-in picture games’ committed pictures (R-PIC-22)', () => {
  it('R-PIC-22: names a picture for every drawing, and every picture the catalog names is a drawing', () => {
    expect(Object.keys(BUILTIN_PICTURE_IDS).sort()).toEqual(
      builtinDrawings()
        .map((d) => d.key)
        .sort(),
    );
    expect(catalogPictures.sort()).toEqual(Object.values(BUILTIN_PICTURE_IDS).sort());
    expect(catalogPictures).toHaveLength(80);
  });

  it.each(catalogPictures)('R-PIC-22: %s is the SHA-256 of its committed large WebP, with its small one beside it', async (id) => {
    const large = await readFile(builtinPictureFile(id, 'large'));
    const small = await readFile(builtinPictureFile(id, 'small'));
    expect(createHash('sha256').update(large).digest('hex')).toBe(id);
    const [big, little] = await Promise.all([sharp(large).metadata(), sharp(small).metadata()]);
    // Square drawings, and flags at 3:2: the longer side at each stored size, as an upload of that drawing would be.
    expect([big.format, Math.max(big.width, big.height)]).toEqual(['webp', MEDIA_LARGE_PX]);
    expect([little.format, Math.max(little.width, little.height)]).toEqual(['webp', MEDIA_SMALL_PX]);
    expect(large.length).toBeLessThanOrEqual(PICTURE_MAX_BYTES);
    expect(small.length).toBeLessThanOrEqual(PICTURE_MAX_BYTES);
  });
});
