import { i18n, type Messages } from '@lingui/core';
import { ASSET_CHUNK_TIMEOUT_MS, DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from '@matchdrop/shared';
import { browserTimers, withTimeout } from '../game/timeout';

/**
 * The parts of the client whose words load together (client/lingui.config.ts): the first page's, a game's,
 * and the rest. A language's catalog of a part is fetched the first time the part is needed in that language.
 */
export type CatalogArea = 'first' | 'game' | 'rest';

// One chunk per part and language; @lingui/vite-plugin compiles the .po files in it at build time.
const catalogFiles = import.meta.glob<{ messages: Messages }>('../locales/*.*.ts');

const STORAGE_KEY = 'matchdrop.locale';
const loadedAreas = new Set<CatalogArea>();
const loads = new Map<string, Promise<void>>();

function loadCatalog(area: CatalogArea, locale: Locale): Promise<void> {
  const key = `${area}.${locale}`;
  let loading = loads.get(key);
  if (!loading) {
    const file = catalogFiles[`../locales/${key}.ts`];
    if (!file) return Promise.reject(new Error(`No ${key} catalog`));
    // Given up like every chunk (R-UI-8): the first render and a switch of language must not wait for ever.
    loading = withTimeout(file(), ASSET_CHUNK_TIMEOUT_MS, browserTimers, `The ${key} catalog timed out`).then(
      ({ messages }) => i18n.load(locale, messages),
      (error: unknown) => {
        loads.delete(key); // a failed fetch is tried again by the next load (Retry)
        throw error;
      },
    );
    loads.set(key, loading);
  }
  return loading;
}

/** Loads the words of `areas` in the current language; later switches of language load them too. */
export function loadAreas(areas: readonly CatalogArea[]): Promise<void> {
  for (const area of areas) loadedAreas.add(area);
  return Promise.all(areas.map((area) => loadCatalog(area, currentLocale()))).then(() => {});
}

export function currentLocale(): Locale {
  return (i18n.locale || DEFAULT_LOCALE) as Locale;
}

/** The language of a first visit: the one chosen before on this browser, else the browser's languages. */
function initialLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // storage refused (private mode): the browser's languages decide
  }
  if (isLocale(stored)) return stored;
  return pickLocale(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

/**
 * Shows the interface in `locale`: loads that language's catalogs of every part loaded so far, then switches
 * (so no screen shows half in the old language), and remembers the choice on this browser.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  // A part first needed while these load (a lazy screen's chunk, as when a signed-in account's language replaces the
  // browser's on the first page) is loaded in the old language only: loaded here too, or its words would be missing.
  let areas: number;
  do {
    areas = loadedAreas.size;
    await Promise.all([...loadedAreas].map((area) => loadCatalog(area, locale)));
  } while (loadedAreas.size !== areas);
  i18n.activate(locale);
  document.documentElement.lang = locale === 'zh' ? 'zh-Hans' : locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // not remembered on this browser; an account still keeps it
  }
}

/** Starts the interface: the first page's words in the language of this visit, before the first render. */
export async function startI18n(): Promise<void> {
  const locale = initialLocale();
  loadedAreas.add('first');
  await loadCatalog('first', locale);
  i18n.activate(locale);
  document.documentElement.lang = locale === 'zh' ? 'zh-Hans' : locale;
}
