import { describe, expect, it } from 'vitest';
import { keyToCommand } from './keyboard.js';

const key = (k: string, extra: { shiftKey?: boolean; ctrlKey?: boolean } = {}) => ({ key: k, shiftKey: false, ...extra });
const mid = { position: 2, count: 6 };

describe('game keys', () => {
  it('arrow keys cycle through the items', () => {
    expect(keyToCommand(key('ArrowRight'), mid)).toEqual({ type: 'focusNext' });
    expect(keyToCommand(key('ArrowDown'), mid)).toEqual({ type: 'focusNext' });
    expect(keyToCommand(key('ArrowLeft'), mid)).toEqual({ type: 'focusPrev' });
    expect(keyToCommand(key('ArrowUp'), mid)).toEqual({ type: 'focusPrev' });
    // At the ends arrows still wrap (the engine wraps), unlike Tab.
    expect(keyToCommand(key('ArrowRight'), { position: 6, count: 6 })).toEqual({ type: 'focusNext' });
  });

  it('Tab walks the items but lets focus leave the game after the last (no keyboard trap)', () => {
    expect(keyToCommand(key('Tab'), { position: 0, count: 6 })).toEqual({ type: 'focusNext' });
    expect(keyToCommand(key('Tab'), mid)).toEqual({ type: 'focusNext' });
    expect(keyToCommand(key('Tab'), { position: 6, count: 6 })).toBeNull();
    expect(keyToCommand(key('Tab', { shiftKey: true }), mid)).toEqual({ type: 'focusPrev' });
    expect(keyToCommand(key('Tab', { shiftKey: true }), { position: 1, count: 6 })).toBeNull();
    expect(keyToCommand(key('Tab'), { position: 0, count: 0 })).toBeNull();
  });

  it('Enter and Space pick, 1/U and 2/L send to the zones, Escape puts back', () => {
    expect(keyToCommand(key('Enter'), mid)).toEqual({ type: 'togglePick' });
    expect(keyToCommand(key(' '), mid)).toEqual({ type: 'togglePick' });
    for (const k of ['1', 'u', 'U']) expect(keyToCommand(key(k), mid)).toEqual({ type: 'sendToZone', zone: 'upper' });
    for (const k of ['2', 'l', 'L']) expect(keyToCommand(key(k), mid)).toEqual({ type: 'sendToZone', zone: 'lower' });
    expect(keyToCommand(key('Escape'), mid)).toEqual({ type: 'release' });
  });

  it('leaves other keys and shortcuts to the browser', () => {
    expect(keyToCommand(key('a'), mid)).toBeNull();
    expect(keyToCommand(key('l', { ctrlKey: true }), mid)).toBeNull();
    expect(keyToCommand(key('F5'), mid)).toBeNull();
  });
});
