import type { ClockTime } from '@matchdrop/shared';
import { CENTRE, FILL, INK, num, polar } from './svg.js';

const FACE_RADIUS = 90;

/**
 * Where the hands point, in degrees clockwise from twelve: the minute hand 6° a minute, the hour hand 30° an hour
 * plus 0.5° a minute, so at 3:15 it has gone a quarter of the way from 3 to 4 as a real clock's does.
 */
export function clockHandAngles({ hours, minutes }: ClockTime): { hour: number; minute: number } {
  return { hour: (hours % 12) * 30 + minutes * 0.5, minute: minutes * 6 };
}

const line = (degrees: number, from: number, to: number, width: number, colour = INK): string => {
  const a = polar(degrees, from);
  const b = polar(degrees, to);
  return `<line x1="${num(a.x)}" y1="${num(a.y)}" x2="${num(b.x)}" y2="${num(b.y)}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
};

/**
 * A tick every minute, a longer one every hour, the numbers 1 to 12, and the two hands: the hour hand short, thick
 * and dark, the minute hand long, thin and blue (as on teaching clocks), so the two are not mistaken for each other.
 */
export function clockSvg(time: ClockTime): string {
  const ticks = Array.from({ length: 60 }, (_, i) => (i % 5 === 0 ? line(i * 6, 80, 89, 3) : line(i * 6, 85, 89, 1))).join('');
  const numbers = Array.from({ length: 12 }, (_, i) => {
    const at = polar((i + 1) * 30, 64);
    return `<text x="${num(at.x)}" y="${num(at.y)}" font-family="DejaVu Sans, sans-serif" font-size="17" font-weight="bold" fill="${INK}" text-anchor="middle" dominant-baseline="central">${i + 1}</text>`;
  }).join('');
  const { hour, minute } = clockHandAngles(time);
  return (
    `<circle cx="${CENTRE}" cy="${CENTRE}" r="${FACE_RADIUS}" fill="#fefce8" stroke="${INK}" stroke-width="4"/>` +
    ticks +
    numbers +
    line(hour, -8, 46, 9) +
    line(minute, -10, 78, 4, FILL) +
    `<circle cx="${CENTRE}" cy="${CENTRE}" r="6" fill="${INK}"/>`
  );
}
