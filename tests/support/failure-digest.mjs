// The end of `npm test`'s output: a CI log keeps only its tail, where vitest's own account of a failure
// (call logs, stacks) has long scrolled away, and in a cascade the first failure is the one that matters.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ANSI = /\x1b\[[0-9;]*m/g;

/** One entry per failed test case of a vitest JSON report: where it is and the first line of its error. */
export function failedCases(report, step, root) {
  const cases = [];
  for (const file of report.testResults ?? []) {
    for (const a of file.assertionResults ?? []) {
      if (a.status !== 'failed') continue;
      const message = String(a.failureMessages?.[0] ?? '').replace(ANSI, '');
      const first = message.split('\n').find((l) => l.trim()) ?? '';
      cases.push({ step, test: `${relative(root, file.name)} > ${a.fullName}`, error: first.trim().slice(0, 300) });
    }
  }
  return cases;
}

/**
 * The lines to print: each failed case (at most `maxCases`), then the notes the e2e failure capture wrote
 * under `capturesDir` (URL, open dialogs, toasts at each failure; at most `maxNotes`, 12 lines of screen each).
 */
export function digestLines(cases, capturesDir, { maxCases = 20, maxNotes = 8 } = {}) {
  if (!cases.length) return [];
  const lines = [`=== Failed tests (${cases.length})`];
  for (const c of cases.slice(0, maxCases)) lines.push(`✗ ${c.step}: ${c.test}`, `    ${c.error}`);
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
