// `npm test`: typecheck, lint, client build, then every vitest project (unit, integration, e2e).
// It keeps going after a failed step so one run shows everything, and ends with the totals.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chooseChromium } from '@matchdrop/e2e/chromium';
import { build, buildE2eClient } from './build.ts';
import { root, run, runBeside } from './run.ts';

console.log(`MatchDrop tests on Node ${process.version}`);
const failures: string[] = [];
if (!process.version.startsWith('v24.')) failures.push(`Node 24 is required, this is ${process.version} (run through npm so node_modules/.bin/node is used)`);

const chromium = chooseChromium();
if ('error' in chromium) failures.push(chromium.error);
else if (chromium.note) console.log(chromium.note);

if (!run('typecheck', 'tsc', ['-b'])) failures.push('typecheck');
// ESLint is one process on one core for about 35 s, and the three checks after it take about as long together:
// lint runs beside them, on the other core.
const lint = runBeside('lint', 'eslint', ['.', '--max-warnings', '0']);
// Formatting is Prettier's, checked not argued; knip finds unused files, exports and dependencies.
if (!(await runBeside('format', 'prettier', ['--check', '--log-level', 'warn', '.']))) failures.push('format (run npm run format)');
if (!(await runBeside('unused code', 'knip', []))) failures.push('unused code (knip)');
// Every message of the client's code in the catalogs (the build then fails on a missing translation).
if (!(await runBeside('interface catalogs', 'node', ['scripts/i18n-check.ts']))) failures.push('interface catalogs (run npm run i18n)');
if (!(await lint)) failures.push('lint');
if (!build(true)) failures.push('build');
if (!buildE2eClient()) failures.push('e2e client build');

mkdirSync(join(root, '.tmp'), { recursive: true });
const extra = process.argv.slice(2);
let passed = 0;
let failed = 0;
/** Every failed test by file and name: CI shows only the end of the output, so the end names them. */
const failedTests: string[] = [];

/**
 * One vitest pass; its JSON report adds to the totals. The browser tests get a pass of their own
 * after the others, so Chromium never competes with the database-heavy suites for the two cores.
 */
function vitestPass(label: string, projects: string[]): void {
  const report = join(root, `.tmp/vitest-${label}.json`);
  rmSync(report, { force: true });
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra];
  // A file filter given to npm test selects files of one pass only; the other pass then has none.
  if (extra.length > 0) args.push('--passWithNoTests');
  const ok = run(label, 'vitest', args);
  if (existsSync(report)) {
    type Report = {
      numPassedTests: number;
      numFailedTests: number;
      testResults: { name: string; message?: string; assertionResults: { fullName: string; status: string; duration?: number | null; failureMessages?: string[] }[] }[];
    };
    const json = JSON.parse(readFileSync(report, 'utf8')) as Report;
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    for (const file of json.testResults) {
      const where = relative(root, file.name);
      const failures = file.assertionResults.filter((t) => t.status === 'failed');
      for (const t of failures) failedTests.push(`${where} > ${t.fullName} (${Math.round((t.duration ?? 0) / 1000)} s): ${firstLine(t.failureMessages?.[0])}`);
      // A file that failed outside its tests (a hook, an import) has no failed test to name it.
      if (failures.length === 0 && file.message) failedTests.push(`${where}: ${firstLine(file.message)}`);
    }
  }
  if (!ok) failures.push(label);
}

function firstLine(text: string | undefined): string {
  return (
    (text ?? '')
      // eslint-disable-next-line no-control-regex -- the colours of the reporter's message
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')[0]!
      .slice(0, 200)
  );
}

vitestPass('unit and integration tests', ['unit', 'integration']);
vitestPass('browser tests', ['e2e']);

if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((f) => `  - ${f}`).join('\n')}`);
if (failures.length > 0) {
  console.log(`\nFailed steps:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
}
// Failed steps that are not tests (typecheck, lint, a missing Chromium) count as failures too.
const failedSteps = failures.filter((f) => !f.endsWith('tests')).length;
console.log(`\nTotals: ${passed} passed, ${failed + failedSteps} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
