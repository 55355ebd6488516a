import { describe, expect, it } from 'vitest';
import { otherTheme, parseStoredTheme, resolveTheme, THEME_STORAGE_KEY } from './theme';

describe('theme resolution', () => {
  it('uses the spec key for persistence', () => {
    expect(THEME_STORAGE_KEY).toBe('matchdrop.theme');
  });

  it('follows the system preference when nothing is stored', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
    expect(resolveTheme(undefined, true)).toBe('dark');
  });

  it('lets a stored choice override the system preference', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('ignores stored garbage instead of applying it', () => {
    expect(parseStoredTheme('purple')).toBeNull();
    expect(parseStoredTheme('')).toBeNull();
    expect(parseStoredTheme('DARK')).toBeNull();
    expect(resolveTheme('purple', true)).toBe('dark');
    expect(resolveTheme('{"x":1}', false)).toBe('light');
  });

  it('toggles between the two themes', () => {
    expect(otherTheme('light')).toBe('dark');
    expect(otherTheme('dark')).toBe('light');
  });
});
