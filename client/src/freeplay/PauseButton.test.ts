import { describe, expect, it } from 'vitest';
import { pauseKey } from './PauseButton';

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
