import { CLOCK_TIMES, clockKey, FRACTIONS, fractionKey, SHAPES, shapeKey, type ShapeId } from '@matchdrop/shared';
import { clockSvg } from './clock-drawing.js';
import { fractionSvg } from './fraction-drawing.js';
import { shapeSvg } from './shape-drawing.js';

export interface Drawing {
  /** The key the catalog's game lists name it by (BUILTIN_PICTURE_IDS). */
  key: string;
  /** The SVG body, drawn on svg.ts's canvas. */
  body: string;
}

/** Every drawing of every built-in picture game, in the games' order. */
export function builtinDrawings(): Drawing[] {
  return [
    ...CLOCK_TIMES.map((time) => ({ key: clockKey(time), body: clockSvg(time) })),
    ...FRACTIONS.map((fraction) => ({ key: fractionKey(fraction), body: fractionSvg(fraction) })),
    ...(Object.keys(SHAPES) as ShapeId[]).map((shape) => ({ key: shapeKey(shape), body: shapeSvg(shape) })),
  ];
}
