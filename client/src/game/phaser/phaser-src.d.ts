// Phaser's own CommonJS source modules (node_modules/phaser/src, aliased in vite.config.ts), which carry no
// types: the ones phaser-lite.ts takes values from are declared with the 'phaser' package's own types; the
// rest are imported only for what loading them registers.
declare module 'phaser-src/core/Game.js' {
  import type Phaser from 'phaser';
  const Game: typeof Phaser.Game;
  export default Game;
}
declare module 'phaser-src/scene/Scene.js' {
  import type Phaser from 'phaser';
  const Scene: typeof Phaser.Scene;
  export default Scene;
}
declare module 'phaser-src/scene/events/index.js' {
  import type Phaser from 'phaser';
  const Events: typeof Phaser.Scenes.Events;
  export default Events;
}
declare module 'phaser-src/const.js' {
  import type Phaser from 'phaser';
  const CONST: Pick<typeof Phaser, 'WEBGL' | 'CANVAS'>;
  export default CONST;
}
declare module 'phaser-src/scale/const/SCALE_MODE_CONST.js' {
  import type Phaser from 'phaser';
  const SCALE_MODE: Pick<typeof Phaser.Scale.ScaleModes, 'FIT'>;
  export default SCALE_MODE;
}
declare module 'phaser-src/scale/const/CENTER_CONST.js' {
  import type Phaser from 'phaser';
  const CENTER: Pick<typeof Phaser.Scale.Center, 'CENTER_BOTH'>;
  export default CENTER;
}
declare module 'phaser-src/*';
