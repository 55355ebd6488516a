import { areaSize, type Rng } from '@matchdrop/shared';
import type { Rect, ScreenBox, ZoneName } from './types.js';

/**
 * The geometry of the game area, in game pixels. Two shapes:
 * - landscape (the R-FIELD-3 sizes on a large screen): the two drop zones sit stacked in the middle; their
 *   bounding box (`obstacle`) is solid for moving items, so a moving rectangle never covers a zone's content,
 *   and the gaps around it are always wider than an item, so a bounced item always fits beside it;
 * - portrait (a phone held upright): a tall field with the upper zone along the top edge and the lower
 *   zone along the bottom edge; items move in the band between them (`field`), no obstacle inside.
 * Items move inside `field`; a held item may go anywhere in the area (over the zones).
 */
export interface FieldLayout {
  width: number;
  height: number;
  item: { width: number; height: number };
  zones: Record<ZoneName, Rect>;
  /** The zones' block in the middle of a landscape field; null when the zones sit at the field's edges. */
  obstacle: Rect | null;
  /** Where items move: the whole area in landscape, the band between the zones in portrait. */
  field: Rect;
}

const ITEM_WIDTH_RATIO = 0.22;
const ITEM_HEIGHT_RATIO = 0.13;
/** A portrait item takes a larger share of the narrow width and a smaller share of the tall height. */
const PORTRAIT_ITEM_WIDTH_RATIO = 0.4;
const PORTRAIT_ITEM_HEIGHT_RATIO = 0.085;
/**
 * A round with pictures gets squarer cards (R-PIC-14): taller, since a picture fitted into a text-sized strip would be
 * a thumbnail, and narrower, so the field still holds its starting items apart (two columns beside the zones).
 */
const PICTURE_CARD = { width: 0.8, height: 1.3 };
const TEXT_CARD = { width: 1, height: 1 };
/** Touch targets: at least 44 CSS px tall (game px are never larger than CSS px, see areaForScreen). */
const MIN_ITEM_HEIGHT = 48;
const MIN_ITEM_WIDTH = 120;
/** Below this, a screen box is too small to lay out at 1:1: the canvas is scaled down instead. */
const MIN_AREA_SIDE = 240;
const ZONE_PADDING_X = 24;
const ZONE_PADDING_Y = 20;
const ZONE_GAP = 12;
/** Portrait: the zones' distance from the area's edges and from the field band. */
const EDGE_ZONE_MARGIN = 8;
/** Spacing kept between items placed on the field, so they start visibly apart. */
const PLACEMENT_MARGIN = 8;
const PLACEMENT_TRIES = 60;
const GRID_STEP = 8;

/**
 * The area's size in game pixels. The R-FIELD-3 size for the item count is the least the field gets on a
 * large screen: the area takes the screen box's shape at that scale (so the canvas fills the box without
 * bars and is scaled up by ≥ 1). A box smaller than the R-FIELD-3 size is used as it is, one game pixel per CSS
 * pixel: the field shrinks to the screen, the items and their text do not.
 */
function areaForScreen(pairCount: number, screen?: ScreenBox): { width: number; height: number } {
  const nominal = areaSize(2 * pairCount);
  if (!screen || !(screen.width > 0) || !(screen.height > 0)) return nominal;
  const scale = Math.min(screen.width / nominal.width, screen.height / nominal.height);
  const factor = Math.max(1, scale);
  return { width: Math.max(MIN_AREA_SIDE, Math.round(screen.width / factor)), height: Math.max(MIN_AREA_SIDE, Math.round(screen.height / factor)) };
}

export function fieldLayout(pairCount: number, screen?: ScreenBox, pictures = false): FieldLayout {
  const { width, height } = areaForScreen(pairCount, screen);
  const card = pictures ? PICTURE_CARD : TEXT_CARD;
  return height > width ? portraitLayout(width, height, card) : landscapeLayout(width, height, card);
}

function landscapeLayout(width: number, height: number, card: typeof TEXT_CARD): FieldLayout {
  const item = {
    width: Math.max(MIN_ITEM_WIDTH, Math.round(width * ITEM_WIDTH_RATIO * card.width)),
    height: Math.max(MIN_ITEM_HEIGHT, Math.round(height * ITEM_HEIGHT_RATIO * card.height)),
  };
  const zoneWidth = item.width + ZONE_PADDING_X;
  const zoneHeight = item.height + ZONE_PADDING_Y;
  const blockHeight = 2 * zoneHeight + ZONE_GAP;
  const x = Math.round((width - zoneWidth) / 2);
  const top = Math.round((height - blockHeight) / 2);
  const upper = { x, y: top, width: zoneWidth, height: zoneHeight };
  const lower = { x, y: top + zoneHeight + ZONE_GAP, width: zoneWidth, height: zoneHeight };
  return { width, height, item, zones: { upper, lower }, obstacle: { x, y: top, width: zoneWidth, height: blockHeight }, field: { x: 0, y: 0, width, height } };
}

function portraitLayout(width: number, height: number, card: typeof TEXT_CARD): FieldLayout {
  const item = {
    width: Math.min(width - 2 * EDGE_ZONE_MARGIN, Math.max(MIN_ITEM_WIDTH, Math.round(width * PORTRAIT_ITEM_WIDTH_RATIO))),
    height: Math.max(MIN_ITEM_HEIGHT, Math.round(height * PORTRAIT_ITEM_HEIGHT_RATIO * card.height)),
  };
  const zoneHeight = item.height + ZONE_PADDING_Y;
  const zoneWidth = width - 2 * EDGE_ZONE_MARGIN;
  const upper = { x: EDGE_ZONE_MARGIN, y: EDGE_ZONE_MARGIN, width: zoneWidth, height: zoneHeight };
  const lower = { x: EDGE_ZONE_MARGIN, y: height - EDGE_ZONE_MARGIN - zoneHeight, width: zoneWidth, height: zoneHeight };
  const fieldTop = upper.y + upper.height + EDGE_ZONE_MARGIN;
  const field = { x: 0, y: fieldTop, width, height: lower.y - EDGE_ZONE_MARGIN - fieldTop };
  return { width, height, item, zones: { upper, lower }, obstacle: null, field };
}

export function rectCenter(rect: Rect): { x: number; y: number } {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

/** The rectangle of an item centred at (x, y). */
export function itemRect(layout: FieldLayout, x: number, y: number): Rect {
  return { x: x - layout.item.width / 2, y: y - layout.item.height / 2, width: layout.item.width, height: layout.item.height };
}

export function overlaps(a: Rect, b: Rect, margin = 0): boolean {
  return a.x < b.x + b.width + margin && b.x < a.x + a.width + margin && a.y < b.y + b.height + margin && b.y < a.y + a.height + margin;
}

export function containsPoint(rect: Rect, x: number, y: number): boolean {
  return x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height;
}

/** The overlap area of two rectangles (0 when apart). */
function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * A random centre for a new item: inside the field, clear of the zones, and not overlapping any of
 * `occupied` (centres of items already on the field). Random tries first; if they all collide, a scan
 * of a fine grid finds every clear spot and one is drawn at random; if the field is full, the spot
 * with the least overlap wins. Placement therefore always terminates and stays deterministic.
 */
export function findFreeSpot(layout: FieldLayout, occupied: readonly { x: number; y: number }[], rng: Rng): { x: number; y: number } {
  const others = occupied.map((c) => itemRect(layout, c.x, c.y));
  const crowding = (x: number, y: number): number => {
    const rect = itemRect(layout, x, y);
    if (layout.obstacle && overlaps(rect, layout.obstacle, PLACEMENT_MARGIN)) return Number.POSITIVE_INFINITY;
    let score = 0;
    for (const other of others) if (overlaps(rect, other, PLACEMENT_MARGIN)) score += 1 + overlapArea(rect, other);
    return score;
  };
  const { field } = layout;
  const minX = field.x + layout.item.width / 2;
  const minY = field.y + layout.item.height / 2;
  const spanX = Math.max(0, field.width - layout.item.width);
  const spanY = Math.max(0, field.height - layout.item.height);
  for (let i = 0; i < PLACEMENT_TRIES; i++) {
    const x = minX + rng.next() * spanX;
    const y = minY + rng.next() * spanY;
    if (crowding(x, y) === 0) return { x, y };
  }
  const clear: { x: number; y: number }[] = [];
  let best = { x: minX, y: minY };
  let bestScore = Number.POSITIVE_INFINITY;
  for (let x = minX; x <= minX + spanX; x += GRID_STEP) {
    for (let y = minY; y <= minY + spanY; y += GRID_STEP) {
      const score = crowding(x, y);
      if (score === 0) clear.push({ x, y });
      else if (score < bestScore) {
        bestScore = score;
        best = { x, y };
      }
    }
  }
  return clear.length > 0 ? (clear[Math.floor(rng.next() * clear.length)] ?? best) : best;
}
