import { ENTERPRISE_APP, ENTERPRISE_AUTH } from '../../data-providers';

/** A call below a module's resource path (the Refine resource, below ENTERPRISE_APP). */
const moduleCall = (api: string, action: string) => `${ENTERPRISE_APP}/${api.replace(/^\/+|\/+$/g, '')}/${action}`;

/** Paths of the calls the runtime itself makes (docs/api.md); the HTTP client adds `/api`. */
export const apiPaths = {
  login: `${ENTERPRISE_APP}/auth/login/phonePassword`,
  logout: `${ENTERPRISE_APP}/auth/logout`,
  heartbeat: `${ENTERPRISE_AUTH}/token/heartbeat/connect`,
  enterprises: `${ENTERPRISE_APP}/userEnterprise/authorizationEnterpriseList`,
  userInfo: `${ENTERPRISE_APP}/user/center/info`,
  dictionaries: `${ENTERPRISE_APP}/dict/all`,
  moduleSchemas: `${ENTERPRISE_APP}/module/schemas`,
  /** Names of the plugins the server runs (docs/plugins.md). */
  plugins: '/plugins',
  routerList: `${ENTERPRISE_APP}/menu/routerList`,
  /** Member enterprises of the management group in enterprise_id (group screens, docs/groups.md). */
  groupMembers: `${ENTERPRISE_APP}/group/memberList`,
  menuTree: `${ENTERPRISE_APP}/menu/treeList`,
  moduleSchema: (id: string) => `${ENTERPRISE_APP}/module/schema/${encodeURIComponent(id)}`,
  /** A module resource path as the Refine data provider takes it (below ENTERPRISE_APP). */
  moduleExport: (api: string) => moduleCall(api, 'exportExcel'),
  moduleImportTemplate: (api: string) => moduleCall(api, 'importTemplate'),
  moduleImport: (api: string) => moduleCall(api, 'importExcel'),
  /** The user's list column setting (docs/ledgers.md "Column settings"), `?key=<route>#<keyword>`. */
  columnConfig: `${ENTERPRISE_APP}/columnConfig`,
  /** Cascader trees of search items with a `source` (GB/T 2260 divisions, GB/T 4754 industries). */
  cascade: { division: `${ENTERPRISE_APP}/administrativeDivision/cascadeList`, industry: `${ENTERPRISE_APP}/industry/cascadeList` },
} as const;
