export { clockFaces, CLOCK_TIMES, clockKey, type ClockTime } from './clock-faces.js';
export { fractionCircles, FRACTIONS, fractionKey, type Fraction } from './fraction-circles.js';
export { shapeNames, SHAPES, shapeKey, type ShapeId } from './shape-names.js';
export { flags, FLAGS, flagKey, type FlagId } from './flags.js';
