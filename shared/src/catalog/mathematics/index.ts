export { mathFormulas } from './math-formulas.js';
export { multiplicationTable } from './multiplication-table.js';
export { squaresTable } from './squares-table.js';
export { preAlgebra } from './pre-algebra.js';
