import type { ProgressListener } from '../../../data-providers';
import type { ImportMode, ImportReport } from '../../../server/modules/import/run';
import { apiPaths } from '../../services/api';
import { http } from '../../services/http';

export type { ImportMode, ImportReport };

/** GET {api}/importTemplate, saved under the server's file name; resolves that name. */
export function downloadImportTemplate(api: string): Promise<string> {
  return http.download(apiPaths.moduleImportTemplate(api));
}

/**
 * POST {api}/importExcel?mode=… with the file as multipart `file`. The server keeps nothing between
 * calls, so committing after a validation sends the same file again.
 */
export function uploadImport(api: string, file: File, mode: ImportMode, opts: { onUploadProgress: ProgressListener; signal: AbortSignal }): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post<ImportReport>(apiPaths.moduleImport(api), form, { params: { mode }, ...opts });
}

/** The report a refused commit carries (2010102 with the same report as `data`), if any. */
export function reportOf(data: unknown): ImportReport | null {
  const r = data as Partial<ImportReport> | null;
  return r && typeof r === 'object' && typeof r.total === 'number' && typeof r.valid === 'number' && Array.isArray(r.errors) ? (r as ImportReport) : null;
}
