import type { Pair } from '../../types.js';
import { defineGame } from '../define-game.js';

/** 1² to 20² (R-GAME-2). */
const pairs: Pair[] = Array.from({ length: 20 }, (_, i): Pair => [`${i + 1}²`, String((i + 1) ** 2)]);

export const squaresTable = defineGame({
  id: 'squares-table',
  name: 'Squares',
  description: 'The squares of the numbers 1 to 20',
  icon: '🟦',
  pairs,
});
