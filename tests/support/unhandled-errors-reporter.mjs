// A vitest reporter that keeps the run's unhandled errors (a rejection after a test ended, an error thrown
// in a timer) in a file. Vitest fails the run for them but its JSON report has no place for them, so
// without this the failure digest could only say "exit 1" while the error itself had scrolled away.
import { writeFileSync } from 'node:fs';

export default class UnhandledErrorsReporter {
  onTestRunEnd(_modules, unhandledErrors) {
    const file = process.env.UNHANDLED_ERRORS_FILE;
    if (!file) return;
    const errors = (unhandledErrors ?? []).map((e) => ({
      message: `${e.name ?? 'Error'}: ${e.message ?? ''}`,
      // Vitest names the file (and test) that was running when the error surfaced, when it knows.
      file: e.VITEST_TEST_PATH ?? '',
      test: e.VITEST_TEST_NAME ?? '',
      stack: String(e.stack ?? '').split('\n').slice(0, 8).join('\n'),
    }));
    writeFileSync(file, JSON.stringify(errors));
  }
}
