import { createRng } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import type { GameController } from './controller.js';
import { numberWords } from './engine/testing.js';
import type { MountOptions } from './phaser/mountGame.js';
import { startGamePlay, type MountRenderer } from './play.js';
import { GAME_THEMES } from './theme.js';

/** A renderer stand-in that records its life, and a loader the test resolves by hand. */
function fakeRenderer() {
  const log: string[] = [];
  let mounted: { controller: GameController; options: MountOptions } | null = null;
  const mount: MountRenderer = (_parent, controller, options) => {
    log.push('mount');
    mounted = { controller, options };
    return {
      canvas: null,
      textureCount: () => 0,
      destroy: () => log.push('destroy'),
    };
  };
  let resolve: (m: MountRenderer) => void = () => {};
  let reject: (e: unknown) => void = () => {};
  const loaded = new Promise<MountRenderer>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { log, mount, loaded, resolve: () => resolve(mount), reject: (e: unknown) => reject(e), mounted: () => mounted };
}

function start(renderer: ReturnType<typeof fakeRenderer>, onError?: (e: unknown) => void) {
  return startGamePlay({
    parent: {} as HTMLElement,
    engine: { data: numberWords(6), pairCount: 6, rng: createRng(1), speed: 5, reducedMotion: false },
    theme: GAME_THEMES.light,
    loadRenderer: () => renderer.loaded,
    ...(onError ? { onError } : {}),
  });
}

describe('game session lifecycle', () => {
  it('mounts the renderer once its chunk has loaded, and destroys everything on destroy', async () => {
    const renderer = fakeRenderer();
    const session = start(renderer);
    expect(session.renderer).toBeNull();
    renderer.resolve();
    await session.ready;
    expect(renderer.log).toEqual(['mount']);
    expect(session.renderer).not.toBeNull();
    session.bus.on('stats', () => {});
    session.destroy();
    session.destroy();
    expect(renderer.log).toEqual(['mount', 'destroy']);
    expect(session.renderer).toBeNull();
    expect(session.bus.listenerCount()).toBe(0);
    expect(session.engine.events.listenerCount()).toBe(0);
  });

  it('never mounts when destroyed while the chunk is loading (StrictMode remount, fast navigation)', async () => {
    const renderer = fakeRenderer();
    const session = start(renderer);
    session.destroy();
    renderer.resolve();
    await session.ready;
    expect(renderer.log).toEqual([]);
    expect(session.destroyed).toBe(true);
  });

  it('passes the latest theme and motion setting to a renderer that mounts late', async () => {
    const renderer = fakeRenderer();
    const session = start(renderer);
    session.bus.emit('setTheme', { theme: GAME_THEMES.dark });
    session.bus.emit('setReducedMotion', { reducedMotion: true });
    renderer.resolve();
    await session.ready;
    expect(renderer.mounted()?.options).toEqual({ theme: GAME_THEMES.dark, reducedMotion: true, pictures: session.pictures });
    expect(session.engine.pixelsPerSecond).toBeLessThan(10);
    session.destroy();
  });

  it('reports a failed chunk load, but not after the session was destroyed', async () => {
    const errors: unknown[] = [];
    const failing = fakeRenderer();
    const session = start(failing, (e) => errors.push(e));
    failing.reject(new Error('chunk failed'));
    await session.ready;
    expect(errors).toHaveLength(1);

    const late = fakeRenderer();
    const gone = start(late, (e) => errors.push(e));
    gone.destroy();
    late.reject(new Error('chunk failed'));
    await gone.ready;
    expect(errors).toHaveLength(1);
  });

  it('stops the game logic on destroy: commands and ticks no longer reach the engine', () => {
    const renderer = fakeRenderer();
    const session = start(renderer);
    session.destroy();
    session.bus.emit('command', { type: 'focusNext' });
    expect(session.engine.focusedId).toBeNull();
  });
});
