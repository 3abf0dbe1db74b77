/**
 * The server's public API for plugins (docs/plugins.md). A plugin's server half imports from here (and
 * from schemas/), never from other server folders: what is exported here is kept stable, the rest may
 * move. The guards are Fastify decorations every plugin context sees: `app.requireClientSession`,
 * `app.requireEnterprise`, `app.requirePermission(key)`, `app.requireAdmin`; `app.db` is the database.
 */
export { defineServerPlugin, type DemoEnterpriseKey, type JobContext, type JobDefinition, type SeedContext, type ServerPluginDefinition } from './define';
export { sendXlsx, XLSX_TYPE, type XlsxTable } from './xlsx';

// Answers and errors (spec §8): handlers return data, the envelope wraps it; failures are ApiErrors.
export { ApiError, type FieldError } from '../core/errors';
export { envelopeSchema, nullSchema } from '../core/envelope';
export { ErrorCode, type Locale } from '../../data-providers/catalogue';
export type { AuthContext, Db } from '../core/contracts';

// Route helpers: guarded route options with OpenAPI docs, validation inside the handler (after the
// guards, so 401/2010103 come before 2010102), paging and search conventions of docs/api.md.
export {
  ADMIN_PREFIX,
  adminRoute,
  CLIENT_PREFIX,
  clientRoute,
  containsPattern,
  enterpriseOf,
  idParams,
  isUniqueViolation,
  offsetOf,
  pageData,
  pagingProperties,
  searchText,
  userOf,
  type Paging,
  type RouteDocs,
} from '../monitoring/http/common';
export { compileInput, parseId, parseIds, throwIfErrors, type JsonSchema } from '../monitoring/http/validate';

// Platform services.
export { history, bucketSecondsFor, type HistoryQuery, type HistorySeries, type HistoryPoint } from '../monitoring/online/history';
export { latestOfPoint, type PointReadings, type FactorReading } from '../monitoring/online/latest';
export { getPoint, factorsOfPoints, type Point, type PointFactor } from '../monitoring/points/repository';
export { createNotice, markAllRead, markRead, noticePage, type NoticeOwner, type NoticePageQuery } from '../plugins/notices/repository';
export { NOTICE_TYPES } from '../plugins/notices/types';
export { sanitizeRichText, RICH_TEXT_MAX_CHARS } from '../storage/sanitize';
export { attachmentDisposition } from '../storage/files';
export { formatBeijing } from '../db/types';
// Forms of the form designer: render a saved form by key, check submitted data with the form's rules.
export { checkSubmission, loadForm, type LoadFormQuery, type SubmissionOptions } from '../forms';
export type { RenderableForm } from '../../schemas/contracts/forms';
