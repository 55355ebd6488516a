import type { Pair } from '../../types.js';
import { defineGame } from '../define-game.js';

const FACTORS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * Every a × b for 1..12 (R-GAME-2: up to 12x12). Products repeat ("12" is 2 × 6, 3 × 4, …):
 * this is the one built-in game whose items are inherently shared, and selectPairs keeps
 * such pairs out of the same round.
 */
const pairs: Pair[] = FACTORS.flatMap((a) => FACTORS.map((b): Pair => [`${a} × ${b}`, String(a * b)]));

export const multiplicationTable = defineGame({
  id: 'multiplication-table',
  name: 'Multiplication Table',
  description: 'Every product from 1 × 1 to 12 × 12',
  icon: '✖️',
  pairs,
});
