import { createGameBus, type GameBus } from './bus.js';
import { GameController } from './controller.js';
import { initialFieldPairs } from '@matchdrop/shared';
import { FreePlayEngine, type EngineOptions } from './engine/index.js';
import type { MountOptions, RendererHandle } from './phaser/mountGame.js';
import { RoundPictures } from './pictures/round-pictures.js';
import type { GameTheme } from './theme.js';

export type MountRenderer = (parent: HTMLElement, controller: GameController, options: MountOptions) => RendererHandle;

export interface SessionOptions {
  parent: HTMLElement;
  engine: EngineOptions;
  theme: GameTheme;
  /** Fetches the renderer (the Phaser chunk); called once, right away. */
  loadRenderer: () => Promise<MountRenderer>;
  onError?: (error: unknown) => void;
}

export interface GamePlay {
  readonly bus: GameBus;
  readonly controller: GameController;
  readonly engine: FreePlayEngine;
  /** The round's pictures: the starting ones load before the renderer mounts, the rest while the round runs. */
  readonly pictures: RoundPictures;
  readonly renderer: RendererHandle | null;
  readonly destroyed: boolean;
  /** Settles once the starting pictures are in and the renderer is mounted, or at once if the session was destroyed while loading. */
  readonly ready: Promise<void>;
  destroy(): void;
}

/**
 * One game from start to teardown, without React: the engine and its controller exist at once, the
 * renderer arrives when its chunk has loaded. destroy() is final and safe at any moment — also while
 * the chunk is still loading (React StrictMode mounts, unmounts and remounts at once), in which case
 * the renderer is never mounted. After destroy no listener, loop or canvas is left behind.
 */
export function startGamePlay(options: SessionOptions): GamePlay {
  const pictures = new RoundPictures();
  const engine = new FreePlayEngine({ ...options.engine, itemReady: pictures.itemReady });
  pictures.start(engine.roundPairs, options.engine.initialPairs ?? initialFieldPairs(engine.totalPairs));
  const bus = createGameBus();
  const controller = new GameController(engine, bus);
  let renderer: RendererHandle | null = null;
  let destroyed = false;
  let theme = options.theme;
  let reducedMotion = options.engine.reducedMotion;
  // Settings changed while Phaser loads must still reach the scene when it mounts.
  const offTheme = bus.on('setTheme', (e) => (theme = e.theme));
  const offMotion = bus.on('setReducedMotion', (e) => (reducedMotion = e.reducedMotion));

  // The field's clock starts when the renderer mounts, so the round waits for its starting pictures (R-PIC-14) and the
  // game's code together, both fetched at once.
  const ready = Promise.all([options.loadRenderer(), pictures.firstReady]).then(
    ([mount]) => {
      if (destroyed) return;
      renderer = mount(options.parent, controller, { theme, reducedMotion, pictures });
    },
    (error: unknown) => {
      if (!destroyed) options.onError?.(error);
    },
  );

  return {
    bus,
    controller,
    engine,
    pictures,
    get renderer() {
      return renderer;
    },
    get destroyed() {
      return destroyed;
    },
    ready,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      offTheme();
      offMotion();
      renderer?.destroy();
      renderer = null;
      pictures.destroy();
      controller.dispose();
      bus.clear();
      engine.events.clear();
    },
  };
}
