import type { ShapeId } from '@matchdrop/shared';
import { CENTRE, FILL, INK, num, polar, type Point } from './svg.js';

/** A shape's outline: corners joined by straight sides, or an SVG path for the curved ones. */
export type Outline = { kind: 'polygon'; corners: Point[] } | { kind: 'path'; d: string };

/** `sides` corners at equal steps round a circle, the first at the top: every side and angle equal. */
export function regularPolygon(sides: number, radius = 82): Point[] {
  return Array.from({ length: sides }, (_, i) => polar((i * 360) / sides, radius, { x: CENTRE, y: CENTRE + 6 }));
}

const corners = (...xy: [number, number][]): Outline => ({ kind: 'polygon', corners: xy.map(([x, y]) => ({ x, y })) });
const regular = (sides: number): Outline => ({ kind: 'polygon', corners: regularPolygon(sides) });

/** Five outer points and five inner ones between them. */
function star(): Outline {
  return { kind: 'polygon', corners: Array.from({ length: 10 }, (_, i) => polar(i * 36, i % 2 === 0 ? 88 : 36, { x: CENTRE, y: CENTRE + 8 })) };
}

/** Each shape as its description in the catalog says it is (shape-drawing.test.ts measures the claims). */
export const SHAPE_OUTLINES: Record<ShapeId, Outline> = {
  'equilateral-triangle': regular(3),
  'right-triangle': corners([40, 30], [40, 170], [170, 170]),
  square: corners([35, 35], [165, 35], [165, 165], [35, 165]),
  rectangle: corners([15, 55], [185, 55], [185, 145], [15, 145]),
  rhombus: corners([100, 15], [155, 100], [100, 185], [45, 100]),
  parallelogram: corners([55, 50], [190, 50], [145, 150], [10, 150]),
  trapezoid: corners([60, 50], [140, 50], [185, 150], [15, 150]),
  kite: corners([100, 15], [150, 70], [100, 185], [50, 70]),
  pentagon: regular(5),
  hexagon: regular(6),
  heptagon: regular(7),
  octagon: regular(8),
  nonagon: regular(9),
  decagon: regular(10),
  circle: { kind: 'path', d: 'M 15 100 A 85 85 0 1 1 185 100 A 85 85 0 1 1 15 100 Z' },
  ellipse: { kind: 'path', d: 'M 10 100 A 90 55 0 1 1 190 100 A 90 55 0 1 1 10 100 Z' },
  semicircle: { kind: 'path', d: 'M 10 140 A 90 90 0 0 1 190 140 Z' },
  star: star(),
  crescent: { kind: 'path', d: 'M 148 30 A 85 85 0 1 0 148 170 A 75 75 0 0 1 148 30 Z' },
  heart: { kind: 'path', d: 'M 100 180 L 25 100 A 42 42 0 0 1 100 50 A 42 42 0 0 1 175 100 Z' },
};

const STYLE = `fill="${FILL}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"`;

export function shapeSvg(shape: ShapeId): string {
  const outline = SHAPE_OUTLINES[shape];
  if (outline.kind === 'path') return `<path d="${outline.d}" ${STYLE}/>`;
  return `<polygon points="${outline.corners.map((p) => `${num(p.x)},${num(p.y)}`).join(' ')}" ${STYLE}/>`;
}
