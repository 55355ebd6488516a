import type { FreePlayStats, GameData, Rng } from '@matchdrop/shared';

export type ZoneName = 'upper' | 'lower';
export const ZONE_NAMES: readonly ZoneName[] = ['upper', 'lower'];

/** An axis-aligned rectangle by its top-left corner, in game-area pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where an item is: moving on the field, held by the player (still), or sitting in a drop zone. */
export type ItemLocation = 'field' | 'held' | ZoneName;

export interface FieldItem {
  /** Stable id; its number is the spawn order, which is also the keyboard focus order. */
  readonly id: string;
  readonly seq: number;
  readonly text: string;
  /** Centre of the item, in game-area pixels. */
  x: number;
  y: number;
  /** Direction × this item's own speed factor; velocity = (dx, dy) × pixelsPerSecond(speed). */
  dx: number;
  dy: number;
  location: ItemLocation;
}

export interface EngineOptions {
  /** The game's two-way map: the round is dealt from it (unless `dealtItems` is given). */
  data: GameData;
  /**
   * A round dealt elsewhere, for a game the client has no map of: the items in the order they enter the field,
   * two at a time (a competitive round's order from the server, which keeps a whole pair on the field). Use with a
   * remote judge: the engine never judges against this order.
   */
  dealtItems?: readonly string[];
  pairCount: number;
  rng: Rng;
  /** 1–10 (GAME_SPEED_MIN–MAX); out-of-range values are clamped. */
  speed: number;
  reducedMotion: boolean;
  /**
   * Who judges two items in the zones. 'local' (the default, free play): the engine, at once. 'remote' (a
   * competitive round, refereed by the server): the engine emits 'attempted', keeps both items in the zones
   * and waits for settleAttempt(correct); the verdict then plays out exactly like a local one.
   */
  judge?: 'local' | 'remote';
  /**
   * Whether an item can enter the field yet: false while its picture is loading (R-PIC-14). Such a pair is owed and
   * enters, in deal order, at the first step() after it is ready. Absent: every item is ready.
   */
  itemReady?: (text: string) => boolean;
  /** Pairs on the field at the start; defaults to initialFieldPairs (R-FIELD-1). */
  initialPairs?: number;
  /**
   * The screen space the game area has, in CSS pixels: the field takes its shape (portrait on a phone held
   * upright) and never goes below 1 game pixel per CSS pixel (see fieldLayout). Absent: the R-FIELD-3 size.
   */
  screen?: ScreenBox;
}

/** Everything the UI and the sound need to know, as plain data. */
export interface EngineEvents {
  picked: { itemId: string; text: string };
  released: { itemId: string };
  dropped: { itemId: string; text: string; zone: ZoneName; swappedOutId: string | null };
  /** Remote judging only: both zones are full and the verdict is awaited (upper item first). */
  attempted: { itemIds: [string, string]; texts: [string, string] };
  matched: { itemIds: [string, string]; texts: [string, string]; stats: FreePlayStats };
  mismatched: { itemIds: [string, string]; texts: [string, string]; stats: FreePlayStats };
  returned: { itemIds: string[] };
  spawned: { itemIds: string[] };
  finished: { elapsedMs: number; stats: FreePlayStats; totalPairs: number };
  statsChanged: { stats: FreePlayStats; matchedPairs: number; totalPairs: number };
  focusChanged: { itemId: string | null; text: string | null; position: number; count: number };
}

/** Why a player action was refused (the scene turns it into a screen-reader message). */
export type ActionResult = { ok: true } | { ok: false; reason: 'unknown-item' | 'not-on-field' | 'zones-busy' | 'awaiting-verdict' | 'finished' | 'nothing-selected' | 'paused' };

/** The screen space the game area may take, in CSS pixels (what the page measured). */
export interface ScreenBox {
  width: number;
  height: number;
}
