// The digest `npm test` prints last: the failed cases with their first error line, then what the e2e
// failure capture saw on screen.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { digestLines, failedCases, unhandledCases } from '../support/failure-digest.mjs';

const report = {
  testResults: [
    {
      name: '/repo/tests/e2e/ledger-import.e2e.ts',
      assertionResults: [
        { status: 'passed', fullName: 'ledger import dialog downloads the template', failureMessages: [] },
        {
          status: 'failed',
          fullName: 'ledger import dialog imports a fully valid file with commit',
          failureMessages: ['\n\x1b[31mTimeoutError: locator.click: Timeout 30000ms exceeded.\x1b[39m\nCall log:\n  - waiting for getByTestId'],
        },
      ],
    },
    { name: '/repo/tests/e2e/login.e2e.ts', assertionResults: [{ status: 'passed', fullName: 'signs in', failureMessages: [] }] },
  ],
};

describe('failure digest', () => {
  it('lists each failed case with its file, name and the first line of its error, without colour codes', () => {
    expect(failedCases(report, 'e2e (Chromium)', '/repo')).toEqual([
      {
        step: 'e2e (Chromium)',
        test: 'tests/e2e/ledger-import.e2e.ts > ledger import dialog imports a fully valid file with commit',
        error: 'TimeoutError: locator.click: Timeout 30000ms exceeded.',
      },
    ]);
  });

  it('lists a file that failed with no failed case (a hook or its import threw) with the error of the file', () => {
    const broken = {
      testResults: [
        {
          name: '/repo/tests/api/auth-cache.test.ts',
          status: 'failed',
          message: 'Hook timed out in 120000ms.\nIf this is a long-running hook, pass a timeout value',
          assertionResults: [{ status: 'skipped', fullName: 'drops the cached grant', failureMessages: [] }],
        },
      ],
    };
    expect(failedCases(broken, 'api (PostgreSQL)', '/repo')).toEqual([
      { step: 'api (PostgreSQL)', test: 'tests/api/auth-cache.test.ts (the file, not a test)', error: 'Hook timed out in 120000ms.' },
    ]);
  });

  it('lists unhandled errors with the file and test they surfaced in and the top of their stack', () => {
    const cases = unhandledCases(
      [
        {
          message: 'Error: Connection terminated unexpectedly',
          file: '/repo/tests/api/auth-version.test.ts',
          test: 'sees a grant change made by another process',
          stack: 'Error: Connection terminated unexpectedly\n    at Connection.<anonymous> (/repo/node_modules/pg/lib/client.js:136:73)',
        },
        { message: 'TypeError: x is not a function', file: '', test: '', stack: '' },
      ],
      'api (PostgreSQL)',
      '/repo',
    );
    expect(cases).toEqual([
      {
        step: 'api (PostgreSQL)',
        test: 'unhandled error during tests/api/auth-version.test.ts > sees a grant change made by another process',
        error: 'Error: Connection terminated unexpectedly',
        stack: ['at Connection.<anonymous> (/repo/node_modules/pg/lib/client.js:136:73)'],
      },
      { step: 'api (PostgreSQL)', test: 'unhandled error', error: 'TypeError: x is not a function', stack: [] },
    ]);
    expect(digestLines(cases, '/nonexistent').slice(0, 4)).toEqual([
      '=== Failed tests (2)',
      '✗ api (PostgreSQL): unhandled error during tests/api/auth-version.test.ts > sees a grant change made by another process',
      '    Error: Connection terminated unexpectedly',
      '      at Connection.<anonymous> (/repo/node_modules/pg/lib/client.js:136:73)',
    ]);
  });

  it('prints nothing when nothing failed', () => {
    expect(digestLines([], '/nonexistent')).toEqual([]);
  });

  it('adds what the pages showed at each captured failure, leaving out the error the case line already gives', () => {
    const dir = mkdtempSync(join(tmpdir(), 'digest-'));
    writeFileSync(
      join(dir, 'ledger-import--imports-0.txt'),
      ['tests/e2e/ledger-import.e2e.ts > imports', 'TimeoutError: locator.click', 'Call log:', 'page 0: http://x/#/list', '  overlay: 提示 确定继续吗？', '  dialog: ant-modal'].join('\n'),
    );
    const lines = digestLines(failedCases(report, 'e2e', '/repo'), dir);
    expect(lines.slice(0, 3)).toEqual([
      '=== Failed tests (1)',
      '✗ e2e: tests/e2e/ledger-import.e2e.ts > ledger import dialog imports a fully valid file with commit',
      '    TimeoutError: locator.click: Timeout 30000ms exceeded.',
    ]);
    expect(lines.slice(4)).toEqual([
      `=== Screens at the e2e failures (1; pictures beside them in ${dir})`,
      'tests/e2e/ledger-import.e2e.ts > imports',
      'page 0: http://x/#/list',
      '  overlay: 提示 确定继续吗？',
      '  dialog: ant-modal',
    ]);
  });

  it('caps the list of cases and says how many more failed', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ step: 'unit', test: `t${i}`, error: 'boom' }));
    const lines = digestLines(many, '/nonexistent', { maxCases: 20 });
    expect(lines.filter((l) => l.startsWith('✗'))).toHaveLength(20);
    expect(lines.at(-1)).toBe('… and 5 more');
  });
});
