/** Texts of the workbench plugin (i18n namespace 'workbench'). */
export const locales = {
    'zh-CN': {
      title: '个人工作台',
      item: { tasks: '我的任务', approvals: '我的审批', issues: '我的下发', suggestions: '意见建议', userPermission: '用户与权限' },
    },
    'en-US': {
      title: 'Workbench',
      item: { tasks: 'My tasks', approvals: 'My approvals', issues: 'My issues', suggestions: 'Suggestions', userPermission: 'Users and permissions' },
    },
  };
