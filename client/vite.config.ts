import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { PHASER_SRC, phaserFeatures, precompress } from './vite-plugins.ts';

// `npm run dev` plays against the server running locally on its default port: REST, matchmaking and room sockets.
const GAME_SERVER = 'http://127.0.0.1:3000';

// The client bundles shared/ from its TypeScript source, so a client build never depends on a stale shared/dist.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // phaserFeatures runs before other transforms, on Phaser's source as it is; precompress writes .br/.gz beside the assets.
  plugins: [react(), { ...phaserFeatures, enforce: 'pre' }, precompress()],
  // The dev server pre-bundles phaser-src/… (it is under node_modules) with Rolldown, which Vite's plugins do not reach.
  optimizeDeps: { rolldownOptions: { plugins: [phaserFeatures] } },
  resolve: {
    conditions: ['@matchdrop/source', ...defaultClientConditions],
    // Phaser's own source modules, for the parts of Phaser the game uses (client/src/game/phaser/phaser-lite.ts).
    // wouter's shim of useSyncExternalStore for old React versions: React 19's own hook instead, off the first page's bytes.
    alias: {
      'phaser-src': PHASER_SRC,
      'use-sync-external-store/shim/index.js': fileURLToPath(new URL('src/lib/sync-external-store.ts', import.meta.url)),
    },
  },
  // The game's Phaser is a lazy chunk fetched when a game starts, ~0.7 MB minified (the whole bundle was 1.4 MB):
  // a chunk past 800 kB means more of Phaser came back.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 800 },
  server: {
    proxy: {
      '/api': GAME_SERVER,
      '/matchmake': GAME_SERVER,
      // A room's websocket: the Colyseus SDK connects to /<processId>/<roomId>?… on the page's origin. Only the
      // upgrade is proxied; a page or module request that happens to look like that stays with Vite.
      '^/[\\w-]+/[\\w-]+\\?': { target: GAME_SERVER, ws: true, bypass: (req, res) => (res ? req.url : undefined) },
    },
  },
});
