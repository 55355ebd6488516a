export { periodicElements } from './periodic-elements.js';
export { physicsFormulas } from './physics-formulas.js';
export { humanBody } from './human-body.js';
export { astronomy } from './astronomy.js';
export { scientificUnits } from './scientific-units.js';
export { biologyBasics } from './biology-basics.js';
