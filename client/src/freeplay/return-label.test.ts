import { describe, expect, it } from 'vitest';
import { returnLabelOf } from './return-label';

describe('the Return button of a game', () => {
  it.each([
    ['home', 'games', 'Return to Games'],
    ['library', 'games', 'Return to Library'],
    ['builtin-page', 'games', 'Return to Game Page'],
    ['game-page', 'games', 'Return to Game Page'],
    ['dashboard', 'profile', 'Return to Profile'],
    ['ai', 'ai', 'Return to AI Chat'],
    ['play-builtin', 'games', 'Return to Game'],
  ] as const)('started from %s (%s) reads "%s"', (from, target, label) => {
    expect(returnLabelOf(from, target)).toBe(label);
  });

  it('opened by its address (no screen it was started from) names the request’s target', () => {
    expect(returnLabelOf(undefined, 'games')).toBe('Return to Games');
    expect(returnLabelOf(undefined, 'profile')).toBe('Return to Profile');
    expect(returnLabelOf('not-a-screen', 'ai')).toBe('Return to AI Chat');
  });
});
