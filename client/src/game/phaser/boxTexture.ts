import type Phaser from 'phaser';

/** A rounded box: what an item, its focus ring or a verdict look is drawn as. */
export interface BoxStyle {
  width: number;
  height: number;
  radius: number;
  /** Null for an outline only (the focus ring). */
  fill: string | null;
  border: string;
  lineWidth: number;
}

/** The texture's size: the box plus the half of the border that lies outside it, in game pixels. */
export function boxTextureSize(style: BoxStyle): { width: number; height: number } {
  return { width: style.width + style.lineWidth, height: style.height + style.lineWidth };
}

export function boxTextureKey(style: BoxStyle, scale: number): string {
  return `box:${style.width}x${style.height}:r${style.radius}:${style.fill ?? 'none'}:${style.border}:${style.lineWidth}@${scale}`;
}

function roundedRectPath(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  const radius = Math.min(r, w / 2, h / 2);
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.arcTo(x + w, y, x + w, y + h, radius);
  ctx.arcTo(x + w, y + h, x, y + h, radius);
  ctx.arcTo(x, y + h, x, y, radius);
  ctx.arcTo(x, y, x + w, y, radius);
  ctx.closePath();
}

/**
 * The texture of a box look, drawn once on a 2D canvas at `scale` canvas pixels per game pixel and
 * shared by every item with that look. Why: a Phaser Graphics object is re-tessellated into triangles
 * on every WebGL frame, which for 40 items was most of the game's script time per frame; an image of a
 * cached texture is one quad.
 */
export function boxTexture(scene: Phaser.Scene, style: BoxStyle, scale: number): string {
  const key = boxTextureKey(style, scale);
  if (scene.textures.exists(key)) return key;
  const size = boxTextureSize(style);
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(size.width * scale);
  canvas.height = Math.ceil(size.height * scale);
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.scale(scale, scale);
    const half = style.lineWidth / 2;
    roundedRectPath(ctx, half, half, style.width, style.height, style.radius);
    if (style.fill !== null) {
      ctx.fillStyle = style.fill;
      ctx.fill();
    }
    ctx.lineWidth = style.lineWidth;
    ctx.strokeStyle = style.border;
    ctx.stroke();
  }
  scene.textures.addCanvas(key, canvas);
  return key;
}
