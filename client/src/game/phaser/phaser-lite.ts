/**
 * The part of Phaser the game uses, built from Phaser's own source modules (`phaser-src/…` is
 * node_modules/phaser/src, see vite.config.ts) instead of the all-in-one bundle, which carries every
 * game object, loader, physics engine, tilemap and sound system: the game chunk is about half as big.
 *
 * Phaser finds its parts by name at run time: a scene gets each plugin registered in its PluginCache
 * (plugins/DefaultPlugins.js lists the keys; an unregistered one is skipped), and `scene.add.x` /
 * `scene.make.x` exist once the game object's Factory / Creator module has run. So the imports below
 * are for their side effects: a scene calling something not registered here gets `undefined`.
 * The feature flags Phaser's own build defines (WebGL and Canvas renderers on, sound off) are set by
 * the phaserFeatures plugin in client/vite-plugins.ts.
 */
// First: the renderers' modules require each other in a cycle (webgl/renderNodes/BatchHandler.js requires renderer/index.js
// back), which loads right only from renderer/index.js. Left to core/CreateRenderer.js, which requires WebGLRenderer.js
// when the game boots, the cycle starts in its middle and a render node extends a class not loaded yet ('Object
// prototype may only be an Object or null').
import 'phaser-src/renderer/index.js';
import CONST from 'phaser-src/const.js';
import Game from 'phaser-src/core/Game.js';
import CENTER from 'phaser-src/scale/const/CENTER_CONST.js';
import SCALE_MODE from 'phaser-src/scale/const/SCALE_MODE_CONST.js';
import Scene from 'phaser-src/scene/Scene.js';
import Events from 'phaser-src/scene/events/index.js';
// The scene plugins (PluginCache.register on load): DefaultPlugins' CoreScene list, then the DefaultScene
// ones the scene uses (this.time, this.input, this.tweens; not the loader, data manager or lights).
import 'phaser-src/cameras/2d/CameraManager.js';
import 'phaser-src/events/EventEmitter.js';
import 'phaser-src/gameobjects/DisplayList.js';
import 'phaser-src/gameobjects/GameObjectCreator.js';
import 'phaser-src/gameobjects/GameObjectFactory.js';
import 'phaser-src/gameobjects/UpdateList.js';
import 'phaser-src/input/InputPlugin.js';
import 'phaser-src/scene/ScenePlugin.js';
import 'phaser-src/time/Clock.js';
import 'phaser-src/tweens/TweenManager.js';
// The game objects the scene makes: scene.add.container/image/text/zone and scene.make.image.
import 'phaser-src/gameobjects/container/ContainerFactory.js';
import 'phaser-src/gameobjects/image/ImageCreator.js';
import 'phaser-src/gameobjects/image/ImageFactory.js';
import 'phaser-src/gameobjects/text/TextFactory.js';
import 'phaser-src/gameobjects/zone/ZoneFactory.js';

export const PhaserGame = Game;
export const PhaserScene = Scene;
export const SceneEvents = Events;
/** Phaser.WEBGL and Phaser.CANVAS. */
export const RendererType = CONST;
/** Phaser.Scale.FIT and Phaser.Scale.CENTER_BOTH (the bundle merges these constants into Phaser.Scale). */
export const ScaleMode = { FIT: SCALE_MODE.FIT, CENTER_BOTH: CENTER.CENTER_BOTH };
