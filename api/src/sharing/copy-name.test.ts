import { GAME_NAME_MAX } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { copyName } from './copy-name.js';

describe('copyName', () => {
  it('keeps the name when the recipient has no game of that name', () => {
    expect(copyName('Capitals', new Set(['rivers']))).toBe('Capitals');
  });

  it('appends " (shared)", then a number, comparing names case-insensitively', () => {
    expect(copyName('Capitals', new Set(['capitals']))).toBe('Capitals (shared)');
    expect(copyName('Capitals', new Set(['capitals', 'capitals (shared)']))).toBe('Capitals (shared 2)');
    expect(copyName('Capitals', new Set(['capitals', 'capitals (shared)', 'capitals (shared 2)']))).toBe('Capitals (shared 3)');
  });

  it('cuts a long name so the copy stays within the game-name limit', () => {
    const long = 'x'.repeat(GAME_NAME_MAX);
    const copy = copyName(long, new Set([long]));
    expect(copy).toBe(`${'x'.repeat(GAME_NAME_MAX - 9)} (shared)`);
    expect(copy).toHaveLength(GAME_NAME_MAX);
  });
});
