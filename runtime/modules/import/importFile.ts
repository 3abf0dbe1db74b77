/**
 * The browser's checks on an import file before any byte is sent. The server checks again (by content:
 * an xlsx is a ZIP whatever its name) with the same limit, server/modules/import/workbook.ts.
 */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_MB = IMPORT_MAX_BYTES / 1024 / 1024;

export type ImportFileProblem = 'notXlsx' | 'tooLarge' | 'empty';

export function checkImportFile(file: { name: string; size: number }): ImportFileProblem | null {
  if (!/\.xlsx$/i.test(file.name.trim())) return 'notXlsx';
  if (file.size > IMPORT_MAX_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return null;
}
