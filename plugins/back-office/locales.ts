/** Texts of the back office (namespace 'back-office'); the area title and dashboard title come from runtime settings. */
export const BACK_OFFICE_NS = 'back-office';

export const locales = {
  'zh-CN': {
    perm: { enterprise: '企业管理', user: '用户管理', role: '角色管理', edition: '版本管理', loginLog: '登录日志', menu: '菜单管理' },
    login: { title: '运营后台登录', account: '账号', password: '密码', accountRequired: '请输入账号', passwordRequired: '请输入密码', submit: '登录' },
    menu: { dashboard: '控制台', enterprises: '企业管理', users: '用户管理', roles: '角色管理', editions: '版本管理', sms: '短信发件箱', loginLog: '登录日志', menus: '菜单管理', operatorActions: '运营代办记录' },
    logout: '退出登录',
    logoutConfirm: '确定退出登录吗？',
    common: {
      search: '搜索', reset: '重置', add: '新增', edit: '编辑', save: '保存', cancel: '取消', ok: '确定', actions: '操作',
      enable: '启用', disable: '停用', yes: '是', no: '否', success: '操作成功', export: '导出', total: '共 {{total}} 条',
      keyword: '关键字', all: '全部', none: '无',
    },
    dashboard: { enterprises: '企业总数', effective: '可用企业', users: '用户总数', failures: '登录失败（最近50条）', welcome: '欢迎使用运营后台，{{name}}' },
    enterprise: {
      name: '企业名称', type: '类型', type0: '企业', type1: '集团', parent: '所属集团', socialCreditCode: '统一社会信用代码',
      state: '状态', active: '正常', disabled: '已停用', expired: '已过期', expireDate: '到期日期', noExpiry: '长期',
      edition: '版本', trial: '试用', target: '信息对象', target0: '普通', target1: '受限（按钮禁用）', archive: '档案',
      complete: '完整', incomplete: '不完整', create: '新增企业', editTitle: '编辑企业', namePlaceholder: '请输入企业名称', searchGroup: '输入名称搜索集团',
      disableConfirm: '停用后该企业的用户将立即无法访问，确定停用吗？',
    },
    user: {
      name: '姓名', phone: '手机号', account: '账号', status: '状态', area: '区域', areaAdmin: '运营后台', areaClient: '企业端',
      grants: '授权企业', create: '新增用户', password: '初始密码', grant: '授权', grantTitle: '授权企业角色', enterprise: '企业', role: '角色',
      revoke: '取消授权', disableConfirm: '停用后该用户的会话将立即失效，确定停用吗？', createdAt: '创建时间',
      passwordRule: '密码为8-16位，须包含字母、数字和特殊符号', enterpriseRequired: '请选择企业', roleRequired: '请选择角色',
    },
    role: {
      name: '角色名称', code: '角色编码', area: '区域', permissions: '权限', grantCount: '授权数', create: '新增角色', grant: '分配权限', grantTitle: '分配权限：{{name}}', readonly: '系统内置角色拥有运营后台全部权限，不可修改',
      otherKeys: '其他权限（不随菜单授予）', rename: '编辑角色',
    },
    operator: {
      create: '新增运营账号', edit: '编辑运营账号', accountRule: '以字母开头，4-32位字母、数字或下划线',
    },
    grantTree: { client: '企业端菜单', group: '集团端菜单', admin: '运营后台菜单', button: '按钮' },
    menus: { name: '菜单名称', path: '路由', icon: '图标', order: '排序', custom: '自定义', default: '默认', defaultIcon: '默认图标', editTitle: '编辑菜单：{{name}}' },
    edition: { id: '编号', name: '版本名称', enterpriseCount: '企业数', readonly: '版本表由菜单模块维护，暂不可改名', menus: '版本菜单', menusTitle: '版本菜单：{{name}}' },
    sms: { phone: '手机号', purpose: '用途', text: '内容', createdAt: '发送时间', unavailable: '短信发件箱接口不可用' },
    loginLog: {
      createdAt: '登录时间', area: '系统', login: '账号', result: '结果', reason: '说明', ip: 'IP地址', location: '登录地点', userAgent: '浏览器',
      success: '成功', failure: '失败', dateRange: '登录日期', exportAll: '导出',
    },
    operatorActions: {
      createdAt: '时间', operator: '运营人员', enterprise: '企业', method: '操作', path: '接口', result: '结果',
      read: '查看', write: '修改', done: '成功', refused: '被拒绝', failed: '失败', onlyWrites: '仅看修改', operatorPlaceholder: '运营人员姓名或账号',
    },
  },
  'en-US': {
    perm: { enterprise: 'Enterprises', user: 'Users', role: 'Roles', edition: 'Editions', loginLog: 'Login log', menu: 'Menus' },
    login: { title: 'Back office sign-in', account: 'Account', password: 'Password', accountRequired: 'Please enter the account', passwordRequired: 'Please enter the password', submit: 'Sign in' },
    menu: { dashboard: 'Dashboard', enterprises: 'Enterprises', users: 'Users', roles: 'Roles', editions: 'Editions', sms: 'SMS outbox', loginLog: 'Login log', menus: 'Menus', operatorActions: 'Operator log' },
    logout: 'Log out',
    logoutConfirm: 'Are you sure you want to log out?',
    common: {
      search: 'Search', reset: 'Reset', add: 'Add', edit: 'Edit', save: 'Save', cancel: 'Cancel', ok: 'OK', actions: 'Actions',
      enable: 'Enable', disable: 'Disable', yes: 'Yes', no: 'No', success: 'Operation succeeded', export: 'Export', total: '{{total}} in total',
      keyword: 'Keyword', all: 'All', none: 'None',
    },
    dashboard: { enterprises: 'Enterprises', effective: 'Usable enterprises', users: 'Users', failures: 'Failed sign-ins (last 50)', welcome: 'Welcome to the back office, {{name}}' },
    enterprise: {
      name: 'Name', type: 'Type', type0: 'Enterprise', type1: 'Group', parent: 'Group', socialCreditCode: 'Unified social credit code',
      state: 'State', active: 'Active', disabled: 'Disabled', expired: 'Expired', expireDate: 'Expiry date', noExpiry: 'No expiry',
      edition: 'Edition', trial: 'Trial', target: 'Target', target0: 'Normal', target1: 'Restricted (buttons disabled)', archive: 'Archive',
      complete: 'Complete', incomplete: 'Incomplete', create: 'New enterprise', editTitle: 'Edit enterprise', namePlaceholder: 'Enterprise name', searchGroup: 'Type to search groups',
      disableConfirm: 'Its users lose access at once. Disable this enterprise?',
    },
    user: {
      name: 'Name', phone: 'Phone', account: 'Account', status: 'Status', area: 'Area', areaAdmin: 'Back office', areaClient: 'Enterprise side',
      grants: 'Enterprises', create: 'New user', password: 'Initial password', grant: 'Grant', grantTitle: 'Grant an enterprise role', enterprise: 'Enterprise', role: 'Role',
      revoke: 'Revoke', disableConfirm: 'The user’s sessions end at once. Disable this user?', createdAt: 'Created',
      passwordRule: '8-16 characters with a letter, a digit and a special symbol', enterpriseRequired: 'Choose an enterprise', roleRequired: 'Choose a role',
    },
    role: {
      name: 'Role', code: 'Code', area: 'Area', permissions: 'Permissions', grantCount: 'Grants', create: 'New role', grant: 'Permissions', grantTitle: 'Permissions of {{name}}', readonly: 'The built-in role holds every back-office permission and cannot be changed',
      otherKeys: 'Other permissions (not granted with a menu)', rename: 'Edit role',
    },
    operator: {
      create: 'New back-office account', edit: 'Edit back-office account', accountRule: 'Starts with a letter: 4-32 letters, digits or underscores',
    },
    grantTree: { client: 'Enterprise-side menus', group: 'Group menus', admin: 'Back-office menus', button: 'Button' },
    menus: { name: 'Menu', path: 'Path', icon: 'Icon', order: 'Order', custom: 'Custom', default: 'Default', defaultIcon: 'Default icon', editTitle: 'Edit menu: {{name}}' },
    edition: { id: 'ID', name: 'Edition', enterpriseCount: 'Enterprises', readonly: 'Editions are maintained with the menus; renaming is not available yet', menus: 'Menus', menusTitle: 'Menus of {{name}}' },
    sms: { phone: 'Phone', purpose: 'Purpose', text: 'Text', createdAt: 'Sent at', unavailable: 'The SMS outbox is not available' },
    loginLog: {
      createdAt: 'Time', area: 'Area', login: 'Account', result: 'Result', reason: 'Detail', ip: 'IP address', location: 'Location', userAgent: 'Browser',
      success: 'Success', failure: 'Failure', dateRange: 'Date', exportAll: 'Export',
    },
    operatorActions: {
      createdAt: 'Time', operator: 'Operator', enterprise: 'Enterprise', method: 'Action', path: 'Route', result: 'Result',
      read: 'Read', write: 'Change', done: 'Done', refused: 'Refused', failed: 'Failed', onlyWrites: 'Changes only', operatorPlaceholder: 'Operator name or account',
    },
  },
};
