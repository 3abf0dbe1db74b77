/** Wire shapes and keys both halves of the workflow plugin use (paths are below /api). */

export const WORKFLOW_KEYS = {
  /** My approvals: list, detail, approve/reject (everyone holds it; the task's candidates decide). */
  examine: 'workflow:examine',
  /** Start applications and follow my own (everyone holds it). */
  apply: 'workflow:apply',
  /** Process models of the enterprise: list and view. */
  model: 'workflow:model',
  /** The designer's own button permission: edit, save, deploy, delete models. */
  design: 'workflow:model:design',
  /** Every instance of the enterprise (managers). */
  instances: 'workflow:instance',
  /** Back office: platform models, the designer (operations variant) and all instances. */
  adminModel: 'workflow:admin:model',
  /** Back office: review certification applications (and other platform approvals). */
  adminReview: 'workflow:admin:review',
} as const;

/** Paths as the browser's client takes them (it adds /api); the server mounts them below /api. */
export const CLIENT_BASE = '/enterprise-side-app';
export const ADMIN_BASE = '/operation-manage';
export const API = '/api';

export const WORKFLOW_PATHS = {
  pageList: `${CLIENT_BASE}/flowableProcessInstance/pageList`,
  info: (id: number | string) => `${CLIENT_BASE}/flowableProcessInstance/info/${id}`,
  complete: `${CLIENT_BASE}/flowableProcessInstance/complete`,
  selectList: `${CLIENT_BASE}/enterprise/application/selectList`,
  addApplication: `${CLIENT_BASE}/flowableProcessInstance/addEnterpriseApplication`,
  applicationPageList: `${CLIENT_BASE}/flowableProcessInstance/enterpriseApplicationPageList`,
  instancePageList: `${CLIENT_BASE}/flowableProcessInstance/instancePageList`,
  models: `${CLIENT_BASE}/workflow/model`,
  candidates: `${CLIENT_BASE}/workflow/candidates`,
  admin: {
    models: `${ADMIN_BASE}/workflow/model`,
    candidates: `${ADMIN_BASE}/workflow/candidates`,
    tasks: `${ADMIN_BASE}/workflow/task/page`,
    complete: `${ADMIN_BASE}/workflow/complete`,
    instances: `${ADMIN_BASE}/workflow/instance/page`,
    info: (id: number | string) => `${ADMIN_BASE}/workflow/instance/${id}`,
  },
} as const;

/** Business type of applications started from the personal centre (addEnterpriseApplication). */
export const APPLICATION_BUSINESS_TYPE = 'enterprise-application';
/** The platform's certification review (started by the core's user centre). */
export const CERTIFICATION_BUSINESS_TYPE = 'enterprise-certification';

export interface TaskRow {
  taskId: number;
  instanceId: number;
  title: string;
  taskName: string;
  businessType: string;
  starterName: string | null;
  examineStatus: 0 | 1;
  outcome: 'approved' | 'rejected' | null;
  instanceStatus: number;
  dueAt: string | null;
  createdAt: string;
  completedAt: string | null;
}

export interface InstanceRow {
  id: number;
  title: string;
  businessType: string;
  businessKey: string | null;
  processName: string;
  starterName: string | null;
  status: 1 | 2 | 3 | 4;
  currentTasks: string | null;
  createdAt: string;
  endedAt: string | null;
}

export interface InstanceInfo {
  id: number;
  title: string;
  businessType: string;
  processKey: string;
  processName: string;
  version: number;
  status: 1 | 2 | 3 | 4;
  starterName: string | null;
  formData: Record<string, unknown>;
  createdAt: string;
  endedAt: string | null;
  xml: string;
  tasks: Array<{
    id: number;
    activityId: string;
    name: string;
    status: 0 | 1 | 2;
    outcome: string | null;
    comment: string | null;
    formData: Record<string, unknown> | null;
    candidateNames: string[];
    completedByName: string | null;
    dueAt: string | null;
    createdAt: string;
    completedAt: string | null;
  }>;
  history: Array<{ id: number; at: string; kind: string; activityId: string | null; activityName: string | null; userName: string | null; outcome: string | null; comment: string | null }>;
  highlight: { takenFlows: string[]; completedActivities: string[]; rejectedActivities: string[]; pendingActivities: string[] };
  myTaskId: number | null;
}

export interface ModelRow {
  id: number;
  processKey: string;
  name: string;
  category: string | null;
  updatedAt: string;
  version: number | null;
}

export interface ModelDetail {
  id: number;
  processKey: string;
  name: string;
  category: string | null;
  xml: string;
  svg: string | null;
}

export interface Candidates {
  users: Array<{ id: number; name: string }>;
  roles: Array<{ roleId: number; roleName: string }>;
}

export interface StartableProcess {
  id: number;
  processKey: string;
  name: string;
  category: string | null;
  version: number;
}
