export interface FailedCase {
  step: string;
  test: string;
  error: string;
  /** The top frames of an unhandled error's stack, printed under its line. */
  stack?: string[];
}
export interface UnhandledError {
  message: string;
  file?: string;
  test?: string;
  stack?: string;
}
export function failedCases(report: { testResults?: unknown[] }, step: string, root: string): FailedCase[];
export function unhandledCases(errors: UnhandledError[], step: string, root: string): FailedCase[];
export function digestLines(cases: FailedCase[], capturesDir: string, limits?: { maxCases?: number; maxNotes?: number }): string[];
