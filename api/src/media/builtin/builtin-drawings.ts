import { CLOCK_TIMES, clockKey, FLAGS, flagKey, FRACTIONS, fractionKey, SHAPES, shapeKey, type FlagId, type ShapeId } from '@matchdrop/shared';
import { clockSvg } from './clock-drawing.js';
import { FLAG_CANVAS, flagSvg } from './flag-drawing.js';
import { fractionSvg } from './fraction-drawing.js';
import { shapeSvg } from './shape-drawing.js';
import { SQUARE, type Canvas } from './svg.js';

export interface Drawing {
  /** The key the catalog's game lists name it by (BUILTIN_PICTURE_IDS). */
  key: string;
  /** The SVG body, drawn on `canvas`. */
  body: string;
  canvas: Canvas;
}

/** Every drawing of every built-in picture game, in the games' order. */
export function builtinDrawings(): Drawing[] {
  return [
    ...CLOCK_TIMES.map((time) => ({ key: clockKey(time), body: clockSvg(time), canvas: SQUARE })),
    ...FRACTIONS.map((fraction) => ({ key: fractionKey(fraction), body: fractionSvg(fraction), canvas: SQUARE })),
    ...(Object.keys(SHAPES) as ShapeId[]).map((shape) => ({ key: shapeKey(shape), body: shapeSvg(shape), canvas: SQUARE })),
    ...(Object.keys(FLAGS) as FlagId[]).map((flag) => ({ key: flagKey(flag), body: flagSvg(flag), canvas: FLAG_CANVAS })),
  ];
}
