import { GAME_SPEED_MAX, GAME_SPEED_MIN, type Rng } from '@matchdrop/shared';
import type { FieldLayout } from './layout.js';
import type { FieldItem } from './types.js';

/** Pixels per second at speed 1; speed 10 is ten times as fast. */
const PIXELS_PER_SPEED_STEP = 14;
/** Reduced motion: every item crawls at this pace whatever the speed slider says. */
const REDUCED_MOTION_PIXELS_PER_SECOND = 4;
/** Each item gets its own pace within ±20 % so the field does not move in lockstep. */
const SPEED_VARIATION = 0.2;
/** Long frames are cut into sub-steps no longer than this, so no item tunnels through the zones. */
const MAX_SUBSTEP_MS = 50;

export function clampSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return GAME_SPEED_MIN;
  return Math.min(GAME_SPEED_MAX, Math.max(GAME_SPEED_MIN, Math.round(speed)));
}

export function pixelsPerSecond(speed: number, reducedMotion: boolean): number {
  return reducedMotion ? REDUCED_MOTION_PIXELS_PER_SECOND : clampSpeed(speed) * PIXELS_PER_SPEED_STEP;
}

/** A random direction scaled by the item's own speed factor (length 0.8–1.2). */
export function randomDirection(rng: Rng): { dx: number; dy: number } {
  const angle = rng.next() * 2 * Math.PI;
  const factor = 1 - SPEED_VARIATION + rng.next() * 2 * SPEED_VARIATION;
  return { dx: Math.cos(angle) * factor, dy: Math.sin(angle) * factor };
}

/**
 * Pushes an item out of the zones' block along the shortest way and turns it away from the block.
 * Moving items bounce off the zones rather than pass under them, so a zone's content is never hidden.
 */
export function pushOutOfObstacle(item: FieldItem, layout: FieldLayout): void {
  const { obstacle: o, item: size } = layout;
  if (!o) return;
  const left = item.x - size.width / 2;
  const top = item.y - size.height / 2;
  const toLeft = left + size.width - o.x;
  const toRight = o.x + o.width - left;
  const toTop = top + size.height - o.y;
  const toBottom = o.y + o.height - top;
  if (toLeft <= 0 || toRight <= 0 || toTop <= 0 || toBottom <= 0) return;
  const min = Math.min(toLeft, toRight, toTop, toBottom);
  if (min === toLeft) {
    item.x -= toLeft;
    item.dx = -Math.abs(item.dx);
  } else if (min === toRight) {
    item.x += toRight;
    item.dx = Math.abs(item.dx);
  } else if (min === toTop) {
    item.y -= toTop;
    item.dy = -Math.abs(item.dy);
  } else {
    item.y += toBottom;
    item.dy = Math.abs(item.dy);
  }
}

/** Keeps an item's rectangle inside the field, turning it back from the edge it hit. */
export function bounceOffEdges(item: FieldItem, layout: FieldLayout): void {
  const { field } = layout;
  const minX = field.x + layout.item.width / 2;
  const maxX = field.x + field.width - layout.item.width / 2;
  const minY = field.y + layout.item.height / 2;
  const maxY = field.y + field.height - layout.item.height / 2;
  if (item.x < minX) {
    item.x = minX;
    item.dx = Math.abs(item.dx);
  } else if (item.x > maxX) {
    item.x = maxX;
    item.dx = -Math.abs(item.dx);
  }
  if (item.y < minY) {
    item.y = minY;
    item.dy = Math.abs(item.dy);
  } else if (item.y > maxY) {
    item.y = maxY;
    item.dy = -Math.abs(item.dy);
  }
}

/** The gap two moving items keep between them. */
const SEPARATION_GAP_PX = 6;
/** How fast overlapping items are eased apart, whatever the game speed (a light push, not a jump). */
const SEPARATION_PX_PER_SECOND = 60;

/**
 * A light repulsion between moving items, so none hides another and each stays grabbable: two items
 * closer than SEPARATION_GAP_PX turn away from each other along the axis where they overlap least (as if
 * they bounced), and items already overlapping (spawned into a crowded field, released on top of another)
 * are eased apart a little each step. Pairs are visited in spawn order, so the result is deterministic.
 */
export function separateItems(items: readonly FieldItem[], layout: FieldLayout, dtMs: number): void {
  const moving = items.filter((i) => i.location === 'field');
  const { width: w, height: h } = layout.item;
  const maxPush = (SEPARATION_PX_PER_SECOND * dtMs) / 1000;
  for (let i = 0; i < moving.length; i++) {
    for (let j = i + 1; j < moving.length; j++) {
      const a = moving[i]!;
      const b = moving[j]!;
      const overlapX = w + SEPARATION_GAP_PX - Math.abs(a.x - b.x);
      const overlapY = h + SEPARATION_GAP_PX - Math.abs(a.y - b.y);
      if (overlapX <= 0 || overlapY <= 0) continue;
      // Separate along the axis that needs the shorter way out (relative to the item's size on that axis).
      if (overlapX / w < overlapY / h) separateAlong('x', a, b, overlapX, maxPush);
      else separateAlong('y', a, b, overlapY, maxPush);
    }
  }
}

/** Turns two items away from each other on one axis and eases them apart by up to maxPush each. */
function separateAlong(axis: 'x' | 'y', a: FieldItem, b: FieldItem, overlap: number, maxPush: number): void {
  const velocity = axis === 'x' ? 'dx' : 'dy';
  const aFirst = a[axis] < b[axis] || (a[axis] === b[axis] && a.seq < b.seq);
  const [low, high] = aFirst ? [a, b] : [b, a];
  low[velocity] = -Math.abs(low[velocity]);
  high[velocity] = Math.abs(high[velocity]);
  const push = Math.min(overlap / 2, maxPush);
  low[axis] -= push;
  high[axis] += push;
}

/** Moves every item on the field by dtMs (held items and zone items stay put); items keep apart. */
export function moveItems(items: readonly FieldItem[], layout: FieldLayout, pxPerSecond: number, dtMs: number): void {
  let remaining = dtMs;
  while (remaining > 0) {
    const slice = Math.min(remaining, MAX_SUBSTEP_MS);
    remaining -= slice;
    const distance = (pxPerSecond * slice) / 1000;
    for (const item of items) {
      if (item.location !== 'field') continue;
      item.x += item.dx * distance;
      item.y += item.dy * distance;
    }
    separateItems(items, layout, slice);
    for (const item of items) {
      if (item.location !== 'field') continue;
      pushOutOfObstacle(item, layout);
      bounceOffEdges(item, layout);
    }
  }
}
