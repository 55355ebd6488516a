import type { FreePlayStats } from '@matchdrop/shared';
import type { GameCue } from '../feedback/cues.js';
import { Emitter } from './emitter.js';
import type { ZoneName } from './engine/index.js';
import type { GameTheme } from './theme.js';

/** What the keyboard (or any accessible control) asks the game to do. */
export type GameCommand =
  | { type: 'focusNext' }
  | { type: 'focusPrev' }
  /** Enter/Space: pick the focused item, or put it back if it is the one in hand. */
  | { type: 'togglePick' }
  | { type: 'release' }
  | { type: 'sendToZone'; zone: ZoneName };

export interface StatsUpdate {
  stats: FreePlayStats;
  matchedPairs: number;
  totalPairs: number;
}

export interface FinishedResult extends StatsUpdate {
  elapsedMs: number;
}

/**
 * The typed events between the React shell and the Phaser scene (both ways), so neither side holds
 * a reference to the other's internals.
 */
export interface GameBusEvents {
  // React → game
  setSpeed: { speed: number };
  setReducedMotion: { reducedMotion: boolean };
  setTheme: { theme: GameTheme };
  pause: undefined;
  resume: undefined;
  command: GameCommand;
  // game → React
  stats: StatsUpdate;
  matched: { texts: [string, string] };
  mismatched: { texts: [string, string] };
  finished: FinishedResult;
  /** A sentence for the screen reader's live region. */
  announce: { text: string };
  /** A moment that deserves sound/vibration (played by feedback/ if the player enabled it). */
  cue: GameCue;
  /** Keyboard focus moved: `position` is 1-based, 0 when nothing is focused. */
  focus: { itemId: string | null; position: number; count: number };
  /** An item was focused or picked up: what speech reads aloud when the player turned it on (R-PIC-12). */
  item: { text: string };
}

export type GameBus = Emitter<GameBusEvents>;

export function createGameBus(): GameBus {
  return new Emitter<GameBusEvents>();
}
