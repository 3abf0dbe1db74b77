import { ENTERPRISE_APP, ENTERPRISE_AUTH } from '../../data-providers';

/** Paths of the calls the runtime itself makes (docs/api.md); the HTTP client adds `/api`. */
export const apiPaths = {
  login: `${ENTERPRISE_APP}/auth/login/phonePassword`,
  logout: `${ENTERPRISE_APP}/auth/logout`,
  heartbeat: `${ENTERPRISE_AUTH}/token/heartbeat/connect`,
  enterprises: `${ENTERPRISE_APP}/userEnterprise/authorizationEnterpriseList`,
  userInfo: `${ENTERPRISE_APP}/user/center/info`,
  dictionaries: `${ENTERPRISE_APP}/dict/all`,
  moduleSchemas: `${ENTERPRISE_APP}/module/schemas`,
  routerList: `${ENTERPRISE_APP}/menu/routerList`,
  menuTree: `${ENTERPRISE_APP}/menu/treeList`,
  moduleSchema: (id: string) => `${ENTERPRISE_APP}/module/schema/${encodeURIComponent(id)}`,
  /** A module resource path as the Refine data provider takes it (below ENTERPRISE_APP). */
  moduleExport: (api: string) => `${ENTERPRISE_APP}/${api.replace(/^\/+|\/+$/g, '')}/exportExcel`,
} as const;
