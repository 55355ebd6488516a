export { chineseHistory } from './chinese-history.js';
export { russianHistory } from './russian-history.js';
export { historicalFigures } from './historical-figures.js';
