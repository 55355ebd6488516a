import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { i18nAreas } from './i18n-areas.ts';
import { preloadDeps } from './src/lib/preload-deps.ts';
import { PHASER_SRC, phaserFeatures, precompress } from './vite-plugins.ts';

// Lingui's macros go through Babel: its native transform ships as an optional binary npm leaves out when
// `npm ci` runs on an older Node than the package asks for (CI's Node 20 installs, Node 24 runs).
process.env.LINGUI_SUPPRESS_BABEL_WARNING = '1';
/** `npm run i18n` builds to learn which module's words go in which catalog before the catalogs exist. */
const writingAreas = process.env.I18N_WRITE_AREAS === '1';
const linguiConfig = { configPath: fileURLToPath(new URL('lingui.config.ts', import.meta.url)) };

// `npm run dev` plays against the server running locally on its default port: REST, matchmaking and room sockets.
const GAME_SERVER = 'http://127.0.0.1:3000';

// The client bundles shared/ from its TypeScript source, so a client build never depends on a stale shared/dist.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // phaserFeatures runs before other transforms, on Phaser's source as it is; precompress writes .br/.gz beside the assets.
  // lingui compiles the .po catalogs on import; a missing translation or a broken ICU message fails the build.
  plugins: [
    react(),
    lingui({ ...linguiConfig, failOnMissing: !writingAreas, failOnCompileError: true }),
    babel({ presets: [linguiTransformerBabelPreset({ linguiConfig: getConfig(linguiConfig) }, linguiConfig)] }),
    i18nAreas(),
    { ...phaserFeatures, enforce: 'pre' },
    precompress(),
  ],
  // The dev server pre-bundles phaser-src/… (it is under node_modules) with Rolldown, which Vite's plugins do not reach.
  optimizeDeps: { rolldownOptions: { plugins: [phaserFeatures] } },
  resolve: {
    conditions: ['@matchdrop/source', ...defaultClientConditions],
    // Phaser's own source modules, for the parts of Phaser the game uses (client/src/game/phaser/phaser-lite.ts).
    // The shim of useSyncExternalStore for old React versions (wouter imports it as shim/index.js, @lingui/react as
    // shim): React 19's own hook instead, off the first page's bytes.
    alias: [
      { find: 'phaser-src', replacement: PHASER_SRC },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('src/lib/sync-external-store.ts', import.meta.url)) },
    ],
  },
  // The game's Phaser is a lazy chunk fetched when a game starts, ~0.7 MB minified (the whole bundle was 1.4 MB):
  // a chunk past 800 kB means more of Phaser came back.
  // No modulepreload polyfill: every browser the client supports preloads modules itself (the polyfill was ~0.3 KB gzip of the first page).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    modulePreload: {
      polyfill: false,
      // Only the preloads that save a wait: every name listed is written into the first page (R-BUILD-1).
      resolveDependencies: (file, deps) => preloadDeps(file, deps),
    },
    // Everything the entry imports statically goes in one chunk with it: the first page was ten chunks (React's,
    // Lingui's, wouter's, shared's …), and compressed apart they weighed ~3 KB gzip more than together.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'first', tags: ['$initial'] }] } } },
  },
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
