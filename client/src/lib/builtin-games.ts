import type { findBuiltinGame } from '@matchdrop/shared';
import { withChunkTimeout } from './lazy-chunk';
import { lazyLoad } from './lazy-load';

export type FindBuiltinGame = typeof findBuiltinGame;

/**
 * The built-in games' pairs: a chunk of their own (R-UI-8), needed only when a game starts. The game
 * picker asks for it early (a topic pointed at or focused, a topic opened) so that Start Game seldom waits.
 */
export const builtinGames = lazyLoad<FindBuiltinGame>(() => withChunkTimeout(import('./builtin-catalog').then((module) => module.findBuiltinGame)));
