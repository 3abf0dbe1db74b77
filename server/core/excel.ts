import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs, loaded on first use: only imports, templates and the login-log export need it, and loading it
 * at start-up cost more than half a second of every cold start.
 */
export function loadExcel(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((m) => m.default);
  return loading;
}
