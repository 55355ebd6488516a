import type * as CatalogGamesChunk from './catalog-games-chunk';
import { withChunkTimeout } from './lazy-chunk';
import { lazyLoad } from './lazy-load';

/** The lookups of the catalog's per-game entries; the topics alone are on the first page (CATALOG_TOPICS). */
export type CatalogGames = typeof CatalogGamesChunk;

/**
 * The games of every topic, loaded when a topic is pointed at, focused or opened (R-UI-8's timeout): the game
 * picker's first step shows only the topics, and the games' entries were ~1.1 KB gzip of the first page.
 */
export const catalogGames = lazyLoad<CatalogGames>(() => withChunkTimeout(import('./catalog-games-chunk')));
