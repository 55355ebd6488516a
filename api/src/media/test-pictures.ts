// Pictures made for the media tests: every accepted format, and the files that must be refused.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

const solid = (width: number, height: number, background = '#c33') => sharp({ create: { width, height, channels: 3, background } });

/** Each accepted format, 300 × 200. */
export async function everyFormat(): Promise<Record<'jpeg' | 'png' | 'webp' | 'gif' | 'avif', Buffer>> {
  return {
    jpeg: await solid(300, 200).jpeg().toBuffer(),
    png: await solid(300, 200, '#3c3').png().toBuffer(),
    webp: await solid(300, 200, '#33c').webp().toBuffer(),
    gif: await solid(300, 200, '#cc3').gif().toBuffer(),
    avif: await solid(300, 200, '#3cc').avif().toBuffer(),
  };
}

/** A 1200 × 600 JPEG taken "on its side" (EXIF orientation 6) by a camera that wrote its make and where it was. */
export function photoWithGps(): Promise<Buffer> {
  return solid(1200, 600, '#58a')
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'SnoopCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A picture bomb: a valid PNG of about 100 KB declaring 20,000 × 20,000 pixels (1.2 GB once decoded), its image
 * data a compressed run of zeros.
 */
export function pictureBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = deflateSync(Buffer.alloc(100 * 1024 * 1024), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

export const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

export const HTML = Buffer.from('<!doctype html><html><body><script>fetch("/api/auth/me")</script></body></html>');

/** A real PNG with an HTML page glued after its end: it is a picture, but the tail must never be served. */
export async function polyglot(): Promise<Buffer> {
  return Buffer.concat([await solid(40, 40).png().toBuffer(), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
}

/** A file over the 10 MB limit whose start is a real picture. */
export async function oversized(limit: number): Promise<Buffer> {
  const png = await solid(20, 20).png().toBuffer();
  return Buffer.concat([png, Buffer.alloc(limit + 1 - png.length + 1024)]);
}
