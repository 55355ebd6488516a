import type { GameCommand } from './bus.js';

export interface KeyInput {
  key: string;
  shiftKey: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

/** Keyboard focus inside the game: 1-based position, 0 when nothing is focused. */
export interface FocusPosition {
  position: number;
  count: number;
}

/**
 * The game's keys. Arrow keys cycle through the items (wrapping). Tab and Shift+Tab walk them too,
 * but let the browser move focus out of the game past the last (or before the first) item, so the
 * game is never a keyboard trap. Returns null when the key is not the game's: the browser handles it.
 */
export function keyToCommand(input: KeyInput, focus: FocusPosition): GameCommand | null {
  if (input.ctrlKey || input.altKey || input.metaKey) return null;
  switch (input.key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return { type: 'focusNext' };
    case 'ArrowLeft':
    case 'ArrowUp':
      return { type: 'focusPrev' };
    case 'Tab':
      if (input.shiftKey) return focus.position > 1 ? { type: 'focusPrev' } : null;
      return focus.position < focus.count ? { type: 'focusNext' } : null;
    case 'Enter':
    case ' ':
      return { type: 'togglePick' };
    case '1':
    case 'u':
    case 'U':
      return { type: 'sendToZone', zone: 'upper' };
    case '2':
    case 'l':
    case 'L':
      return { type: 'sendToZone', zone: 'lower' };
    case 'Escape':
      return { type: 'release' };
    default:
      return null;
  }
}
