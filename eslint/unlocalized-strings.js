// The options of lingui/no-unlocalized-strings for the client (applied in eslint.config.js).
/**
 * Every string a user reads goes through the translation layer (Lingui's macros; docs/ARCHITECTURE.md, "Languages"):
 * a user-facing literal left in the client fails the lint. What is not prose is let through by shape and by place:
 * identifiers, CSS classes, test ids, keys, URLs, and the arguments of calls that never reach a screen.
 */
export const unlocalizedStrings = [
  'error',
  {
    ignore: [
      // one "word" not starting with a capital (keys, ids, paths, units, CSS values): 'freeplay', '/api/games', '1fr'
      // (printable ASCII only: a single Chinese or Russian word is prose, not a key)
      '^(?![A-Z])[\\x21-\\x7E]+$',
      // CONSTANT_CASE, and strings without a letter: '…', '—', '×', ' · ', '%'
      '^[A-Z0-9_-]+$',
      // an address, or the shape of one as a placeholder: 'https://…'
      '^https?://\\S*$',
      // (The plugin compiles these without the u flag, so \\p{L} would be the letters p, {, L and }: the letters are spelled out.)
      '^[^A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u0400-\\u04FF\\u4E00-\\u9FFF]*$',
    ],
    ignoreNames: [
      {
        regex: {
          pattern:
            'className|class$|Class$|testid|TestId|^key$|^id$|Id$|^type$|^role$|^name$|^href$|^to$|^src$|^path$|^method$|^mode$|^variant$|^inputMode$|^autoComplete$|^accept$|^rel$|^target$|^lang$|^Authorization$|^Accept$|^clip$|^reconnectionToken$|^dir$|^viewBox$|^d$|^fill$|^stroke|^transform$|^points$|^pattern$|^inert$|^kind$|^screen$|^status$|^state$|^event$|^tag$|^url$|^URL$|Url$|Path$|^code$|^sizes$|^media$|^as$|^form$|^htmlFor$|^enterKeyHint$|^aria-(controls|describedby|labelledby|live|haspopup|current|hidden|expanded|pressed|selected|checked|disabled|invalid|modal|owns|activedescendant|atomic|relevant|busy|orientation|sort)$',
          flags: '',
        },
      },
      { regex: { pattern: '^[A-Z0-9_]+$' } },
    ],
    ignoreFunctions: [
      'console.*',
      'Error',
      'TypeError',
      'RangeError',
      'fetch',
      'apiRequest',
      'URL',
      'URLSearchParams',
      'RegExp',
      'Symbol',
      'require',
      '*.addEventListener',
      '*.removeEventListener',
      '*.dispatchEvent',
      '*.getElementById',
      '*.querySelector',
      '*.querySelectorAll',
      '*.closest',
      '*.matches',
      '*.setAttribute',
      '*.getAttribute',
      '*.removeAttribute',
      '*.toggleAttribute',
      '*.setProperty',
      '*.getPropertyValue',
      '*.classList.*',
      'document.createElement',
      '*.includes',
      '*.indexOf',
      '*.startsWith',
      '*.endsWith',
      '*.split',
      '*.join',
      '*.replace',
      '*.replaceAll',
      '*.padStart',
      '*.padEnd',
      '*.test',
      '*.getItem',
      '*.setItem',
      '*.removeItem',
      'matchMedia',
      'window.matchMedia',
      '*.get',
      '*.has',
      '*.set',
      '*.delete',
      '*.send',
      '*.on',
      '*.off',
      '*.emit',
      'navigate',
      'setLocation',
      'useTitle',
      'describe',
      'it',
      'test',
      'expect',
      'new Intl.*',
      'Intl.*',
      '*.toLocaleString',
      '*.toLocaleDateString',
      '*.toLocaleTimeString',
      '*.postMessage',
      // Messages for the console and errors the player never reads (a timed-out wait is worded where it is shown).
      'withTimeout',
      'Date.parse',
      'assertNever',
      'invariant',
      'throwUnexpected',
    ],
    ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has', 'String.split'],
  },
];
