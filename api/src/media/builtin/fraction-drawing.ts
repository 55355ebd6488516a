import type { Fraction } from '@matchdrop/shared';
import { CENTRE, FILL, INK, num, PAPER, polar } from './svg.js';

const RADIUS = 88;

export interface Sector {
  /** Degrees clockwise from twelve o'clock. */
  from: number;
  to: number;
  shaded: boolean;
}

/** The circle cut into `denominator` equal sectors from twelve o'clock clockwise, the first `numerator` shaded. */
export function fractionSectors({ numerator, denominator }: Fraction): Sector[] {
  const step = 360 / denominator;
  return Array.from({ length: denominator }, (_, i) => ({ from: i * step, to: (i + 1) * step, shaded: i < numerator }));
}

function sectorPath({ from, to, shaded }: Sector): string {
  const start = polar(from, RADIUS);
  const end = polar(to, RADIUS);
  const largeArc = to - from > 180 ? 1 : 0;
  const d = `M ${CENTRE} ${CENTRE} L ${num(start.x)} ${num(start.y)} A ${RADIUS} ${RADIUS} 0 ${largeArc} 1 ${num(end.x)} ${num(end.y)} Z`;
  return `<path d="${d}" fill="${shaded ? FILL : PAPER}" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>`;
}

export function fractionSvg(fraction: Fraction): string {
  return fractionSectors(fraction).map(sectorPath).join('');
}
