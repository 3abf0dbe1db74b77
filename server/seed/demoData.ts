/**
 * Demo tenants and people created on first start (SEED=1, the default). Credit codes are real-format
 * codes with valid GB 32100 check digits (shared/data/uscc_vectors.json); the ID card passes GB 11643.
 */
import { SYSTEM_OPERATOR_ROLE_CODE } from '../../schemas/contracts/backOffice';

export interface DemoLogin {
  area: 'client' | 'admin';
  login: string;
  password: string;
  name: string;
  description: string;
}

/** Printed by the server at start and listed in the README. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { area: 'client', login: '13800000001', password: 'Demo@2024', name: '张伟', description: 'enterprise admin of the group and its five enterprises (not 河北绿源环境工程)' },
  { area: 'client', login: '13800000002', password: 'Demo@2024', name: '李娜', description: 'viewer of 江苏绿源化工 and 浙江清泉水务' },
  { area: 'client', login: '13800000003', password: 'Demo@2024', name: '王芳', description: 'enterprise admin of 河北绿源环境工程 (archive incomplete), viewer of 江苏绿源化工' },
  { area: 'admin', login: 'admin', password: 'Admin@2024', name: '运营管理员', description: 'back office (phone 13900000000)' },
];

export type EnterpriseKey = 'group' | 'jiangsu' | 'zhejiang' | 'anhui' | 'shandong' | 'shanghai' | 'hebei';

export interface DemoEnterprise {
  key: EnterpriseKey;
  name: string;
  type: 0 | 1;
  actived: 0 | 1;
  /** SQL expression for expire_at (evaluated in Beijing time), or null for no expiry. */
  expireAtSql: string | null;
  trial: boolean;
  editionId: number;
  socialCreditCode: string;
  contactPhone: string;
  /** Archive fields; absent for enterprises whose profile is incomplete (type 0 → forced to the archive page). */
  archive?: {
    legalPersonName: string;
    legalPersonIdCard: string;
    administrativeDivisionId: string;
    industryIdList: string[];
    manageAddress: string;
    longitude: number;
    latitude: number;
  };
}

export const DEMO_GROUP_NAME = '绿源环境集团';

export const DEMO_ENTERPRISES: readonly DemoEnterprise[] = [
  {
    key: 'group', name: DEMO_GROUP_NAME, type: 1, actived: 1, expireAtSql: null, trial: false, editionId: 1,
    socialCreditCode: '91110000600037341L', contactPhone: '010-85201234',
  },
  {
    key: 'jiangsu', name: '江苏绿源化工有限公司', type: 0, actived: 1, expireAtSql: null, trial: false, editionId: 1,
    socialCreditCode: '913205056082348768', contactPhone: '0512-66881234',
    archive: {
      legalPersonName: '王建国',
      legalPersonIdCard: '412723199010050012',
      administrativeDivisionId: '320505',
      industryIdList: ['2614'],
      manageAddress: '江苏省苏州市虎丘区滨河路1688号',
      longitude: 120.553912,
      latitude: 31.299034,
    },
  },
  {
    key: 'zhejiang', name: '浙江清泉水务有限公司', type: 0, actived: 1, expireAtSql: null, trial: false, editionId: 1,
    socialCreditCode: '91310116052958608G', contactPhone: '0571-87651234',
    archive: {
      legalPersonName: '陈海涛',
      legalPersonIdCard: '360426199101010071',
      administrativeDivisionId: '330106',
      industryIdList: ['4610'],
      manageAddress: '浙江省杭州市西湖区文三路398号',
      longitude: 120.130203,
      latitude: 30.276389,
    },
  },
  {
    key: 'anhui', name: '安徽绿源新材料有限公司', type: 0, actived: 1, expireAtSql: "now() + interval '30 days'", trial: true, editionId: 2,
    socialCreditCode: '91340600MA2PBM9HXD', contactPhone: '0561-31201234',
    archive: {
      legalPersonName: '刘洋',
      legalPersonIdCard: '44011320141005001X',
      administrativeDivisionId: '340602',
      industryIdList: ['2651'],
      manageAddress: '安徽省淮北市杜集区龙山路88号',
      longitude: 116.828371,
      latitude: 34.001529,
    },
  },
  {
    key: 'shandong', name: '山东绿源环保科技有限公司', type: 0, actived: 1, expireAtSql: "now() - interval '30 days'", trial: false, editionId: 1,
    socialCreditCode: '91371082775260043P', contactPhone: '0631-75601234',
  },
  {
    key: 'shanghai', name: '上海绿源固废处置有限公司', type: 0, actived: 0, expireAtSql: null, trial: false, editionId: 1,
    socialCreditCode: '91310112087994932F', contactPhone: '021-64301234',
  },
  // Active type-0 enterprise without an archive: its users are kept on the archive page (spec §4).
  {
    key: 'hebei', name: '河北绿源环境工程有限公司', type: 0, actived: 1, expireAtSql: null, trial: false, editionId: 1,
    socialCreditCode: '91310115MA1K3BTP2B', contactPhone: '0311-86201234',
  },
];

export const ROLE_ENTERPRISE_ADMIN = { code: 'enterprise_admin', name: '企业管理员' } as const;
export const ROLE_VIEWER = { code: 'viewer', name: '只读用户' } as const;
export const ROLE_OPERATIONS_ADMIN = { code: SYSTEM_OPERATOR_ROLE_CODE, name: '运营管理员' } as const;

export interface DemoUser {
  phone: string;
  name: string;
  account: string | null;
  password: string;
  isAdminArea: boolean;
  /** A disabled account: shown in the back office, refused at sign-in. */
  disabled?: boolean;
  /** Client grants: enterprise and role code. */
  grants: { enterprise: EnterpriseKey; role: string }[];
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    phone: '13800000001', name: '张伟', account: null, password: 'Demo@2024', isAdminArea: false,
    grants: (['group', 'jiangsu', 'zhejiang', 'anhui', 'shandong', 'shanghai'] as const).map((enterprise) => ({
      enterprise,
      role: ROLE_ENTERPRISE_ADMIN.code,
    })),
  },
  {
    phone: '13800000002', name: '李娜', account: null, password: 'Demo@2024', isAdminArea: false,
    grants: [
      { enterprise: 'jiangsu', role: ROLE_VIEWER.code },
      { enterprise: 'zhejiang', role: ROLE_VIEWER.code },
    ],
  },
  {
    phone: '13800000003', name: '王芳', account: null, password: 'Demo@2024', isAdminArea: false,
    grants: [
      { enterprise: 'hebei', role: ROLE_ENTERPRISE_ADMIN.code },
      { enterprise: 'jiangsu', role: ROLE_VIEWER.code },
    ],
  },
  {
    phone: '13800000004', name: '赵强', account: null, password: 'Demo@2024', isAdminArea: false, disabled: true,
    grants: [{ enterprise: 'jiangsu', role: ROLE_VIEWER.code }],
  },
  { phone: '13900000000', name: '运营管理员', account: 'admin', password: 'Admin@2024', isAdminArea: true, grants: [] },
];

/** Enterprises whose module ledgers get demo rows: the usable (active, unexpired) ones of type 0. */
export const MODULE_DATA_ENTERPRISES: readonly EnterpriseKey[] = ['jiangsu', 'zhejiang', 'anhui'];
