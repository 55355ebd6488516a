import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

// `npm run dev` plays against the server running locally on its default port: REST, matchmaking and room sockets.
const GAME_SERVER = 'http://127.0.0.1:3000';

// The client bundles shared/ from its TypeScript source, so a client build never depends on a stale shared/dist.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { conditions: ['@matchdrop/source', ...defaultClientConditions] },
  // Phaser alone is ~1.2 MB minified; it is a lazy chunk fetched when a game starts, so its size is expected.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1600 },
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
