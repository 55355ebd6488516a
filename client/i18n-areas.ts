// Which catalog holds a module's words (client/lingui.config.ts): the first page's modules, the modules a game
// start loads, and the rest. The lists come from the build's own chunks, so they cannot be guessed wrong:
// the build fails when src/i18n/areas.json no longer matches, and `npm run i18n` writes it anew.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SRC = fileURLToPath(new URL('src/', import.meta.url));
const AREAS_FILE = fileURLToPath(new URL('src/i18n/areas.json', import.meta.url));

/**
 * What starting a game loads (the pair-count step, the game's address, its screen, canvas and Phaser): these modules' chunks and what they import statically. (Screens a game opens
 * later, such as its results, are lazyChunk screens, which wait for the `rest` catalog themselves.)
 */
const GAME_ROOTS = ['freeplay/PlayRoute.tsx', 'freeplay/GameScreen.tsx', 'game/GameCanvas.tsx', 'game/phaser/mountGame.ts', 'freeplay/PairCountStep.tsx'];

interface ChunkInfo {
  type: 'chunk';
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}

const usesMacros = (file: string): boolean => /from ['"]@lingui\/(core|react)\/macro['"]/.test(readFileSync(file, 'utf8'));

export function i18nAreas(): Plugin {
  return {
    name: 'matchdrop-i18n-areas',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.entries(bundle).filter((entry): entry is [string, (typeof entry)[1] & ChunkInfo] => entry[1].type === 'chunk'));
      const reach = (start: string[], loaded = new Set<string>()): Set<string> => {
        const seen = new Set<string>();
        const visit = (name: string) => {
          // A chunk the page already has (the first page's) is not the game's, nor what it loads lazily.
          if (seen.has(name) || loaded.has(name)) return;
          seen.add(name);
          const chunk = chunks.get(name);
          for (const next of chunk?.imports ?? []) visit(next);
        };
        start.forEach(visit);
        return seen;
      };
      const sources = (names: Set<string>): Set<string> =>
        new Set(
          [...names]
            .flatMap((name) => chunks.get(name)?.moduleIds ?? [])
            .filter((id) => id.startsWith(SRC) && /\.tsx?$/.test(id) && usesMacros(id))
            .map((id) => relative(SRC, id).split('\\').join('/')),
        );
      const entries = [...chunks].filter(([, chunk]) => chunk.isEntry).map(([name]) => name);
      const gameRoots = [...chunks].filter(([, chunk]) => GAME_ROOTS.some((root) => chunk.facadeModuleId === SRC + root)).map(([name]) => name);
      if (gameRoots.length !== GAME_ROOTS.length) this.error(`i18n areas: expected a chunk for each of ${GAME_ROOTS.join(', ')}`);
      const firstChunks = reach(entries);
      const first = sources(firstChunks);
      const game = [...sources(reach(gameRoots, firstChunks))].filter((file) => !first.has(file));
      const areas = JSON.stringify({ first: [...first].sort(), game: game.sort() }, null, 2);
      if (process.env.I18N_WRITE_AREAS === '1') writeFileSync(AREAS_FILE, `${areas}\n`);
      else if (JSON.stringify(JSON.parse(readFileSync(AREAS_FILE, 'utf8')), null, 2) !== areas)
        this.error('client/src/i18n/areas.json is out of date (a module moved between the first page, the game and the rest): run `npm run i18n`');
    },
  };
}
