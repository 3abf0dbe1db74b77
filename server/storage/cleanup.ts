import type { StorageContext } from './context';
import { storeErrorSummary } from './errors';
import { deleteUpload, staleUploads } from './repository';

export interface CleanupReport {
  /** file_upload rows removed (abandoned or long completed). */
  uploads: number;
  /** Multipart uploads aborted in the store (their parts freed). */
  multipartAborted: number;
}

/** Every key the server issues starts with this (keys.ts). */
const UPLOAD_ROOT = 'ent/';

/**
 * Frees what unfinished uploads hold, older than `olderThanHours`: every upload is a multipart upload
 * in the store until completed, so aborting it frees all its parts. Driven by the file_upload rows and,
 * for uploads whose row is gone (a crash between steps), by the store's own list of open multipart
 * uploads. A failing step leaves its row for the next run. Safe to run from several processes at once.
 */
export async function cleanupStaleUploads(ctx: StorageContext, olderThanHours: number, now: Date = new Date()): Promise<CleanupReport> {
  const report: CleanupReport = { uploads: 0, multipartAborted: 0 };
  const cutoff = new Date(now.getTime() - olderThanHours * 3600_000);

  for (const upload of await staleUploads(ctx.db, cutoff)) {
    try {
      if (upload.status === 'pending') {
        await ctx.store.abortMultipart(upload.key, upload.storeUploadId);
        report.multipartAborted++;
      }
      await deleteUpload(ctx.db, upload.id);
      report.uploads++;
    } catch (err) {
      ctx.log.warn({ uploadId: upload.id, ...storeErrorSummary(err) }, 'stale upload cleanup failed; retried on the next run');
    }
  }

  try {
    for (const pending of await ctx.store.listMultipartUploads(UPLOAD_ROOT)) {
      if (pending.initiated >= cutoff) continue;
      await ctx.store.abortMultipart(pending.key, pending.uploadId);
      report.multipartAborted++;
    }
    await ctx.store.sweep?.(cutoff);
  } catch (err) {
    ctx.log.warn(storeErrorSummary(err), 'object store cleanup failed; retried on the next run');
  }
  return report;
}
