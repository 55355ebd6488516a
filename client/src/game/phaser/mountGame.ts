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
  let game: Phaser.Game | null = new PhaserGame({
    type: hasHardwareWebGL() ? RendererType.WEBGL : RendererType.CANVAS,
    parent,
    width: layout.width * renderScale,
    height: layout.height * renderScale,
    backgroundColor: options.theme.background,
    banner: false,
    autoFocus: false,
    disableContextMenu: true,
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
    destroy() {
      if (!game) return;
      scene.dispose();
      game.destroy(true);
      game = null;
    },
  };
}
