import { existsSync } from 'node:fs';

/**
 * The browser of the browser tests. Debian's `chromium-headless-shell` first: the old headless shell, which is what
 * Playwright itself runs headless. Chromium 156's own headless mode is the whole browser without a window (a
 * browser-UI renderer per context, its compositing in software): on two cores three test files took 97 s with it
 * and 65 s with the shell, and the whole pass 1,270 s on CI against 589 s. The full browser still works when the
 * shell is missing, slower and with a note. CHROMIUM_PATH chooses another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';
const INSTALL_HINT = "install it with 'apt-get install -y chromium-headless-shell' (or 'chromium'), or set CHROMIUM_PATH";

export type ChromiumChoice = { path: string; note?: string } | { error: string };

export function chooseChromium(env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync): ChromiumChoice {
  const chosen = env.CHROMIUM_PATH;
  if (chosen) return exists(chosen) ? { path: chosen } : { error: `Chromium not found at ${chosen} (CHROMIUM_PATH): ${INSTALL_HINT}` };
  if (exists(HEADLESS_SHELL)) return { path: HEADLESS_SHELL };
  if (exists(FULL_BROWSER)) {
    return {
      path: FULL_BROWSER,
      note: `${HEADLESS_SHELL} not found: the browser tests run on ${FULL_BROWSER}, about half as fast again; 'apt-get install -y chromium-headless-shell' speeds them up`,
    };
  }
  return { error: `Chromium not found at ${HEADLESS_SHELL} or ${FULL_BROWSER}: ${INSTALL_HINT}` };
}

/** The browser's path for a launch; a missing browser throws with how to install it. */
export function chromiumPath(): string {
  const choice = chooseChromium();
  if ('error' in choice) throw new Error(choice.error);
  return choice.path;
}
