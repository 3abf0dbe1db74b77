/** Wire shapes, keys, states and the task state machine both halves of the task plugin use. */
import type { FileEntry } from '../../schemas/contracts/storage/wire';

export const TASK_KEYS = {
  /** Task list, detail and statistics of the enterprise (the read-only role holds it). */
  view: 'task:view',
  /** Issue tasks to colleagues: create, edit, issue, terminate, delete drafts. */
  issue: 'task:issue',
  /** Work on the tasks the back office issued to the enterprise: start, feedback, complete. */
  handle: 'task:handle',
  /** My tasks (personal centre): the tasks addressed to me, and working on them (the read-only role holds it). */
  my: 'task:my',
  /** Back office: tasks issued to enterprises, their feedback and statistics. */
  adminView: 'taskAdmin:view',
  /** Back office: issue tasks to enterprises and terminate them. */
  adminIssue: 'taskAdmin:issue',
} as const;

/** Spec §4 task status. */
export const TASK_STATUS = { notStarted: -1, pending: 0, inProgress: 1, completed: 2, terminated: 3 } as const;
export type TaskStatus = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];
export const TASK_STATUS_VALUES: readonly TaskStatus[] = [-1, 0, 1, 2, 3];
/** States in which a task still waits for work (overdue marking applies to these). */
export const OPEN_TASK_STATUSES: readonly TaskStatus[] = [0, 1];

/** Spec §4 task level: 1 normal, 2 important, 3 urgent. */
export const TASK_LEVELS = [1, 2, 3] as const;
export type TaskLevel = (typeof TASK_LEVELS)[number];

/**
 * The written state machine (docs/decisions.md "Task states"). `issue`, `edit`, `delete` and `terminate`
 * are the issuer's actions; `start`, `feedback` and `complete` the assignee's (or, for a task the back
 * office issued to the enterprise, a holder of the handle key). Feedback on a pending task starts it.
 * `edit` and `delete` do not change the state but are refused outside the states listed.
 */
export const TASK_TRANSITIONS = {
  issue: { from: [TASK_STATUS.notStarted], to: TASK_STATUS.pending },
  edit: { from: [TASK_STATUS.notStarted, TASK_STATUS.pending], to: null },
  delete: { from: [TASK_STATUS.notStarted], to: null },
  start: { from: [TASK_STATUS.pending], to: TASK_STATUS.inProgress },
  feedback: { from: [TASK_STATUS.pending, TASK_STATUS.inProgress], to: TASK_STATUS.inProgress },
  complete: { from: [TASK_STATUS.pending, TASK_STATUS.inProgress], to: TASK_STATUS.completed },
  terminate: { from: [TASK_STATUS.notStarted, TASK_STATUS.pending, TASK_STATUS.inProgress], to: TASK_STATUS.terminated },
} as const satisfies Record<string, { from: readonly TaskStatus[]; to: TaskStatus | null }>;
export type TaskAction = keyof typeof TASK_TRANSITIONS;
export const ISSUER_ACTIONS = ['issue', 'edit', 'delete', 'terminate'] as const satisfies readonly TaskAction[];
export const WORKER_ACTIONS = ['start', 'feedback', 'complete'] as const satisfies readonly TaskAction[];

export function canMove(action: TaskAction, status: TaskStatus): boolean {
  return (TASK_TRANSITIONS[action].from as readonly TaskStatus[]).includes(status);
}

/** Limits of what users type. The body is rich text (spec §5 limit applies after sanitising). */
export const TASK_LIMITS = { title: 50, feedback: 2000, reason: 500, attachments: 10, enterprises: 200 } as const;

/** Where a task came from when it was made of another record (by reference: plugins never share tables). */
export const TASK_SOURCE_TYPES = ['risk'] as const;
export type TaskSourceType = (typeof TASK_SOURCE_TYPES)[number];
/** The client route opening a source record of each type. */
export const SOURCE_ROUTES: Record<TaskSourceType, string> = { risk: '/riskManagement/detail' };

/**
 * Who issued a task: an enterprise's user to a colleague (client), the back office to enterprises (admin),
 * a management group to its member enterprises (group). admin and group tasks go to the whole enterprise.
 */
export type IssuerArea = 'client' | 'admin' | 'group';
/** Tasks the enterprise's handlers work on together (no assignee). */
/** The upload widget of a task form's attachments: the enterprise's (or group's) own files, or the back office's platform files. */
export type AttachmentWidget = 'files' | 'platform-files';

export const isEnterpriseWide = (area: IssuerArea) => area !== 'client';

/** Paths as the browser's client takes them (it adds /api). */
const CLIENT = '/enterprise-side-app';
const ADMIN = '/operation-manage';
export const TASK_PATHS = {
  page: `${CLIENT}/task/page`,
  /** Spec §7: GET task/list/my. */
  my: `${CLIENT}/task/list/my`,
  statistics: `${CLIENT}/task/statistics`,
  members: `${CLIENT}/task/members`,
  create: `${CLIENT}/task`,
  one: (id: number | string) => `${CLIENT}/task/${id}`,
  action: (id: number | string, action: Exclude<TaskAction, 'edit' | 'delete'>) => `${CLIENT}/task/${id}/${action}`,
  admin: {
    page: `${ADMIN}/task/page`,
    statistics: `${ADMIN}/task/statistics`,
    enterprises: `${ADMIN}/task/enterprises`,
    create: `${ADMIN}/task`,
    one: (id: number | string) => `${ADMIN}/task/${id}`,
    terminate: (id: number | string) => `${ADMIN}/task/${id}/terminate`,
  },
  /** A management group's tasks to its members (group-wide routes). */
  group: {
    page: `${CLIENT}/group/task/page`,
    statistics: `${CLIENT}/group/task/statistics`,
    create: `${CLIENT}/group/task`,
    one: (id: number | string) => `${CLIENT}/group/task/${id}`,
    terminate: (id: number | string) => `${CLIENT}/group/task/${id}/terminate`,
  },
} as const;

/** Client routes (spec §2). */
export const TASK_ROUTES = {
  page: '/taskManagement/page',
  detail: '/taskManagement/taskDetailPage',
  statistics: '/taskManagement/taskStatisticalPage',
  my: '/system-task/page',
  myDetail: '/system-task/taskDetailPage',
  messageDetail: '/system-message/taskDetailPage',
  messageStatistics: '/system-message/taskStatisticalPage',
  admin: '/admin/task',
  adminDetail: '/admin/task/detail',
  /** Spec §2 group routes. */
  groupPage: '/managementGroup/taskManagement/page',
  groupDetail: '/managementGroup/taskManagement/taskDetailPage',
  groupStatistics: '/managementGroup/taskManagement/taskStatisticalPage',
} as const;

/** Which tasks of the enterprise a list shows: all, the ones I issued (my issues), the ones addressed to me. */
export const TASK_SCOPES = ['all', 'issued', 'assigned'] as const;
export type TaskScope = (typeof TASK_SCOPES)[number];

/** An attachment as stored and answered (the storage contract's file entry; `path` signed where given). */
export type FileEntryLike = FileEntry;

export interface TaskRow {
  id: number;
  enterpriseId: number;
  enterpriseName: string;
  title: string;
  level: TaskLevel;
  status: TaskStatus;
  deadline: string;
  /** Set by the overdue job when the deadline passed while the task was open. */
  overdue: boolean;
  issuerArea: IssuerArea;
  issuerName: string | null;
  /** The issuing group's name (issuer area group). */
  issuerGroupName: string | null;
  assigneeId: number | null;
  /** Null for a task the back office issued to the whole enterprise. */
  assigneeName: string | null;
  sourceType: TaskSourceType | null;
  sourceId: number | null;
  createdAt: string;
  completedAt: string | null;
}

export interface TaskFeedback {
  id: number;
  userName: string | null;
  content: string;
  attachments: FileEntryLike[];
  /** The feedback that completed the task. */
  completing: boolean;
  createdAt: string;
}

export interface TaskEvent {
  id: number;
  action: TaskAction | 'create' | 'overdue';
  fromStatus: TaskStatus | null;
  toStatus: TaskStatus | null;
  userName: string | null;
  comment: string | null;
  createdAt: string;
}

export interface TaskDetail extends TaskRow {
  /** Sanitised rich text. */
  body: string;
  attachments: FileEntryLike[];
  sourceTitle: string | null;
  terminateReason: string | null;
  overdueAt: string | null;
  feedback: TaskFeedback[];
  history: TaskEvent[];
  /** What the caller may do now (state machine ∩ role in the task ∩ permissions). */
  actions: Record<TaskAction, boolean>;
}

export interface TaskStatistics {
  total: number;
  overdue: number;
  byStatus: { status: TaskStatus; count: number }[];
  byLevel: { level: TaskLevel; count: number }[];
  byEnterprise: { enterpriseId: number; enterpriseName: string; count: number; completed: number }[];
  /** Month of creation (`YYYY-MM`, China time): issued and completed of those. */
  byMonth: { month: string; created: number; completed: number }[];
}
