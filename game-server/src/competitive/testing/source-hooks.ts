import { registerHooks } from 'node:module';

/**
 * Test support (not a test file), preloaded with `node --import` in child processes that run the TypeScript
 * sources directly (`--experimental-transform-types`): the sources import `./x.js` (what tsc emits), which exists
 * here only as `./x.ts`. With `--conditions=@matchdrop/source` the workspace packages resolve to their sources.
 */
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (err) {
      if (specifier.startsWith('.') && specifier.endsWith('.js')) return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
      throw err;
    }
  },
});
