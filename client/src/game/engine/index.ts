export { FreePlayEngine } from './FreePlayEngine.js';
export { containsPoint } from './layout.js';
export { ZONE_NAMES, type ActionResult, type EngineEvents, type EngineOptions, type ItemLocation, type Rect, type ZoneName } from './types.js';
