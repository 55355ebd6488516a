// Build plugins of the client (vite.config.ts): Phaser from its source modules, and precompressed assets.
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** node_modules/phaser/src: the game imports Phaser's CommonJS source modules as `phaser-src/…` (client/src/game/phaser/phaser-lite.ts). */
export const PHASER_SRC = join(dirname(createRequire(import.meta.url).resolve('phaser/package.json')), 'src');

/**
 * The build-time flags Phaser's own webpack build defines (node_modules/phaser/config/webpack.dist.config.js), written
 * in its source as `if (typeof WEBGL_RENDERER)`. Undefined, each would read 'undefined', a truthy string: everything on,
 * sound and the Facebook Instant Games plugin included. Here both renderers are on (the game picks one at run time,
 * rendererChoice.ts) and the rest off: sound is howler's job, and the game needs no 3D camera, Instant Games or WebGL debugger.
 */
const PHASER_FLAGS: Record<string, boolean> = {
  WEBGL_RENDERER: true,
  CANVAS_RENDERER: true,
  WEBGL_DEBUG: false,
  FEATURE_SOUND: false,
  PLUGIN_CAMERA3D: false,
  PLUGIN_FBINSTANT: false,
};
const FLAG_EXPRESSION = new RegExp(`\\btypeof (${Object.keys(PHASER_FLAGS).join('|')})\\b`, 'g');

/**
 * Replaces Phaser's flag expressions with their values, so the minifier drops the code behind a false one (and what
 * only that code requires). A plain object with only `name` and `transform`: it is a Vite plugin for the build and
 * the dev server, and a Rolldown plugin for the dev server's dependency pre-bundling (optimizeDeps), which Vite's
 * plugins do not reach. The value is padded with spaces to the expression's length, so source maps stay exact.
 */
export const phaserFeatures = {
  name: 'matchdrop:phaser-features',
  transform(code: string, id: string): { code: string; map: null } | null {
    if (!id.startsWith(PHASER_SRC) || !code.includes('typeof ')) return null;
    let changed = false;
    const out = code.replace(FLAG_EXPRESSION, (expression: string, flag: string) => {
      changed = true;
      return String(PHASER_FLAGS[flag]).padEnd(expression.length, ' ');
    });
    return changed ? { code: out, map: null } : null;
  },
};

/** Text formats worth compressing; images and fonts in assets/ are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.wasm', '.txt', '.xml', '.webmanifest']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * After a build, writes `x.br` (brotli, quality 11) and `x.gz` (gzip, level 9) beside each compressible file in
 * outDir/assets, so the server sends them as they are (server/src/precompressed.ts) instead of compressing per request,
 * or not at all. A copy no smaller than the file is not written: the server then sends the file.
 */
export function precompress(): Plugin {
  let assetsDir = '';
  return {
    name: 'matchdrop:precompress',
    apply: 'build',
    configResolved(config) {
      assetsDir = join(resolve(config.root, config.build.outDir), config.build.assetsDir);
    },
    async closeBundle() {
      // After a failed build there is nothing to compress, and a scandir error would hide the build's own.
      if (!existsSync(assetsDir)) return;
      const files = (await readdir(assetsDir, { withFileTypes: true, recursive: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gzipAsync(body, { level: 9 }),
          ]);
          if (br.length < body.length) await writeFile(`${file}.br`, br);
          if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
