// The build's choice of what a lazy chunk preloads (client/vite.config.ts, build.modulePreload.resolveDependencies).
// Every name it keeps is written into the first page's entry (Vite's __vite__mapDeps list), so it keeps only
// preloads that save a wait (issue 35: the first page ≤ 90 KB gzip).

/** Chunks the entry imports statically: always loaded before any lazy chunk, so preloading them again saves nothing. */
const ON_FIRST_PAGE = /(^|\/)(rolldown-runtime|merge)-[\w-]+\.js$/;

/**
 * Chunks opened only by a click on a dialog (R-BUILD-1). Their import waits for the other screens' words anyway
 * (lazyChunk's catalogs load alongside), and only their first opening pays a step for their own imports; their
 * stylesheets stay listed, since Vite loads a lazy chunk's CSS only through this list. The game's chunks are
 * never here: a game's start must not wait.
 */
const OPENED_BY_A_CLICK = /(^|\/)(AuthDialog|SuspensionModal|SaveGameDialog|AdminLogin|ReviewButton)-[\w-]+\.js$/;

/** What the dynamic import of `file` preloads, given every chunk and stylesheet Vite would preload (`deps`). */
export function preloadDeps(file: string, deps: readonly string[]): string[] {
  const needed = deps.filter((dep) => !ON_FIRST_PAGE.test(dep));
  if (OPENED_BY_A_CLICK.test(file)) return needed.filter((dep) => dep.endsWith('.css'));
  // A chunk whose only preload is itself needs no list: its import() fetches it just as early (R-BUILD-1).
  return needed.length === 1 && needed[0] === file ? [] : needed;
}
