// The project's own lint rules: which workspace may import which, the purity of shared/ and the pure reducers,
// rule ids cited in code, SQL only in repositories, routes only through services, libraries confined to their
// folder, client features reached only through their index, and no focused tests. eslint.config.js applies them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const ours = ['shared', 'db', 'api', 'game-server', 'server', 'client', 'e2e', 'bench'];
/** Which workspaces each workspace may import (besides itself). */
export const allowed = {
  shared: [],
  db: ['shared'],
  api: ['shared', 'db'],
  'game-server': ['shared', 'db'],
  server: ['shared', 'db', 'api', 'game-server'],
  client: ['shared'],
  // e2e drives the built product from outside; of the API it may use only the test helpers.
  e2e: ['shared', 'db', 'api/testing'],
  bench: ['shared', 'db', 'api', 'game-server', 'server'],
};

export function dependencyRule(pkg) {
  // An entry with a slash ('api/testing') allows that entry point only, not the whole package.
  const subpaths = allowed[pkg].filter((entry) => entry.includes('/'));
  const forbidden = ours.filter((p) => p !== pkg && !allowed[pkg].includes(p));
  const exceptSubpaths = subpaths.length > 0 ? `(?!(${subpaths.join('|')})$)` : '';
  const patterns = [];
  if (forbidden.length > 0) {
    patterns.push({
      regex: `^@matchdrop/${exceptSubpaths}(${forbidden.join('|')})(/.*)?$`,
      message: `${pkg} may import only: ${allowed[pkg].join(', ') || 'no other workspace'}.`,
    });
  }
  return {
    files: [`${pkg}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns }],
      'matchdrop/no-relative-cross-package': 'error',
    },
  };
}

/** Workspaces are imported by package name: a relative path that resolves outside the importing package is refused. */
export const noRelativeCrossPackage = {
  meta: { type: 'problem', schema: [], messages: { cross: "'{{source}}' reaches into another package: import it by its package name (@matchdrop/...)." } },
  create(context) {
    const file = context.filename;
    const rel = path.relative(repoRoot, file);
    const pkg = rel.split(path.sep)[0];
    if (!ours.includes(pkg)) return {};
    const pkgRoot = path.join(repoRoot, pkg) + path.sep;
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      if (!(target + path.sep).startsWith(pkgRoot)) context.report({ node: node.source, messageId: 'cross', data: { source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/**
 * The rules live in docs/RULES.md: comments and test names cite their IDs (R-SCORE-1, …), never sections of a spec
 * file outside the repository, which a contributor cannot open. scripts/rules-ids.test.ts checks the IDs exist.
 */
export const citeRuleIds = {
  meta: { type: 'problem', schema: [], messages: { spec: "Cite the rule's ID from docs/RULES.md (e.g. R-SCORE-1) instead of 'SPEC §'." } },
  create(context) {
    const cites = (text) => /SPEC\s*§/.test(text);
    const check = (node, text) => {
      if (typeof text === 'string' && cites(text)) context.report({ node, messageId: 'spec' });
    };
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (cites(comment.value)) context.report({ loc: comment.loc, messageId: 'spec' });
        }
      },
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked),
    };
  },
};

/**
 * SQL lives in repositories: a query builder call (selectFrom, insertInto, …) or a raw `sql` template outside a
 * `*repository.ts` file is refused, so routes and services speak in the repository's named functions. A service
 * may still open a transaction and hand `trx` to repository functions.
 */
const sqlBuilders = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
export const sqlInRepositories = {
  meta: { type: 'problem', schema: [], messages: { sql: "SQL belongs in a *repository.ts file: move this {{what}} into the feature's repository." } },
  create(context) {
    if (/repository\.ts$/.test(context.filename)) return {};
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && sqlBuilders.has(callee.property.name)) {
          context.report({ node, messageId: 'sql', data: { what: `${callee.property.name}() call` } });
        }
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type === 'Identifier' && node.tag.name === 'sql') context.report({ node, messageId: 'sql', data: { what: 'sql`…` template' } });
      },
    };
  },
};

export const nodeBuiltins =
  '^(node:.*|fs|fs/promises|path|os|http|https|net|dgram|dns|child_process|worker_threads|crypto|url|process|stream|timers|timers/promises|readline|cluster|tls|zlib)$';

/** The rules that keep a folder pure: no clock, no randomness, no timers, no I/O globals. */
export function purityRules(where) {
  return {
    'no-restricted-properties': [
      'error',
      { object: 'Date', property: 'now', message: 'Pass the time in as a parameter.' },
      { object: 'Math', property: 'random', message: 'Pass a seeded random source in.' },
      { object: 'performance', property: 'now', message: 'Pass the time in as a parameter.' },
      { object: 'crypto', property: 'getRandomValues', message: 'Pass a seeded random source in.' },
    ],
    'no-restricted-globals': [
      'error',
      ...[
        'setTimeout',
        'setInterval',
        'setImmediate',
        'queueMicrotask',
        'requestAnimationFrame',
        'fetch',
        'XMLHttpRequest',
        'WebSocket',
        'localStorage',
        'sessionStorage',
        'process',
        'require',
        'performance',
      ].map((name) => ({ name, message: `${where} is pure: no ${name}.` })),
    ],
    'no-restricted-syntax': [
      'error',
      { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'new Date() reads the clock: pass the time in.' },
      { selector: "CallExpression[callee.name='Date']", message: 'Date() reads the clock: pass the time in.' },
    ],
  };
}

/**
 * Heavy client libraries stay behind one folder each, so the rest of the client can be tested without them:
 * Phaser only in game/phaser, the Colyseus SDK only in multiplayer/net.
 */
const confinedClientLibraries = [
  { name: 'phaser', home: 'client/src/game/phaser' },
  { name: '@colyseus/sdk', home: 'client/src/multiplayer/net' },
];
export const clientImportBoundaries = confinedClientLibraries.map(({ name, home }) => ({
  files: ['client/src/**/*.{ts,tsx}'],
  ignores: [`${home}/**`],
  rules: {
    'matchdrop/confined-import': ['error', { name, home }],
  },
}));

/** Refuses static and dynamic imports of a library outside its home folder (no-restricted-imports would clash with the workspace rule). */
export const confinedImport = {
  meta: { type: 'problem', schema: [{ type: 'object' }], messages: { confined: "'{{name}}' is imported only under {{home}}/." } },
  create(context) {
    const { name, home } = context.options[0];
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source === 'string' && (source === name || source.startsWith(`${name}/`))) {
        context.report({ node: node.source, messageId: 'confined', data: { name, home } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/**
 * The API's layering, routes → service → repository (docs/ARCHITECTURE.md): a route file (routes.ts, *-routes.ts)
 * imports no repository; it calls a service, which owns the rules and any transaction.
 */
export const routesThroughServices = {
  meta: { type: 'problem', schema: [], messages: { layer: "A route calls a service, never a repository: '{{source}}'." } },
  create(context) {
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source === 'string' && /(^|\/)[\w-]*repository(\.[jt]s)?$/.test(source)) context.report({ node: node.source, messageId: 'layer', data: { source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/**
 * The client's feature folders (docs/ARCHITECTURE.md): one feature reaches another only through that feature's
 * index.ts, so a feature's files can move and change without breaking its neighbours. The shell (App.tsx, main.tsx,
 * app/) wires the features together and may import their screens directly; the shared folders (ui, lib, api, game,
 * feedback, multiplayer) belong to no feature, and reach features through their index.ts like a feature does.
 */
const clientFeatures = ['freeplay', 'competitive', 'tournament', 'ai', 'admin', 'account', 'progress', 'classes'];
const clientSrc = path.join(repoRoot, 'client', 'src');
export const featureBoundaries = {
  meta: { type: 'problem', schema: [], messages: { internal: "'{{source}}' reaches inside the {{feature}} feature: import it from its index.ts ('{{index}}')." } },
  create(context) {
    const file = context.filename;
    const own = path.relative(clientSrc, file).split(path.sep);
    if (own[0] === '..' || own.length === 1 || own[0] === 'app') return {};
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.relative(clientSrc, path.resolve(path.dirname(file), source)).split(path.sep);
      const feature = target[0];
      if (feature === own[0] || !clientFeatures.includes(feature)) return;
      if (target.length === 1 || (target.length === 2 && target[1] === 'index')) return;
      const relative = path.relative(path.dirname(file), path.join(clientSrc, feature));
      const index = relative.startsWith('.') ? relative : `./${relative}`;
      context.report({ node: node.source, messageId: 'internal', data: { source, feature, index } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** describe.only / it.only / test.only (its own rule, so it adds to the purity rules' no-restricted-properties instead of replacing them). */
export const noFocusedTests = {
  meta: { type: 'problem', schema: [], messages: { only: 'Commit no focused tests: {{name}}.only skips the rest of the file.' } },
  create(context) {
    return {
      MemberExpression(node) {
        const base = node.object.type === 'MemberExpression' ? node.object.object : node.object;
        if (base.type === 'Identifier' && ['describe', 'it', 'test'].includes(base.name) && node.property.type === 'Identifier' && node.property.name === 'only') {
          context.report({ node, messageId: 'only', data: { name: base.name } });
        }
      },
    };
  },
};
