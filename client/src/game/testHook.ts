import { parsePictureItem, type FreePlayStats, type Pair } from '@matchdrop/shared';
import type { ItemLocation, Rect, ZoneName } from './engine/index.js';
import type { GamePlay } from './play.js';
import { PICTURE_TEXTURE_PREFIX } from './phaser/pictureTextures.js';

/**
 * Read-only view of a running game for the browser tests, in VIEWPORT coordinates (CSS pixels from the
 * top-left of the viewport: what Playwright's page.mouse.move takes). Never part of a production build
 * unless VITE_E2E_HOOKS=1 (see e2eHooks.ts).
 */
export interface MatchdropTestHook {
  /** True once the canvas is mounted and has a size on the page. */
  ready(): boolean;
  /**
   * Every item with its centre and size on the page, and what its card shows: its picture, or (a text item, a picture
   * that failed to load: R-PIC-15) its words.
   */
  items(): { id: string; text: string; location: ItemLocation; x: number; y: number; width: number; height: number; face: 'picture' | 'words' }[];
  /** The drop zones' rectangles on the page (top-left corner and size). */
  zones(): Record<ZoneName, Rect>;
  /** Textures the game's renderer holds now: all of them, or (`pictures`) the pictures' (R-PIC-17). */
  textures(pictures?: boolean): number;
  /** CSS pixels per game pixel as displayed: below 1 the canvas is shrunk (and item text with it). */
  scale(): number;
  /** The round's pairs, so a test can find an item's counterpart. */
  pairs(): Pair[];
  state(): {
    stats: FreePlayStats;
    matchedPairs: number;
    totalPairs: number;
    finished: boolean;
    elapsedMs: number;
    focusedId: string | null;
    pickedId: string | null;
    zones: Record<ZoneName, string | null>;
  };
}

declare global {
  interface Window {
    __matchdropTest?: MatchdropTestHook;
  }
}

/** Game-area → viewport transform of the canvas as displayed (Scale.FIT scales uniformly). */
export function pageTransform(canvasRect: { left: number; top: number; width: number }, areaWidth: number) {
  const scale = canvasRect.width / areaWidth;
  return { x: (x: number) => canvasRect.left + x * scale, y: (y: number) => canvasRect.top + y * scale, size: (s: number) => s * scale };
}

export function createTestHook(session: GamePlay): MatchdropTestHook {
  const { engine } = session;
  const transform = () => {
    const canvas = session.renderer?.canvas;
    if (!canvas) throw new Error('The game canvas is not mounted yet: wait for __matchdropTest.ready()');
    return pageTransform(canvas.getBoundingClientRect(), engine.layout.width);
  };
  const rect = (r: Rect): Rect => {
    const t = transform();
    return { x: t.x(r.x), y: t.y(r.y), width: t.size(r.width), height: t.size(r.height) };
  };
  return {
    ready: () => (session.renderer?.canvas?.getBoundingClientRect().width ?? 0) > 0,
    items: () => {
      const t = transform();
      const { item } = engine.layout;
      // The scene draws a picture exactly when the round's pictures hold its decoded image (PictureTextures.acquire).
      const face = (text: string) => (session.pictures.image(parsePictureItem(text)?.mediaId ?? '') ? ('picture' as const) : ('words' as const));
      return engine.items.map((i) => ({
        id: i.id,
        text: i.text,
        location: i.location,
        x: t.x(i.x),
        y: t.y(i.y),
        width: t.size(item.width),
        height: t.size(item.height),
        face: face(i.text),
      }));
    },
    zones: () => ({ upper: rect(engine.layout.zones.upper), lower: rect(engine.layout.zones.lower) }),
    scale: () => transform().size(1),
    textures: (pictures = false) => session.renderer?.textureCount(pictures ? PICTURE_TEXTURE_PREFIX : '') ?? 0,
    pairs: () => engine.roundPairs.map(([a, b]) => [a, b] as const),
    state: () => ({
      stats: engine.stats,
      matchedPairs: engine.matchedPairs,
      totalPairs: engine.totalPairs,
      finished: engine.finished,
      elapsedMs: engine.elapsedMs,
      focusedId: engine.focusedId,
      pickedId: engine.pickedId,
      zones: { ...engine.zones },
    }),
  };
}

/** Publishes the hook on window; the returned function removes it (only if it is still ours). */
export function installTestHook(session: GamePlay): () => void {
  if (typeof window === 'undefined') return () => {};
  const hook = createTestHook(session);
  window.__matchdropTest = hook;
  return () => {
    if (window.__matchdropTest === hook) delete window.__matchdropTest;
  };
}
