import { CLOCK_TIMES, FLAGS, FRACTIONS, SHAPES, type ShapeId } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { builtinDrawings } from './builtin-drawings.js';
import { clockHandAngles, clockSvg } from './clock-drawing.js';
import { FLAG_CANVAS, FLAG_DESIGNS, flagRects } from './flag-drawing.js';
import { fractionSectors } from './fraction-drawing.js';
import { regularPolygon, SHAPE_OUTLINES } from './shape-drawing.js';
import type { Point } from './svg.js';

type Vector = { x: number; y: number };
const vector = (a: Point, b: Point): Vector => ({ x: b.x - a.x, y: b.y - a.y });
const length = (v: Vector): number => Math.hypot(v.x, v.y);
/** Sin of the angle between two vectors: 0 when they are parallel. */
const cross = (u: Vector, v: Vector): number => (u.x * v.y - u.y * v.x) / (length(u) * length(v));
/** Cos of the angle between two vectors: 0 when they are at right angles. */
const dot = (u: Vector, v: Vector): number => (u.x * v.x + u.y * v.y) / (length(u) * length(v));

function cornersOf(shape: ShapeId): Point[] {
  const outline = SHAPE_OUTLINES[shape];
  if (outline.kind !== 'polygon') throw new Error(`${shape} is not a polygon`);
  return outline.corners;
}
const sides = (corners: Point[]): Vector[] => corners.map((p, i) => vector(p, corners[(i + 1) % corners.length]!));
const rightAngles = (corners: Point[]): number => {
  const s = sides(corners);
  return s.filter((side, i) => Math.abs(dot(side, s[(i + 1) % s.length]!)) < 1e-9).length;
};
const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6;

describe('the built-in games’ drawings (R-PIC-23)', () => {
  it('R-PIC-23: puts the hands of 3:15 on the 3 (minute) and a quarter of the way from 3 to 4 (hour)', () => {
    expect(clockHandAngles({ hours: 3, minutes: 15 })).toEqual({ hour: 97.5, minute: 90 });
    expect(clockHandAngles({ hours: 12, minutes: 0 })).toEqual({ hour: 0, minute: 0 });
    expect(clockHandAngles({ hours: 6, minutes: 30 })).toEqual({ hour: 195, minute: 180 });
    expect(clockHandAngles({ hours: 1, minutes: 45 })).toEqual({ hour: 52.5, minute: 270 });
  });

  it('R-PIC-23: draws a different pair of hands for every time of the clock game', () => {
    const hands = CLOCK_TIMES.map((time) => JSON.stringify(clockHandAngles(time)));
    expect(new Set(hands).size).toBe(CLOCK_TIMES.length);
    expect(clockSvg({ hours: 3, minutes: 15 })).not.toBe(clockSvg({ hours: 3, minutes: 20 }));
  });

  it('R-PIC-23: cuts the circle of 3/4 into 4 equal quarters from twelve o’clock, the first three shaded', () => {
    expect(fractionSectors({ numerator: 3, denominator: 4 })).toEqual([
      { from: 0, to: 90, shaded: true },
      { from: 90, to: 180, shaded: true },
      { from: 180, to: 270, shaded: true },
      { from: 270, to: 360, shaded: false },
    ]);
    for (const fraction of FRACTIONS) {
      const sectors = fractionSectors(fraction);
      expect(sectors).toHaveLength(fraction.denominator);
      expect(sectors.filter((s) => s.shaded)).toHaveLength(fraction.numerator);
      expect(sectors.at(-1)!.to).toBe(360);
    }
  });

  it('R-PIC-23: draws each regular polygon with the number of equal sides its description gives', () => {
    const counts: Partial<Record<ShapeId, number>> = { 'equilateral-triangle': 3, pentagon: 5, hexagon: 6, heptagon: 7, octagon: 8, nonagon: 9, decagon: 10 };
    for (const [shape, count] of Object.entries(counts) as [ShapeId, number][]) {
      const lengths = sides(cornersOf(shape)).map(length);
      expect(lengths, shape).toHaveLength(count);
      for (const side of lengths) expect(close(side, lengths[0]!), shape).toBe(true);
    }
    expect(regularPolygon(4)).toHaveLength(4);
  });

  it('R-PIC-23: draws the four-sided shapes as their descriptions say', () => {
    const [squareSides, rectangleSides] = [sides(cornersOf('square')).map(length), sides(cornersOf('rectangle')).map(length)];
    expect(new Set(squareSides).size).toBe(1);
    expect(rightAngles(cornersOf('square'))).toBe(4);
    expect(rightAngles(cornersOf('rectangle'))).toBe(4);
    expect(rectangleSides[0]).toBeGreaterThan(rectangleSides[1]!);
    expect(rightAngles(cornersOf('right-triangle'))).toBe(1);

    const rhombus = sides(cornersOf('rhombus'));
    expect(new Set(rhombus.map(length)).size).toBe(1);
    expect(rightAngles(cornersOf('rhombus'))).toBe(0);

    const [a, b, c, d] = sides(cornersOf('parallelogram'));
    expect([cross(a!, c!), cross(b!, d!)].map((s) => close(s, 0))).toEqual([true, true]);
    expect(rightAngles(cornersOf('parallelogram'))).toBe(0);

    const [top, right, bottom, left] = sides(cornersOf('trapezoid'));
    expect(close(cross(top!, bottom!), 0)).toBe(true);
    expect(close(cross(right!, left!), 0)).toBe(false);
    expect(length(bottom!)).toBeGreaterThan(length(top!));

    const kite = sides(cornersOf('kite')).map(length);
    expect([close(kite[0]!, kite[3]!), close(kite[1]!, kite[2]!), close(kite[0]!, kite[1]!)]).toEqual([true, true, false]);
  });

  it('R-PIC-23: draws a star of ten sides and every shape of the game exactly once', () => {
    expect(cornersOf('star')).toHaveLength(10);
    const bodies = builtinDrawings().map((d) => d.body);
    expect(new Set(bodies).size).toBe(bodies.length);
    expect(bodies).toHaveLength(CLOCK_TIMES.length + FRACTIONS.length + Object.keys(SHAPES).length + Object.keys(FLAGS).length);
  });

  it('R-PIC-23: draws each striped flag as equal stripes in the order its description names them, and crosses towards the flagpole', () => {
    expect(flagRects(FLAG_DESIGNS.france).map(({ x, width, colour }) => [x, width, colour])).toEqual([
      [0, 100, '#002654'],
      [100, 100, '#ffffff'],
      [200, 100, '#ce1126'],
    ]);
    expect(flagRects(FLAG_DESIGNS.poland).map(({ y, height }) => [y, height])).toEqual([
      [0, 100],
      [100, 100],
    ]);
    for (const [flag, { alt }] of Object.entries(FLAGS)) {
      const design = FLAG_DESIGNS[flag as keyof typeof FLAGS];
      if (design.kind === 'stripes') {
        expect(alt, flag).toContain(design.direction);
        expect(alt, flag).toContain(design.colours.length === 3 ? 'three' : 'two');
      }
    }
    for (const flag of ['sweden', 'denmark'] as const) {
      const [, upright, across] = flagRects(FLAG_DESIGNS[flag]);
      // The upright bar's middle is left of the flag's middle; the crossbar is centred.
      expect(upright!.x + upright!.width / 2, flag).toBeLessThan(FLAG_CANVAS.width / 2);
      expect(across!.y + across!.height / 2, flag).toBeCloseTo(FLAG_CANVAS.height / 2);
    }
  });
});
