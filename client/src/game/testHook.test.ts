import { createRng } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { numberWords } from './engine/testing.js';
import { startGamePlay } from './play.js';
import { createTestHook, pageTransform } from './testHook.js';
import { GAME_THEMES } from './theme.js';

describe('browser-test hook', () => {
  it('maps game-area pixels to the page through the displayed canvas box', () => {
    const t = pageTransform({ left: 100, top: 50, width: 300 }, 600);
    expect([t.x(0), t.y(0), t.x(600), t.y(450), t.size(150)]).toEqual([100, 50, 400, 275, 75]);
  });

  it('reports items, zones and pairs of the running game on the page', async () => {
    const canvas = { getBoundingClientRect: () => ({ left: 10, top: 20, width: 300, height: 225 }) } as unknown as HTMLCanvasElement;
    const session = startGamePlay({
      parent: {} as HTMLElement,
      engine: { data: numberWords(3), pairCount: 3, rng: createRng(5), speed: 5, reducedMotion: false },
      theme: GAME_THEMES.light,
      loadRenderer: () => Promise.resolve(() => ({ canvas, textureCount: () => 0, destroy: () => {} })),
    });
    const hook = createTestHook(session);
    expect(hook.ready()).toBe(false);
    expect(() => hook.items()).toThrow(/not mounted/);
    await session.ready;
    expect(hook.ready()).toBe(true);
    const first = session.engine.items[0]!;
    expect(hook.items()[0]).toMatchObject({ id: first.id, text: first.text, x: 10 + first.x / 2, y: 20 + first.y / 2 });
    const upper = session.engine.layout.zones.upper;
    expect(hook.zones().upper).toEqual({ x: 10 + upper.x / 2, y: 20 + upper.y / 2, width: upper.width / 2, height: upper.height / 2 });
    expect(hook.pairs()).toHaveLength(3);
    expect(hook.state()).toMatchObject({ matchedPairs: 0, totalPairs: 3, finished: false });
    session.destroy();
  });
});
