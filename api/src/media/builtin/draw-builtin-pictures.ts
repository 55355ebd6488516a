// Draws the built-in picture games' pictures (R-PIC-23): run by hand with `npm run draw-pictures -w api` after a
// drawing or a game's list changes, and its output committed: api/builtin-pictures/*.webp and
// shared/src/catalog/pictures/builtin-picture-ids.ts. Not run by the build: the WebP bytes depend on the libvips
// version, and a picture's id is the hash of its bytes, so drawing again on another machine could change every id.
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { MEDIA_LARGE_PX } from '@matchdrop/shared';
import sharp from 'sharp';
import { processPicture } from '../process.js';
import { builtinDrawings } from './builtin-drawings.js';
import { BUILTIN_PICTURES_DIR, builtinPictureFile } from './builtin-picture-files.js';
import { svgDocument } from './svg.js';

const IDS_FILE = fileURLToPath(new URL('../../../../shared/src/catalog/pictures/builtin-picture-ids.ts', import.meta.url));

async function main(): Promise<void> {
  await rm(BUILTIN_PICTURES_DIR, { recursive: true, force: true });
  await mkdir(BUILTIN_PICTURES_DIR, { recursive: true });
  const ids: [string, string][] = [];
  let bytes = 0;
  for (const { key, body, canvas } of builtinDrawings()) {
    // Rasterized losslessly at the large size, then through the same re-encoding as an upload (R-PIC-4).
    const png = await sharp(Buffer.from(svgDocument(body, canvas, MEDIA_LARGE_PX)))
      .png()
      .toBuffer();
    const { large, small } = await processPicture(png);
    const id = createHash('sha256').update(large).digest('hex');
    await writeFile(builtinPictureFile(id, 'large'), large);
    await writeFile(builtinPictureFile(id, 'small'), small);
    ids.push([key, id]);
    bytes += large.length + small.length;
  }
  const entries = ids.map(([key, id]) => `  '${key}': '${id}',`).join('\n');
  await writeFile(
    IDS_FILE,
    `// Written by api/src/media/builtin/draw-builtin-pictures.ts (npm run draw-pictures -w api): do not edit by hand.\n` +
      `/** Each built-in drawing's key → its picture's id, the SHA-256 of its large WebP in api/builtin-pictures (R-PIC-22). */\n` +
      `export const BUILTIN_PICTURE_IDS: Readonly<Record<string, string>> = Object.freeze({\n${entries}\n});\n`,
  );
  console.log(`${ids.length} pictures drawn, ${Math.round(bytes / 1024)} KB in all (both sizes)`);
}

await main();
