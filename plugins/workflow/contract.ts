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

export type {
  InstanceDetail as InstanceInfo,
  InstanceListItem as InstanceRow,
  ModelDetail,
  ModelListItem as ModelRow,
  StartableProcess,
  TaskListItem as TaskRow,
} from '../../schemas/workflow/wire';

export interface Candidates {
  users: Array<{ id: number; name: string }>;
  roles: Array<{ roleId: number; roleName: string }>;
  /** Forms saved in the form designer, for the form key of start events and user tasks (none in the back office). */
  forms: Array<{ formKey: string; name: string }>;
}
