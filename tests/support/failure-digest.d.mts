export interface FailedCase {
  step: string;
  test: string;
  error: string;
}
export function failedCases(report: { testResults?: unknown[] }, step: string, root: string): FailedCase[];
export function digestLines(cases: FailedCase[], capturesDir: string, limits?: { maxCases?: number; maxNotes?: number }): string[];
