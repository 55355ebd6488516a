import { areaSize, type Rng } from '@matchdrop/shared';
import type { Rect, ZoneName } from './types.js';

/**
 * The geometry of the game area. The two drop zones sit stacked in the middle; their bounding
 * box (`obstacle`) is solid for moving items, so a moving rectangle never covers a zone's content.
 * Item and zone sizes scale with the area, and the gaps around the obstacle are always wider than an
 * item, so an item bounced off the obstacle always fits between it and the area's edge.
 */
export interface FieldLayout {
  width: number;
  height: number;
  item: { width: number; height: number };
  zones: Record<ZoneName, Rect>;
  obstacle: Rect;
}

const ITEM_WIDTH_RATIO = 0.22;
const ITEM_HEIGHT_RATIO = 0.13;
const ZONE_PADDING_X = 24;
const ZONE_PADDING_Y = 20;
const ZONE_GAP = 12;
/** Spacing kept between items placed on the field, so they start visibly apart. */
const PLACEMENT_MARGIN = 8;
const PLACEMENT_TRIES = 60;
const GRID_STEP = 8;

export function fieldLayout(pairCount: number): FieldLayout {
  const { width, height } = areaSize(2 * pairCount);
  const item = { width: Math.round(width * ITEM_WIDTH_RATIO), height: Math.round(height * ITEM_HEIGHT_RATIO) };
  const zoneWidth = item.width + ZONE_PADDING_X;
  const zoneHeight = item.height + ZONE_PADDING_Y;
  const blockHeight = 2 * zoneHeight + ZONE_GAP;
  const x = Math.round((width - zoneWidth) / 2);
  const top = Math.round((height - blockHeight) / 2);
  const upper = { x, y: top, width: zoneWidth, height: zoneHeight };
  const lower = { x, y: top + zoneHeight + ZONE_GAP, width: zoneWidth, height: zoneHeight };
  return { width, height, item, zones: { upper, lower }, obstacle: { x, y: top, width: zoneWidth, height: blockHeight } };
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
 * A random centre for a new item: inside the area, clear of the zones, and not overlapping any of
 * `occupied` (centres of items already on the field). Random tries first; if they all collide, a scan
 * of a fine grid finds every clear spot and one is drawn at random; if the field is full, the spot
 * with the least overlap wins. Placement therefore always terminates and stays deterministic.
 */
export function findFreeSpot(layout: FieldLayout, occupied: readonly { x: number; y: number }[], rng: Rng): { x: number; y: number } {
  const others = occupied.map((c) => itemRect(layout, c.x, c.y));
  const crowding = (x: number, y: number): number => {
    const rect = itemRect(layout, x, y);
    if (overlaps(rect, layout.obstacle, PLACEMENT_MARGIN)) return Number.POSITIVE_INFINITY;
    let score = 0;
    for (const other of others) if (overlaps(rect, other, PLACEMENT_MARGIN)) score += 1 + overlapArea(rect, other);
    return score;
  };
  const halfW = layout.item.width / 2;
  const halfH = layout.item.height / 2;
  const spanX = layout.width - layout.item.width;
  const spanY = layout.height - layout.item.height;
  for (let i = 0; i < PLACEMENT_TRIES; i++) {
    const x = halfW + rng.next() * spanX;
    const y = halfH + rng.next() * spanY;
    if (crowding(x, y) === 0) return { x, y };
  }
  const clear: { x: number; y: number }[] = [];
  let best = { x: halfW, y: halfH };
  let bestScore = Number.POSITIVE_INFINITY;
  for (let x = halfW; x <= halfW + spanX; x += GRID_STEP) {
    for (let y = halfH; y <= halfH + spanY; y += GRID_STEP) {
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
