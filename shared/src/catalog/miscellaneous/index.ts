export { animals } from './animals.js';
export { countries } from './countries.js';
