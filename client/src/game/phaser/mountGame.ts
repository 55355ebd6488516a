import type Phaser from 'phaser';
import type { GameController } from '../controller.js';
import type { RoundPictures } from '../pictures/round-pictures.js';
import type { GameTheme } from '../theme.js';
import { MatchDropScene } from './MatchDropScene.js';
import { PhaserGame, RendererType, ScaleMode } from './phaser-lite.js';
import { hasHardwareWebGL } from './rendererChoice.js';

export interface RendererHandle {
  /** The canvas once Phaser has booted (null before, and after destroy). */
  readonly canvas: HTMLCanvasElement | null;
  /** Textures the renderer holds now whose key starts with `prefix` (all: the bench's leak check, R-PIC-17). */
  textureCount(prefix?: string): number;
  /** Stops the loop, removes every listener and the canvas. Safe to call twice. */
  destroy(): void;
}

export interface MountOptions {
  theme: GameTheme;
  reducedMotion: boolean;
  devicePixelRatio?: number;
  /** The round's pictures, drawn on their items' cards. */
  pictures?: RoundPictures;
}

/** Canvas pixels per game pixel: 2 on dense screens, so text stays crisp when FIT scales the canvas. */
function renderScaleFor(devicePixelRatio: number): number {
  return devicePixelRatio > 1 ? 2 : 1;
}

/**
 * Boots Phaser into `parent` with a canvas the size of the game area (× renderScale) and Scale.FIT,
 * which keeps the aspect ratio, so text is never stretched. GameCanvas loads this module with a dynamic
 * import, so it and Phaser (the parts phaser-lite.ts takes) are a separate chunk.
 */
export function mountGame(parent: HTMLElement, controller: GameController, options: MountOptions): RendererHandle {
  const { layout } = controller.engine;
  const renderScale = renderScaleFor(options.devicePixelRatio ?? globalThis.devicePixelRatio ?? 1);
  const scene = new MatchDropScene({ controller, theme: options.theme, reducedMotion: options.reducedMotion, renderScale, pictures: options.pictures });
  // No context menu on a long press or a right click on the field. Not Phaser's disableContextMenu: its listener on the
  // canvas is never removed either.
  const noMenu = (event: Event) => event.preventDefault();
  parent.addEventListener('contextmenu', noMenu);
  let game: Phaser.Game | null = new PhaserGame({
    type: hasHardwareWebGL() ? RendererType.WEBGL : RendererType.CANVAS,
    // A canvas of this game's own, never one from Phaser's module-wide CanvasPool: a finished game's pooled canvas is
    // handed to the next game with the finished one's 'wheel' listener still on it (Phaser's MouseManager never removes
    // it), and that listener kept every finished game reachable: about 130 KB of heap more per game (R-PIC-17).
    canvas: document.createElement('canvas'),
    parent,
    width: layout.width * renderScale,
    height: layout.height * renderScale,
    backgroundColor: options.theme.background,
    banner: false,
    autoFocus: false,
    // Keyboard play is handled by the React wrapper; sound by howler.
    input: { keyboard: false, gamepad: false },
    audio: { noAudio: true },
    scale: { mode: ScaleMode.FIT, autoCenter: ScaleMode.CENTER_BOTH },
    scene,
  });
  return {
    get canvas() {
      return game?.canvas ?? null;
    },
    textureCount: (prefix = '') => game?.textures.getTextureKeys().filter((key) => key.startsWith(prefix)).length ?? 0,
    destroy() {
      if (!game) return;
      scene.dispose();
      parent.removeEventListener('contextmenu', noMenu);
      // Phaser's TextureManager.destroy leaves out its own TileSprite: with the Canvas renderer its two canvases stay in
      // Phaser's module-wide CanvasPool with the sprite as their parent, and through its scene the whole finished game
      // (every texture, picture and item) stayed reachable: about 130 KB of heap more after each game (R-PIC-17).
      game.textures.tileSprite?.destroy();
      game.destroy(true);
      game = null;
    },
  };
}
