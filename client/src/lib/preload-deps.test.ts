import { describe, expect, it } from 'vitest';
import { preloadDeps } from './preload-deps';

describe('preloadDeps (R-BUILD-1: only the preloads that save a wait are named on the first page)', () => {
  it('R-BUILD-1: drops the chunks the entry imports statically', () => {
    expect(preloadDeps('assets/GameScreen-a1.js', ['assets/GameScreen-a1.js', 'assets/rolldown-runtime-b2.js', 'assets/pairs-c3.js', 'assets/merge-d4.js'])).toEqual([
      'assets/GameScreen-a1.js',
      'assets/pairs-c3.js',
    ]);
  });

  it('R-BUILD-1: a chunk that would preload only itself gets no list', () => {
    expect(preloadDeps('assets/first.ru-a1.js', ['assets/first.ru-a1.js', 'assets/merge-d4.js'])).toEqual([]);
    expect(preloadDeps('assets/feedback-a1.js', ['assets/feedback-a1.js'])).toEqual([]);
  });

  it("R-BUILD-1: a dialog opened by a click keeps only its stylesheets; a game's chunks keep every preload", () => {
    const deps = ['assets/AuthDialog-a1.js', 'assets/schemas-b2.js', 'assets/FormMessage-c3.css'];
    expect(preloadDeps('assets/AuthDialog-a1.js', deps)).toEqual(['assets/FormMessage-c3.css']);
    const game = ['assets/GameCanvas-a1.js', 'assets/emitter-b2.js', 'assets/SpeakPairButton-c3.css'];
    expect(preloadDeps('assets/GameCanvas-a1.js', game)).toEqual(game);
  });
});
