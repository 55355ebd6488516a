export { FreePlayEngine } from './FreePlayEngine.js';
export { fieldLayout, containsPoint, rectCenter, itemRect, type FieldLayout, type ScreenBox } from './layout.js';
export { pixelsPerSecond, clampSpeed } from './motion.js';
export { ZONE_NAMES, type ActionResult, type EngineEvents, type EngineOptions, type FieldItem, type ItemLocation, type Rect, type ZoneName } from './types.js';
