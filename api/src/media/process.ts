import { MEDIA_ACCEPTED_TYPES, MEDIA_LARGE_PX, MEDIA_MAX_INPUT_PIXELS, MEDIA_SMALL_PX } from '@matchdrop/shared';
import { availableParallelism } from 'node:os';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

// Decoded pictures are never kept between uploads: the memory goes back as soon as each one is written.
sharp.cache(false);
// One libvips thread per picture, and pictures decoded at most one fewer at a time than the machine has cores: on
// the 2-core machine ten uploads at once otherwise kept both cores busy (libuv's 4 threads, each with libvips's
// own) and the event loop, which serves every other request and the game rooms, waited 80-190 ms at p99.
sharp.concurrency(1);
const PICTURES_AT_ONCE = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than PICTURES_AT_ONCE pictures are being decoded, in the order asked. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PICTURES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

type AcceptedType = (typeof MEDIA_ACCEPTED_TYPES)[number];

/** The format sharp reports for each accepted type (AVIF is a HEIF container). */
const SHARP_FORMAT: Record<AcceptedType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'heif',
};

const isAccepted = (mime: string): mime is AcceptedType => (MEDIA_ACCEPTED_TYPES as readonly string[]).includes(mime);

/** Why a file is not taken: not an accepted picture at all, or one that declares too many pixels. */
export class PictureRefused extends Error {
  override name = 'PictureRefused';
  constructor(
    readonly reason: 'not_accepted' | 'too_many_pixels',
    message: string,
  ) {
    super(message);
  }
}

export interface ProcessedPicture {
  /** WebP fitted into MEDIA_LARGE_PX, and its size. */
  large: Buffer;
  width: number;
  height: number;
  /** WebP fitted into MEDIA_SMALL_PX. */
  small: Buffer;
}

const NOT_A_PICTURE = 'That file is not a picture MatchDrop accepts: use a JPEG, PNG, WebP, GIF or AVIF picture.';
const SVG_REFUSED = 'SVG pictures are not accepted: save it as PNG and upload that.';

/** An SVG (text with an <svg element near its start): file-type does not name text formats, so the refusal can. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  return /<svg[\s>]/i.test(Buffer.from(bytes.subarray(0, 4096)).toString('latin1'));
}

/** The accepted type the bytes are, by their content alone (never the file's name or the browser's word). */
async function identify(bytes: Uint8Array): Promise<AcceptedType> {
  const found = await fileTypeFromBuffer(bytes);
  if (found && isAccepted(found.mime)) return found.mime;
  throw new PictureRefused('not_accepted', looksLikeSvg(bytes) ? SVG_REFUSED : NOT_A_PICTURE);
}

/**
 * The header's size is checked before anything is decoded, so a picture bomb (a small file declaring 20,000 ×
 * 20,000 pixels) is refused in milliseconds without its pixels ever being allocated; limitInputPixels holds the
 * decoder to the same bound in case a header lies.
 */
async function checkHeader(bytes: Uint8Array, type: AcceptedType): Promise<void> {
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta || meta.format !== SHARP_FORMAT[type] || !meta.width || !meta.height) throw new PictureRefused('not_accepted', NOT_A_PICTURE);
  if (meta.width * meta.height > MEDIA_MAX_INPUT_PIXELS) {
    throw new PictureRefused(
      'too_many_pixels',
      `That picture is ${meta.width} × ${meta.height} pixels; at most ${MEDIA_MAX_INPUT_PIXELS / 1_000_000} megapixels are accepted. Make it smaller and upload it again.`,
    );
  }
}

const fitInside = (px: number) => ({ width: px, height: px, fit: 'inside', withoutEnlargement: true }) as const;

/**
 * Decoded once (JPEG's shrink-on-load makes a 12-megapixel photo cheap), auto-oriented by its EXIF orientation and
 * fitted into the large size; both WebPs are encoded from those pixels, with no metadata at all.
 */
async function encode(bytes: Uint8Array): Promise<ProcessedPicture> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MEDIA_MAX_INPUT_PIXELS, pages: 1, failOn: 'error' })
    .autoOrient()
    .resize(fitInside(MEDIA_LARGE_PX))
    // 8-bit sRGB whatever came in (16-bit PNG, CMYK JPEG), so the pixels read back as they are described below.
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [large, small] = await Promise.all([
    sharp(data, pixels).webp({ quality: 80 }).toBuffer(),
    sharp(data, pixels).resize(fitInside(MEDIA_SMALL_PX)).webp({ quality: 72 }).toBuffer(),
  ]);
  return { large, width: info.width, height: info.height, small };
}

/**
 * Re-encodes an uploaded file into the two stored WebP sizes (R-PIC-1..4). The original bytes are never kept or
 * served: whatever else a file carries (EXIF and GPS, an HTML or script tail of a polyglot, a GIF's other frames) is
 * gone. sharp decodes and encodes on libuv's thread pool, so the event loop stays free meanwhile.
 */
export async function processPicture(bytes: Uint8Array): Promise<ProcessedPicture> {
  const type = await identify(bytes);
  await checkHeader(bytes, type);
  try {
    return await inTurn(() => encode(bytes));
  } catch {
    // A header that promised a picture whose data then would not decode (truncated, corrupt, lying).
    throw new PictureRefused('not_accepted', NOT_A_PICTURE);
  }
}
