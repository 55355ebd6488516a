import { defineGame } from '../define-game.js';
import { drawnPairs, type DrawnPair } from './drawn-picture.js';

/**
 * Each shape's name and a description of its drawing that does not give the name away: a screen reader reads the
 * description, so a player who cannot see the picture still has to know which name fits it.
 */
export const SHAPES = Object.freeze({
  'equilateral-triangle': { name: 'Equilateral triangle', alt: 'A shape with three equal sides and three equal angles' },
  'right-triangle': { name: 'Right triangle', alt: 'A three-sided shape with one right angle' },
  square: { name: 'Square', alt: 'A shape with four equal sides and four right angles' },
  rectangle: { name: 'Rectangle', alt: 'A four-sided shape with four right angles, wider than it is tall' },
  rhombus: { name: 'Rhombus', alt: 'A four-sided shape with four equal sides and no right angles, standing on a corner' },
  parallelogram: { name: 'Parallelogram', alt: 'A slanted four-sided shape whose opposite sides are parallel and of equal length' },
  trapezoid: { name: 'Trapezoid', alt: 'A four-sided shape with exactly one pair of parallel sides, the bottom one longer' },
  kite: { name: 'Kite', alt: 'A four-sided shape with two pairs of equal sides that meet, long at the bottom' },
  pentagon: { name: 'Pentagon', alt: 'A shape with five equal sides' },
  hexagon: { name: 'Hexagon', alt: 'A shape with six equal sides' },
  heptagon: { name: 'Heptagon', alt: 'A shape with seven equal sides' },
  octagon: { name: 'Octagon', alt: 'A shape with eight equal sides, like a stop sign' },
  nonagon: { name: 'Nonagon', alt: 'A shape with nine equal sides' },
  decagon: { name: 'Decagon', alt: 'A shape with ten equal sides' },
  circle: { name: 'Circle', alt: 'A round shape whose edge is everywhere the same distance from its centre' },
  ellipse: { name: 'Ellipse', alt: 'A stretched round shape, wider than it is tall' },
  semicircle: { name: 'Semicircle', alt: 'Half of a round shape, cut straight across through its centre' },
  star: { name: 'Star', alt: 'A shape with five points and ten sides' },
  crescent: { name: 'Crescent', alt: 'A curved shape like a thin new moon' },
  heart: { name: 'Heart', alt: 'A shape with two rounded bumps on top that meet in a point at the bottom' },
} as const satisfies Record<string, { name: string; alt: string }>);

export type ShapeId = keyof typeof SHAPES;

export const shapeKey = (shape: ShapeId): string => `shape-${shape}`;

const pairs: DrawnPair[] = Object.entries(SHAPES).map(([shape, { name, alt }]) => ({ key: shapeKey(shape as ShapeId), alt, answer: name }));

export const shapeNames = defineGame({
  id: 'shape-names',
  name: 'Shapes',
  description: 'Match each drawn shape with its name',
  icon: '🔷',
  pairs: drawnPairs(pairs),
});
