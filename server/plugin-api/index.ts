/**
 * The server's public API for plugins (docs/plugins.md). A plugin's server half imports from here (and
 * from schemas/), never from other server folders: what is exported here is kept stable, the rest may
 * move. The guards are Fastify decorations every plugin context sees: `app.requireClientSession`,
 * `app.requireEnterprise`, `app.requirePermission(key)`, `app.requireGroup`, `app.requireAdmin`; `app.db` is the database.
 */
export { defineServerPlugin, type DemoEnterpriseKey, type JobContext, type JobDefinition, type SeedContext, type ServerPluginDefinition } from './define';
export { sendXlsx, XLSX_TYPE, type XlsxTable } from './xlsx';

// Answers and errors (spec §8): handlers return data, the envelope wraps it; failures are ApiErrors.
export { ApiError, type FieldError } from '../core/errors';
export { envelopeSchema, nullSchema } from '../core/envelope';
export { ErrorCode, type Locale } from '../../data-providers/catalogue';
export { defineMessages, type MessageTable } from './messages';
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
// Management groups: routes across the member enterprises of the group in enterprise_id.
export { groupMemberIds, groupOf, groupRoute, membersOf, type GroupOfRequest } from './group';
export { compileInput, parseId, parseIds, throwIfErrors, type JsonSchema } from '../monitoring/http/validate';

// Platform services.
export { history, bucketSecondsFor, type HistoryQuery, type HistorySeries, type HistoryPoint } from '../monitoring/online/history';
export { latestOfPoint, type PointReadings, type FactorReading } from '../monitoring/online/latest';
export {
  createPoint,
  getPoint,
  factorsOfPoints,
  pointsOfEnterprises,
  type EnterprisePoint,
  type EnterprisePointFactor,
  type Point,
  type PointFactor,
} from '../monitoring/points/repository';
export type { PointFactorInput, PointInput } from '../monitoring/points/schemas';
export { storeReadings, type PointReadingsBatch, type Reading } from '../monitoring/storage/readings';
export { hourlyValues, type HourlyQuery, type HourlyValue } from '../monitoring/online/hourly';
export { monitoringSummaryOfEnterprises, type EnterpriseMonitoringSummary } from '../monitoring/online/summary';
// Standard ledgers, read by schema names (features that evaluate ledgers, e.g. assessments).
export { ledgerRows, type LedgerQuery, type LedgerRecord } from '../modules/ledgerRead';
export { createNotice, createNotices, markAllRead, markRead, noticePage, type NewNotice, type NoticeOwner, type NoticePageQuery } from '../plugins/notices/repository';
export { NOTICE_TYPES } from '../plugins/notices/types';
// The push side of notices: every notice created (by any process on the database) reaches the
// subscribers of its user and enterprise after its transaction commits (docs/decisions.md).
export { subscribeNotices, noticesArePushed, type NoticeEvent, type NoticeSubscriber } from './notices';
// Point risk thresholds (monitoring platform) for features that judge data against them.
// Raising a risk from another feature: the risk keeper registers an intake, senders call raiseRisk in their transaction.
export { provideRiskIntake, raiseRisk, risksAccepted, RISK_SIGNAL_SOURCES, type RiskIntake, type RiskIntakeResult, type RiskSignal, type RiskSignalSource } from './riskIntake';
// Reading it back: the keeper registers a reader of disposal figures (raised, disposed, the undisposed risks).
export { provideRiskReader, riskDisposal, type RiskDisposal, type RiskDisposalQuery, type RiskReader, type UndisposedRisk } from './riskReader';
export { riskSettingsOfPoints } from '../monitoring/risk/read';
export type { RiskSettings, FactorRiskSetting } from '../monitoring/risk/settings';
export { attachmentRefs, verifyAttachments, signAttachments, type Attachment } from './attachments';
export { enterpriseMembers, enterpriseOptions, isMember, usersHolding, type Member } from './people';
export { sanitizeRichText, RICH_TEXT_MAX_CHARS } from '../storage/sanitize';
export { hasReadableContent, plainTextOf } from '../storage/richTextContent';
export { attachmentDisposition } from '../storage/files';
export { storeServerFile, signedDownloadUrl, type ServerFileOwner } from './files';
// The back office's own files (platform scope): headline covers and attachments, files of platform-issued work.
export { PLATFORM_FILE_PREFIX, signPlatformFile, verifyPlatformAttachments, type PlatformFileRules } from './platformFiles';
export { divisionCascade, type CascadeOption } from '../plugins/enterprise/cascade';
export { formatBeijing } from '../db/types';
// Forms of the form designer: render a saved form by key, check submitted data with the form's rules.
export { checkSubmission, formKeys, loadForm, type LoadFormQuery, type SubmissionOptions } from '../forms';
export type { RenderableForm } from '../../schemas/contracts/forms';

// Workflow engine (docs/workflow.md): deploy BPMN models, start processes for a business record, complete
// user tasks (row-locked per instance), query instances and tasks, and learn an instance's outcome
// through a handler per business type called inside the completing transaction.
export {
  checkModel,
  completeTask,
  deleteModel,
  deployDefinition,
  deployModel,
  ensurePlatformProcess,
  getModel,
  instanceDetail,
  instancePage,
  modelPage,
  onProcessEnd,
  saveModel,
  startableDefinitions,
  startProcess,
  startProcessIn,
  taskPage,
  usersOfRoles,
  INSTANCE_STATUS,
  TASK_STATUS,
  type Actor,
  type CompleteOptions,
  type InstanceDetail,
  type InstanceListItem,
  type InstanceSummary,
  type ModelListItem,
  type ModelProblem,
  type OutcomeHandler,
  type ProcessEnd,
  type StartOptions,
  type TaskListItem,
} from '../workflow/index';
