import { defineCategory } from './define-game.js';
import type { Category } from './types.js';
import { mathFormulas, multiplicationTable, squaresTable, preAlgebra } from './mathematics/index.js';
import { chineseHistory, russianHistory, historicalFigures } from './history/index.js';
import { chineseCharactersBeginner, chineseCharactersIntermediate, chineseCharactersAdvanced, englishRussian, numbers } from './language/index.js';
import { periodicElements, physicsFormulas, humanBody, astronomy, scientificUnits, biologyBasics } from './science/index.js';
import { animals, countries } from './miscellaneous/index.js';
import { clockFaces, flags, fractionCircles, shapeNames } from './pictures/index.js';

/** The built-in topics, in their fixed order (R-GAME-2). */
export const CATEGORIES: readonly Category[] = Object.freeze([
  defineCategory({
    id: 'mathematics',
    name: 'Mathematics',
    description: 'Formulas, times tables, squares, first steps in algebra, clocks, fractions and shapes',
    icon: '🧮',
    games: [mathFormulas, multiplicationTable, squaresTable, preAlgebra, clockFaces, fractionCircles, shapeNames],
  }),
  defineCategory({
    id: 'history',
    name: 'History',
    description: 'Key events and dates of Chinese and Russian history, and famous people',
    icon: '📜',
    games: [chineseHistory, russianHistory, historicalFigures],
  }),
  defineCategory({
    id: 'language',
    name: 'Language',
    description: 'Chinese characters, English–Russian words and numbers in English',
    icon: '🔤',
    games: [chineseCharactersBeginner, chineseCharactersIntermediate, chineseCharactersAdvanced, englishRussian, numbers],
  }),
  defineCategory({
    id: 'science',
    name: 'Science',
    description: 'Chemical elements, physics formulas, the human body, space, units and biology',
    icon: '🔬',
    games: [periodicElements, physicsFormulas, humanBody, astronomy, scientificUnits, biologyBasics],
  }),
  defineCategory({
    id: 'miscellaneous',
    name: 'Miscellaneous',
    description: 'Animals and their emoji, countries and their codes and flags',
    icon: '🎲',
    games: [animals, countries, flags],
  }),
]);
