/** Wire shapes, keys, states and the risk state machine both halves of the risk plugin use. */
import type { HistorySeries } from '../../schemas/contracts/monitoring/history';

export const RISK_KEYS = {
  /** Risk list, detail, notices; my issues (the read-only role holds it). */
  view: 'risk:view',
  /** Handle (starts the approval) and ignore (with a reason). */
  handle: 'risk:handle',
  /** Approve or reject a handling: candidates of the approval step. */
  approve: 'risk:approve',
  /** Raise a problem by hand (manual problem). */
  manual: 'risk:manual',
  export: 'risk:export',
  /** Back office: every enterprise's risks. */
  adminView: 'riskAdmin:view',
  /** Back office: issue a problem to an enterprise. */
  adminIssue: 'riskAdmin:issue',
} as const;

/** Spec §4 risk status. */
export const RISK_STATUS = { notReleased: 0, handled: 1, ignored: 2, approving: 3, rejected: 4 } as const;
export type RiskStatus = (typeof RISK_STATUS)[keyof typeof RISK_STATUS];
export const RISK_STATUS_VALUES: readonly RiskStatus[] = [0, 1, 2, 3, 4];
/** States in which a risk still needs someone (never two of these for one episode). */
export const OPEN_RISK_STATUSES: readonly RiskStatus[] = [0, 3, 4];

/** Spec §4 issue status: how a manual problem looks from the personal centre (my issues). */
export const ISSUE_STATUS = { notReleased: 0, handled: 1, ignored: 2 } as const;
export function issueStatusOf(status: RiskStatus): 0 | 1 | 2 {
  return status === RISK_STATUS.handled ? 1 : status === RISK_STATUS.ignored ? 2 : 0;
}

/** Risk level: 1 一般 (general), 2 较大 (major), 3 重大 (severe). */
export const RISK_LEVELS = [1, 2, 3] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Where a risk came from. */
export const RISK_SOURCES = ['overLimit', 'offline', 'quality', 'manual'] as const;
export type RiskSource = (typeof RISK_SOURCES)[number];

/**
 * The written state machine (docs/decisions.md "Risk states"): who may move a risk from which state.
 * `handle` and `ignore` are users' actions; `approve` and `reject` happen only as the outcome of the
 * handling's approval process (the engine's onProcessEnd), never through a status field.
 */
export const RISK_TRANSITIONS = {
  handle: { from: [RISK_STATUS.notReleased, RISK_STATUS.rejected], to: RISK_STATUS.approving },
  ignore: { from: [RISK_STATUS.notReleased, RISK_STATUS.rejected], to: RISK_STATUS.ignored },
  approve: { from: [RISK_STATUS.approving], to: RISK_STATUS.handled },
  reject: { from: [RISK_STATUS.approving], to: RISK_STATUS.rejected },
} as const satisfies Record<string, { from: readonly RiskStatus[]; to: RiskStatus }>;
export type RiskAction = keyof typeof RISK_TRANSITIONS;

export function canMove(action: RiskAction, status: RiskStatus): boolean {
  return (RISK_TRANSITIONS[action].from as readonly RiskStatus[]).includes(status);
}

/** Limits of the texts users type. */
export const RISK_LIMITS = { title: 50, description: 2000, measures: 2000, reason: 500, comment: 500, attachments: 10 } as const;

/** Paths as the browser's client takes them (it adds /api). */
const CLIENT = '/enterprise-side-app';
const ADMIN = '/operation-manage';
export const RISK_PATHS = {
  page: `${CLIENT}/risk/page`,
  detail: (id: number | string) => `${CLIENT}/risk/${id}`,
  handle: (id: number | string) => `${CLIENT}/risk/${id}/handle`,
  ignore: (id: number | string) => `${CLIENT}/risk/${id}/ignore`,
  decide: (id: number | string) => `${CLIENT}/risk/${id}/decide`,
  exportExcel: `${CLIENT}/risk/exportExcel`,
  points: `${CLIENT}/risk/points`,
  notices: `${CLIENT}/risk/notice/page`,
  manualProblem: `${CLIENT}/risk/manualProblem`,
  /** Spec §7: POST /risk/manualProblem/list. */
  manualProblemList: `${CLIENT}/risk/manualProblem/list`,
  /** Spec §7: GET /risk/riskDetailList/getByIdList?ids=1,2. */
  byIds: `${CLIENT}/risk/riskDetailList/getByIdList`,
  /** Management groups: the member enterprises' risks, read-only. */
  group: {
    page: `${CLIENT}/group/risk/page`,
    detail: (id: number | string) => `${CLIENT}/group/risk/${id}`,
  },
  admin: {
    page: `${ADMIN}/risk/page`,
    detail: (id: number | string) => `${ADMIN}/risk/${id}`,
    issue: `${ADMIN}/risk/manualProblem`,
    enterprises: `${ADMIN}/risk/enterprises`,
  },
} as const;

/** Client routes (spec §2). */
export const RISK_ROUTES = {
  page: '/riskManagement/page',
  detail: '/riskManagement/detail',
  notice: '/riskManagement/riskNotice',
  messageDetail: '/system-message/riskDetailPage',
  issues: '/system-issue/page',
  issueDetail: '/system-issue/system-issue-detail',
  admin: '/admin/risk',
  /** Spec §2 group routes. */
  groupPage: '/managementGroup/riskManagement/page',
  groupDetail: '/managementGroup/riskManagement/detail',
} as const;

export interface RiskRow {
  id: number;
  enterpriseId: number;
  enterpriseName?: string;
  source: RiskSource;
  rule: string;
  title: string;
  level: RiskLevel;
  status: RiskStatus;
  pointId: number | null;
  pointName: string | null;
  factorCode: string | null;
  factorName: string | null;
  beginTime: string;
  endTime: string | null;
  createdAt: string;
  createdByName: string | null;
}

export interface RiskEvidence {
  /** Data level of the episode's readings (0 real-time, 2 hour …). */
  level?: number;
  unit?: string | null;
  alarmMin?: number | null;
  alarmMax?: number | null;
  direction?: 'high' | 'low';
  peak?: number;
  count?: number;
  /** Readings of the episode (at most 60), oldest first. */
  values?: { time: string; value: number }[];
  /** Offline: last packet before the silence, and the threshold that applied. */
  lastSeenAt?: string;
  offlineMinutes?: number;
  /** Data-quality finding (assessment): rule, measure and threshold. */
  measure?: number | null;
  threshold?: number | null;
  period?: string;
  /** Data-quality finding: hours affected, the threshold over which it became a risk, the finding's own evidence. */
  hours?: number | null;
  riskThreshold?: number | null;
  finding?: Record<string, unknown>;
  /** The page showing the evidence where it was found (risks raised by another feature). */
  link?: { path: string; title: string };
}

export interface RiskHistoryEntry {
  id: number;
  action: 'raise' | 'extend' | 'handle' | 'ignore' | 'approve' | 'reject';
  fromStatus: RiskStatus | null;
  toStatus: RiskStatus | null;
  userName: string | null;
  comment: string | null;
  createdAt: string;
}

export interface FileEntryLike {
  name: string;
  size: number;
  type: string;
  url: string;
  path?: string;
}

export interface ApprovalStep {
  taskName: string;
  assigneeNames: string[];
  status: number;
  outcome: string | null;
  comment: string | null;
  deciderName: string | null;
  completedAt: string | null;
  createdAt: string;
}

export interface RiskDetail extends RiskRow {
  description: string;
  evidence: RiskEvidence;
  attachments: FileEntryLike[];
  /** Issued by the back office: its attachments are platform files, which come signed (`path`). */
  issuedByPlatform: boolean;
  ignoreReason: string | null;
  measures: string | null;
  measureAttachments: FileEntryLike[];
  instanceId: number | null;
  history: RiskHistoryEntry[];
  /** Every approval of this risk, newest first: each handling is one process instance. */
  approvals: { instanceId: number; status: number; startedAt: string; steps: ApprovalStep[] }[];
  /** The caller's pending approval task on this risk, if any. */
  myTaskId: number | null;
  /** What the caller may do now (state machine ∩ permissions). */
  actions: { handle: boolean; ignore: boolean; decide: boolean };
  /** The point's series of the episode (± margin) for the evidence chart. */
  series: EvidenceSeries | null;
}

/** The history series of the episode's factor, with the data level it was read at. */
export interface EvidenceSeries extends HistorySeries {
  level: number;
}
