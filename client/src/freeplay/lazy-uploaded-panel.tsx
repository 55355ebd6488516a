import type { ComponentProps, ComponentType } from 'react';
import { withChunkTimeout, withWords, preloadableChunk } from '../lib/lazy-chunk';
import { lazyLoad } from '../lib/lazy-load';
import type { UploadedGamePanel } from './UploadedGamePanel';

/** The uploaded game's panel: needed only once a file has been read, so it comes with the file reader (use-freeplay.ts). */
export const uploadedPanel = lazyLoad<typeof UploadedGamePanel>(() =>
  withChunkTimeout(withWords(import('./UploadedGamePanel'), ['rest'])).then((module) => module.UploadedGamePanel),
);

/** Shows at once when the reader fetched it ahead, as it does; the page keeps its place until then. */
export const LazyUploadedGamePanel: ComponentType<ComponentProps<typeof UploadedGamePanel>> = preloadableChunk(uploadedPanel, null);
