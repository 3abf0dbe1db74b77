// The end of `npm test`'s output: a CI log keeps only its tail, where vitest's own account of a failure
// (call logs, stacks) has long scrolled away, and in a cascade the first failure is the one that matters.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ANSI = /\x1b\[[0-9;]*m/g;

const firstLine = (text) => (String(text ?? '').replace(ANSI, '').split('\n').find((l) => l.trim()) ?? '').trim().slice(0, 300);

/**
 * One entry per failure of a vitest JSON report: each failed test case with the first line of its error,
 * and each file that failed with no failed case (it did not load, or a hook before its tests threw).
 */
export function failedCases(report, step, root) {
  const cases = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) cases.push({ step, test: `${relative(root, file.name)} > ${a.fullName}`, error: firstLine(a.failureMessages?.[0]) });
    if (file.status === 'failed' && failed.length === 0) {
      cases.push({ step, test: `${relative(root, file.name)} (the file, not a test)`, error: firstLine(file.message) || 'failed with no test failing' });
    }
  }
  return cases;
}

/** One entry per unhandled error the run's reporter kept (unhandled-errors-reporter.mjs), with where it surfaced. */
export function unhandledCases(errors, step, root) {
  return (errors ?? []).map((e) => ({
    step,
    test: `unhandled error${e.file ? ` during ${relative(root, e.file)}` : ''}${e.test ? ` > ${e.test}` : ''}`,
    error: firstLine(e.message),
    stack: String(e.stack ?? '').replace(ANSI, '').split('\n').slice(1, 6).map((l) => l.trim()).filter(Boolean),
  }));
}

/**
 * The lines to print: each failed case (at most `maxCases`), then the notes the e2e failure capture wrote
 * under `capturesDir` (URL, open dialogs, toasts at each failure; at most `maxNotes`, 12 lines of screen each).
 */
export function digestLines(cases, capturesDir, { maxCases = 20, maxNotes = 8 } = {}) {
  if (!cases.length) return [];
  const lines = [`=== Failed tests (${cases.length})`];
  for (const c of cases.slice(0, maxCases)) lines.push(`✗ ${c.step}: ${c.test}`, `    ${c.error}`, ...(c.stack ?? []).map((l) => `      ${l}`));
  if (cases.length > maxCases) lines.push(`… and ${cases.length - maxCases} more`);
  const notes = existsSync(capturesDir) ? readdirSync(capturesDir).filter((f) => f.endsWith('.txt')).sort() : [];
  if (notes.length) {
    lines.push('', `=== Screens at the e2e failures (${notes.length}; pictures beside them in ${capturesDir})`);
    for (const f of notes.slice(0, maxNotes)) {
      // The error itself is listed above: from a note, the test and what the pages showed.
      const [test, ...rest] = readFileSync(join(capturesDir, f), 'utf8').trim().split('\n');
      const screen = rest.filter((l) => /^(page \d+:|  (overlay|dialog):)/.test(l));
      lines.push(test, ...screen.slice(0, 12).map((l) => l.slice(0, 240)));
    }
  }
  return lines;
}
