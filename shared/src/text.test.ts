import { describe, it, expect } from 'vitest';
import { charLength, truncateDisplay, truncateText } from './text.js';

describe('text', () => {
  it('an emoji counts as one character', () => {
    expect(charLength('🐘')).toBe(1);
    expect(charLength('cat 🐈')).toBe(5);
    expect(charLength('')).toBe(0);
  });

  it('text within the limit is left as it is', () => {
    expect(truncateText('hello', 5)).toBe('hello');
    expect(truncateDisplay('x'.repeat(250))).toBe('x'.repeat(250));
  });

  it('display text longer than 250 characters is cut to 250, ending in an ellipsis', () => {
    const cut = truncateDisplay('x'.repeat(300));
    expect(cut).toBe('x'.repeat(249) + '…');
    expect(charLength(cut)).toBe(250);
  });

  it('cutting never splits an emoji in half', () => {
    expect(truncateText('🐘🐘🐘', 2)).toBe('🐘…');
  });
});
