// Photo-like test pictures for the browser tests and the bench (issue 35): what a teacher's camera gives, not a flat
// colour, so the sizes the product stores and serves are those of real pictures.
import type { MediaAnswer } from '@matchdrop/shared';
import sharp from 'sharp';

/** How strongly the fine detail shows (0 flat, 1 full contrast). */
const DETAIL_AMPLITUDE = 0.6;

/** A small deterministic generator (the picture of a seed is the same on every run). */
function grainOf(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) / 0x1000000;
  };
}

/**
 * A `width` × `height` JPEG (quality 90) that compresses like a photo: soft blobs of colour (a coarse random field
 * scaled up smoothly, like out-of-focus scenery) over a gradient, a few sharp-edged shapes, and fine sensor grain.
 * Each seed gives another picture.
 */
export async function photoLikeJpeg(seed: number, width = 1600, height = 1200): Promise<Buffer> {
  const random = grainOf(seed);
  const coarse = Buffer.alloc(8 * 6 * 3);
  for (let i = 0; i < coarse.length; i++) coarse[i] = Math.floor(40 + random() * 180);
  const blobs = await sharp(coarse, { raw: { width: 8, height: 6, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  // Detail at the scale a thumbnail keeps (leaves, fabric, gravel): the bytes of a photo's small size are mostly these.
  const detailSide = { width: 400, height: 300 };
  const detailField = Buffer.alloc(detailSide.width * detailSide.height);
  for (let i = 0; i < detailField.length; i++) detailField[i] = Math.floor(random() * 255);
  const detail = await sharp(detailField, { raw: { ...detailSide, channels: 1 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const pixels = Buffer.alloc(width * height * 3);
  const shapes = Array.from({ length: 4 }, () => ({ x: random() * width, y: random() * height, r: (0.05 + random() * 0.12) * width, tone: random() * 255 }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const inShape = shapes.find((s) => (x - s.x) ** 2 + (y - s.y) ** 2 < s.r ** 2);
      for (let c = 0; c < 3; c++) {
        const base = inShape ? (inShape.tone + c * 60) % 255 : blobs[i + c]! * 0.8 + (y / height) * 50;
        const texture = (detail[y * width + x]! - 128) * DETAIL_AMPLITUDE;
        pixels[i + c] = Math.max(0, Math.min(255, base + texture + (random() - 0.5) * 18));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Uploads a picture as a browser form does (POST /api/media, field `file`); throws on any refusal. */
export async function uploadPicture(baseUrl: string, token: string, bytes: Buffer, name = 'photo.jpg'): Promise<MediaAnswer['media']> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${baseUrl}/api/media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const answer = (await response.json()) as MediaAnswer & { error?: string };
  if (response.status !== 201) throw new Error(`POST /api/media: ${response.status} ${answer.error ?? ''}`);
  return answer.media;
}
