import { defineGame } from '../define-game.js';
import { drawnPairs, numberPairs, type DrawnPair } from './drawn-picture.js';

export interface Fraction {
  numerator: number;
  denominator: number;
}

/**
 * Twenty fractions in lowest terms, so no two are the same value (2/4 would be 1/2 again, and the game would have
 * two right answers for one circle).
 */
export const FRACTIONS: readonly Fraction[] = Object.freeze(
  numberPairs('1/2 1/3 2/3 1/4 3/4 1/5 2/5 3/5 4/5 1/6 5/6 1/8 3/8 5/8 7/8 1/10 3/10 7/10 9/10 5/12', '/').map(([numerator, denominator]) =>
    Object.freeze({ numerator, denominator }),
  ),
);

export const fractionKey = ({ numerator, denominator }: Fraction): string => `fraction-${numerator}-${denominator}`;

const pairs: DrawnPair[] = FRACTIONS.map((fraction) => ({
  key: fractionKey(fraction),
  alt: `A circle cut into ${fraction.denominator} equal parts with ${fraction.numerator} of them shaded`,
  answer: `${fraction.numerator}/${fraction.denominator}`,
}));

export const fractionCircles = defineGame({
  id: 'fraction-circles',
  name: 'Fractions of a Circle',
  description: 'Match each shaded circle with the fraction it shows',
  icon: '🥧',
  pairs: drawnPairs(pairs),
});
