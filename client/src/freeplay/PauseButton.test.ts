import { describe, expect, it } from 'vitest';
import { formatClock, pauseKey } from './PauseButton';

const key = (k: string, extra: Partial<Parameters<typeof pauseKey>[0]> = {}) => ({
  key: k,
  defaultPrevented: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  target: null,
  ...extra,
});

describe('pause keys (R-FIELD-10)', () => {
  it('P toggles, Escape only pauses', () => {
    expect(pauseKey(key('p'), false)).toBe(true);
    expect(pauseKey(key('P'), true)).toBe(false);
    expect(pauseKey(key('Escape'), false)).toBe(true);
    expect(pauseKey(key('Escape'), true)).toBeNull();
  });

  it('leaves keys handled by the game area, shortcuts with modifiers, and typing into a text field alone', () => {
    expect(pauseKey(key('Escape', { defaultPrevented: true }), false)).toBeNull();
    expect(pauseKey(key('p', { ctrlKey: true }), false)).toBeNull();
    expect(pauseKey(key('p', { target: { tagName: 'INPUT', type: 'text' } as unknown as EventTarget }), false)).toBeNull();
    expect(pauseKey(key('p', { target: { tagName: 'INPUT', type: 'range' } as unknown as EventTarget }), false)).toBe(true);
    expect(pauseKey(key('x'), false)).toBeNull();
  });
});

describe('the game clock', () => {
  it('reads minutes and seconds', () => {
    expect([formatClock(0), formatClock(9), formatClock(75), formatClock(600)]).toEqual(['0:00', '0:09', '1:15', '10:00']);
  });
});
