// `npm test`: every check in one run — type check, schema check, unit tests, API tests on PGlite (and on
// PostgreSQL when TEST_DATABASE_URL is set), and end-to-end tests in Chromium against the built server.
// Ends with one line `N passed, N failed`; exit code 1 when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { digestLines, failedCases, unhandledCases } from './support/failure-digest.mjs';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'test-results');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- unit api`
const wants = (step) => only.length === 0 || only.includes(step);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const cases = [];

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

/** A step that is one check (pass/fail by exit code). */
function check(name, cmd, args, env) {
  console.log(`\n▶ ${name}`);
  const status = run(cmd, args, env);
  if (status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

/** A vitest project; counts come from its JSON report so every test case counts once. */
function vitest(name, project, env = {}) {
  console.log(`\n▶ ${name}`);
  const file = name.replace(/\W+/g, '-');
  const report = join(outDir, `${file}.json`);
  const unhandled = join(outDir, `${file}.unhandled.json`);
  const status = run(
    process.execPath,
    [
      join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', project,
      '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, `--reporter=${join(root, 'tests/support/unhandled-errors-reporter.mjs')}`,
    ],
    { ...env, UNHANDLED_ERRORS_FILE: unhandled },
  );
  if (existsSync(unhandled)) cases.push(...unhandledCases(JSON.parse(readFileSync(unhandled, 'utf8')), name, root));
  if (!existsSync(report)) {
    totals.failed += 1;
    failures.push(`${name} (no report, exit ${status})`);
    return;
  }
  const r = JSON.parse(readFileSync(report, 'utf8'));
  cases.push(...failedCases(r, name, root));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  // A file that fails to load has no test results but is still a failure.
  const brokenFiles = (r.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).every((a) => a.status !== 'failed'));
  totals.failed += brokenFiles.length;
  if (r.numFailedTests > 0 || brokenFiles.length > 0 || status !== 0) {
    failures.push(name);
    if (r.numFailedTests === 0 && brokenFiles.length === 0) {
      totals.failed += 1; // runner error with no failed case (an unhandled error, listed in the digest when kept)
      if (!cases.some((c) => c.step === name)) cases.push({ step: name, test: '(the run, not a test)', error: `vitest exited with ${status} and no failed test; its output above says why` });
    }
  }
}

const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
if (wants('typecheck')) check('type check', process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']);
if (wants('schemas')) check('schemas:check', process.execPath, [tsx, 'scripts/schemas-check.ts']);
if (wants('unit')) vitest('unit', 'unit');
if (wants('api')) {
  const { TEST_DATABASE_URL, ...withoutPg } = process.env;
  process.env = withoutPg;
  vitest('api (PGlite)', 'api');
  if (TEST_DATABASE_URL) process.env.TEST_DATABASE_URL = TEST_DATABASE_URL;
  if (TEST_DATABASE_URL) vitest('api (PostgreSQL)', 'api', { TEST_DATABASE_URL });
  else console.log('\n(TEST_DATABASE_URL not set: API tests ran on PGlite only)');
}
if (wants('e2e')) {
  try {
    buildIfNeeded();
    vitest('e2e (Chromium)', 'e2e');
  } catch (e) {
    totals.failed += 1;
    failures.push(`e2e build: ${e.message}`);
  }
}

const line = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
writeFileSync(join(outDir, 'summary.txt'), line + '\n');
const digest = digestLines(cases, join(outDir, 'failures'));
if (digest.length) console.log(`\n${digest.join('\n')}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join('; ')}`);
console.log(`\n${line}`);
process.exit(totals.failed === 0 ? 0 : 1);
