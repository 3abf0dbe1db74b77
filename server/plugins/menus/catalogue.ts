import type { ModuleSchema } from '../../../schemas/types';
import { CUSTOM_MANAGE_PERMISSION, CUSTOM_PERMISSIONS } from '../../modules/custom/definition';
import { MONITORING_PERMISSIONS } from '../../monitoring/permissions';
import { USER_PERMISSION_KEYS } from '../user-permission/permissions';

/** Spec §6 systems (table `system`). */
export const SYSTEM = { client: 1, group: 2, admin: 3 } as const;
export const MENU_TYPE = { directory: 0, menu: 1, button: 2 } as const;

/**
 * One entry of the menu catalogue the server keeps in the `menu` table. `code` is stable (upsert key and
 * the browser's menu key, so it must match the plugin menu keys the runtime and its tests already use).
 */
export interface CatalogueEntry {
  systemId: number;
  code: string;
  parent?: string;
  name: string;
  nameEn: string;
  path?: string;
  type: 0 | 1 | 2;
  menuStyle?: 0 | 1;
  orderNum: number;
  /** The permission key: a type-1 entry's route permission, a type-2 entry's button permission. */
  perms?: string;
  icon?: string;
  hidden?: boolean;
  fullScreen?: boolean;
  /** Left out of the trial edition when the entry is first created. */
  notInTrial?: boolean;
}

const GROUP_TITLES: Record<string, [string, string, string]> = {
  accountManagement: ['台账管理', 'Ledgers', 'ledger'],
};

const BUTTON_TITLES: Record<string, [string, string]> = {
  add: ['新增', 'Add'],
  edit: ['编辑', 'Edit'],
  delete: ['删除', 'Delete'],
  export: ['导出全部', 'Export all'],
  import: ['导入', 'Import'],
};

function moduleEntries(schemas: readonly ModuleSchema[]): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  const groups = [...new Set(schemas.map((s) => s.group))];
  groups.forEach((group, groupIndex) => {
    const [name, nameEn, icon] = GROUP_TITLES[group] ?? [group, group, 'folder'];
    entries.push({ systemId: SYSTEM.client, code: group, name, nameEn, type: MENU_TYPE.directory, orderNum: 20 + groupIndex, icon });
    if (group === 'accountManagement') {
      entries.push({
        systemId: SYSTEM.client, code: 'accountManagement-overview', parent: group, name: '台账总览', nameEn: 'Ledger overview',
        path: '/accountManagement/page', type: MENU_TYPE.menu, orderNum: 0,
      });
    }
    schemas
      .filter((s) => s.group === group)
      .forEach((schema, index) => {
        const code = `module-${schema.id}`;
        entries.push({
          systemId: SYSTEM.client, code, parent: group, name: schema.title['zh-CN'] ?? schema.id, nameEn: schema.title['en-US'] ?? schema.title['zh-CN'] ?? schema.id,
          path: schema.route, type: MENU_TYPE.menu, orderNum: 1000 + index, perms: schema.permissions.view,
        });
        for (const [action, [bName, bNameEn]] of Object.entries(BUTTON_TITLES)) {
          const key = schema.permissions[action as keyof typeof schema.permissions];
          if (typeof key !== 'string' || key === '' || key === schema.permissions.view) continue;
          entries.push({
            systemId: SYSTEM.client, code: `${code}-${action}`, parent: code, name: bName, nameEn: bNameEn,
            type: MENU_TYPE.button, orderNum: Object.keys(BUTTON_TITLES).indexOf(action), perms: key,
            notInTrial: action === 'export' || action === 'import',
          });
        }
      });
  });
  return entries;
}

const c = SYSTEM.client;

/** Point-management buttons, under each parent the point screens are registered beneath. */
function pointButtons(parent: string, prefix: string): CatalogueEntry[] {
  return [
    { systemId: c, code: `${prefix}point-edit`, parent, name: '编辑点位', nameEn: 'Edit points', type: 2, orderNum: 0, perms: MONITORING_PERMISSIONS.pointEdit },
    { systemId: c, code: `${prefix}device-edit`, parent, name: '编辑设备', nameEn: 'Edit devices', type: 2, orderNum: 1, perms: MONITORING_PERMISSIONS.deviceEdit },
    { systemId: c, code: `${prefix}risk-setting`, parent, name: '风险设置', nameEn: 'Risk settings', type: 2, orderNum: 2, perms: MONITORING_PERMISSIONS.riskSetting },
  ];
}

const MONITORING: CatalogueEntry[] = [
  {
    systemId: c, code: 'enterpriseLandun', name: '企业驾驶舱', nameEn: 'Enterprise dashboard', path: '/enterpriseLandun/page',
    type: 1, orderNum: 5, perms: MONITORING_PERMISSIONS.monitoringView, icon: 'home', fullScreen: true,
  },
  { systemId: c, code: 'onlineMonitoring', name: '在线监测', nameEn: 'Online monitoring', type: 0, orderNum: 10, icon: 'monitor' },
  {
    systemId: c, code: 'onlineMonitoring-page', parent: 'onlineMonitoring', name: '实时监测', nameEn: 'Real-time',
    path: '/onlineMonitoring/page', type: 1, orderNum: 0, perms: MONITORING_PERMISSIONS.monitoringView,
  },
  {
    systemId: c, code: 'onlineMonitoring-exceedance', parent: 'onlineMonitoring', name: '超标记录', nameEn: 'Exceedances',
    path: '/onlineMonitoring/exceedance/page', type: 1, orderNum: 1, perms: MONITORING_PERMISSIONS.monitoringView,
  },
  {
    systemId: c, code: 'onlineMonitoring-pointManagement', parent: 'onlineMonitoring', name: '点位管理', nameEn: 'Points',
    path: '/onlineMonitoring/pointManagement/page', type: 1, orderNum: 2, perms: MONITORING_PERMISSIONS.pointView,
  },
  ...pointButtons('onlineMonitoring-pointManagement', ''),
];

/** Point management also sits under the ledgers (spec §2); added after the ledger directory exists. */
const LEDGER_POINTS: CatalogueEntry[] = [
  {
    systemId: c, code: 'accountManagement-pointManagement', parent: 'accountManagement', name: '点位管理', nameEn: 'Points',
    path: '/accountManagement/pointManagement/page', type: 1, orderNum: 900, perms: MONITORING_PERMISSIONS.pointView,
  },
  ...pointButtons('accountManagement-pointManagement', 'accountManagement-'),
];

/**
 * Custom ledgers (spec §2 customAccount), also under the ledgers: the designer, and the records page with
 * the record buttons (run-time modules have no catalogue entries of their own, so a role grants the
 * record keys of every custom ledger here).
 */
const CUSTOM_LEDGERS: CatalogueEntry[] = [
  {
    systemId: c, code: 'accountManagement-customAccount', parent: 'accountManagement', name: '自定义台账设计', nameEn: 'Custom ledger design',
    path: '/accountManagement/customAccount/page', type: 1, orderNum: 910, perms: CUSTOM_MANAGE_PERMISSION,
  },
  {
    systemId: c, code: 'customAccount', parent: 'accountManagement', name: '自定义台账', nameEn: 'Custom ledgers',
    path: '/customAccount/page', type: 1, orderNum: 920, perms: CUSTOM_PERMISSIONS.view,
  },
  ...Object.entries(BUTTON_TITLES).map(([action, [name, nameEn]], index): CatalogueEntry => ({
    systemId: c, code: `customAccount-${action}`, parent: 'customAccount', name, nameEn, type: 2, orderNum: index,
    perms: CUSTOM_PERMISSIONS[action as keyof typeof CUSTOM_PERMISSIONS], notInTrial: action === 'export' || action === 'import',
  })),
];

/**
 * Personal-centre pages (spec §2): hidden from the sidebar, listed in the workbench. Messages are not here:
 * every user reads their own, whatever the role or edition.
 */
const PERSONAL: CatalogueEntry[] = [
  { systemId: c, code: 'personal', name: '个人中心', nameEn: 'Personal centre', type: 0, orderNum: 90, icon: 'user', hidden: true },
  { systemId: c, code: 'system-task', parent: 'personal', name: '我的任务', nameEn: 'My tasks', path: '/system-task/page', type: 1, orderNum: 1, hidden: true },
  { systemId: c, code: 'system-examine', parent: 'personal', name: '我的审批', nameEn: 'My approvals', path: '/system-examine/page', type: 1, orderNum: 2, hidden: true },
  { systemId: c, code: 'system-issue', parent: 'personal', name: '我的下发', nameEn: 'My issues', path: '/system-issue/page', type: 1, orderNum: 3, hidden: true },
  { systemId: c, code: 'system-suggest', parent: 'personal', name: '意见建议', nameEn: 'Suggestions', path: '/system-suggest/page', type: 1, orderNum: 4, hidden: true },
  {
    systemId: c, code: 'user-permission-user', parent: 'personal', name: '用户管理', nameEn: 'Users', path: '/user-permission/user',
    type: 1, orderNum: 5, perms: USER_PERMISSION_KEYS.userView, hidden: true,
  },
  { systemId: c, code: 'user-permission-user-edit', parent: 'user-permission-user', name: '编辑用户', nameEn: 'Edit users', type: 2, orderNum: 0, perms: USER_PERMISSION_KEYS.userEdit },
  {
    systemId: c, code: 'user-permission-role', parent: 'personal', name: '角色管理', nameEn: 'Roles', path: '/user-permission/role',
    type: 1, orderNum: 6, perms: USER_PERMISSION_KEYS.roleView, hidden: true, notInTrial: true,
  },
  { systemId: c, code: 'user-permission-role-edit', parent: 'user-permission-role', name: '编辑角色', nameEn: 'Edit roles', type: 2, orderNum: 0, perms: USER_PERMISSION_KEYS.roleEdit, notInTrial: true },
];

const g = SYSTEM.group;

/** Management-group area (spec §2 /managementGroup); its pages come with the group work. */
const GROUP: CatalogueEntry[] = [
  { systemId: g, code: 'managementGroup', name: '集团管理', nameEn: 'Group', type: 0, orderNum: 0, icon: 'enterprise' },
  { systemId: g, code: 'managementGroup-landun', parent: 'managementGroup', name: '集团驾驶舱', nameEn: 'Group dashboard', path: '/managementGroup/enterpriseLandun/page', type: 1, orderNum: 0 },
  { systemId: g, code: 'managementGroup-account', parent: 'managementGroup', name: '集团台账', nameEn: 'Group ledgers', path: '/managementGroup/accountManagement/page', type: 1, orderNum: 1 },
];

/** The whole catalogue for the loaded module schemas, parents before children. */
export function menuCatalogue(schemas: readonly ModuleSchema[]): CatalogueEntry[] {
  const modules = moduleEntries(schemas);
  const ledgers = modules.some((e) => e.code === 'accountManagement') ? [...LEDGER_POINTS, ...CUSTOM_LEDGERS] : [];
  return [...MONITORING, ...modules, ...ledgers, ...PERSONAL, ...GROUP];
}
