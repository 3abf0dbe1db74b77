/** Texts of the task plugin (i18n namespace 'task-management'). */
export const locales = {
  'zh-CN': {
    menu: { task: '任务管理', list: '任务列表', statistics: '任务统计', my: '我的任务', detail: '任务详情', adminTask: '任务管理', adminList: '任务列表', groupTask: '集团任务' },
    perm: { view: '查看任务', issue: '下发任务', handle: '处理企业任务', my: '我的任务', adminView: '任务管理', adminIssue: '下发任务' },
    status: { '-1': '未开始', 0: '待处理', 1: '进行中', 2: '已完成', 3: '已终止' },
    level: { 1: '一般', 2: '重要', 3: '紧急' },
    scope: { all: '全部任务', issued: '我的下发', assigned: '下发给我' },
    list: {
      keyword: '任务名称/人员', status: '任务状态', level: '任务等级', deadline: ['截止开始日期', '截止结束日期'], search: '搜索', reset: '重置',
      add: '新建任务', title: '任务名称', enterprise: '企业', issuer: '下发人', assignee: '执行人', deadlineCol: '截止时间', createdAt: '创建时间',
      actions: '操作', view: '详情', overdue: '已逾期', statistics: '任务统计', backOffice: '运营后台', group: '集团', wholeEnterprise: '本企业', total: '共 {{total}} 条',
    },
    form: {
      title: '新建任务', editTitle: '修改任务', name: '任务名称', level: '任务等级', deadline: '截止时间', assignee: '执行人', body: '任务内容',
      attachments: '附件', source: '来源', nameRequired: '请输入任务名称', levelRequired: '请选择任务等级', deadlineRequired: '请选择截止时间',
      assigneeRequired: '请选择执行人', issueNow: '立即下发', saveOnly: '暂存', cancel: '取消', created: '任务已下发', saved: '任务已暂存', edited: '任务已修改',
      enterprises: '下发企业', enterprisesRequired: '请选择企业',
    },
    detail: {
      title: '任务详情', missing: '任务不存在或无权查看', basic: '基本信息', body: '任务内容', attachments: '附件', feedback: '反馈记录', noFeedback: '暂无反馈',
      history: '处理记录', source: '来源', sourceRisk: '风险', terminateReason: '终止原因', overdueAt: '逾期标记时间', completing: '完成反馈', system: '系统',
      issue: '下发', edit: '修改', delete: '删除', start: '开始处理', feedbackAction: '反馈', complete: '完成任务', terminate: '终止',
      feedbackTitle: '任务反馈', completeTitle: '完成任务', terminateTitle: '终止任务', content: '反馈内容', reason: '终止原因',
      contentRequired: '请填写反馈内容', reasonRequired: '请填写终止原因', deleteConfirm: '确定删除该任务吗？', cancel: '取消', confirm: '确定',
      done: { edit: '任务已修改', issue: '任务已下发', start: '已开始处理', feedback: '反馈已提交', complete: '任务已完成', terminate: '任务已终止', delete: '任务已删除' },
      action: { create: '创建任务', issue: '下发任务', edit: '修改任务', start: '开始处理', feedback: '提交反馈', complete: '完成任务', terminate: '终止任务', overdue: '任务逾期', delete: '删除' },
    },
    stats: {
      title: '任务统计', total: '任务总数', overdue: '逾期任务', byStatus: '按状态', byLevel: '按等级', byEnterprise: '按企业', byMonth: '按月份',
      created: '新建', completed: '已完成', count: '数量',
    },
    my: { title: '我的任务' },
  },
  'en-US': {
    menu: { task: 'Tasks', list: 'Task list', statistics: 'Task statistics', my: 'My tasks', detail: 'Task detail', adminTask: 'Task management', adminList: 'Tasks', groupTask: 'Group tasks' },
    perm: { view: 'View tasks', issue: 'Issue tasks', handle: 'Handle enterprise tasks', my: 'My tasks', adminView: 'Task management', adminIssue: 'Issue tasks' },
    status: { '-1': 'Not started', 0: 'Pending', 1: 'In progress', 2: 'Completed', 3: 'Terminated' },
    level: { 1: 'Normal', 2: 'Important', 3: 'Urgent' },
    scope: { all: 'All tasks', issued: 'My issues', assigned: 'Assigned to me' },
    list: {
      keyword: 'Task or person', status: 'Status', level: 'Level', deadline: ['Deadline from', 'Deadline to'], search: 'Search', reset: 'Reset',
      add: 'New task', title: 'Task', enterprise: 'Enterprise', issuer: 'Issued by', assignee: 'Assignee', deadlineCol: 'Deadline', createdAt: 'Created',
      actions: 'Actions', view: 'Details', overdue: 'Overdue', statistics: 'Statistics', backOffice: 'Operations', group: 'Group', wholeEnterprise: 'The enterprise', total: '{{total}} in total',
    },
    form: {
      title: 'New task', editTitle: 'Edit task', name: 'Task', level: 'Level', deadline: 'Deadline', assignee: 'Assignee', body: 'Content',
      attachments: 'Attachments', source: 'Source', nameRequired: 'Enter the task', levelRequired: 'Choose a level', deadlineRequired: 'Choose a deadline',
      assigneeRequired: 'Choose an assignee', issueNow: 'Issue now', saveOnly: 'Save', cancel: 'Cancel', created: 'Task issued', saved: 'Task saved', edited: 'Task changed',
      enterprises: 'Enterprises', enterprisesRequired: 'Choose enterprises',
    },
    detail: {
      title: 'Task detail', missing: 'The task does not exist or you may not see it', basic: 'Details', body: 'Content', attachments: 'Attachments', feedback: 'Feedback', noFeedback: 'No feedback yet',
      history: 'History', source: 'Source', sourceRisk: 'Risk', terminateReason: 'Reason terminated', overdueAt: 'Marked overdue', completing: 'Closing feedback', system: 'System',
      issue: 'Issue', edit: 'Edit', delete: 'Delete', start: 'Start', feedbackAction: 'Feedback', complete: 'Complete', terminate: 'Terminate',
      feedbackTitle: 'Task feedback', completeTitle: 'Complete the task', terminateTitle: 'Terminate the task', content: 'Feedback', reason: 'Reason',
      contentRequired: 'Write the feedback', reasonRequired: 'Give a reason', deleteConfirm: 'Delete this task?', cancel: 'Cancel', confirm: 'OK',
      done: { edit: 'Task changed', issue: 'Task issued', start: 'Started', feedback: 'Feedback sent', complete: 'Task completed', terminate: 'Task terminated', delete: 'Task deleted' },
      action: { create: 'Created', issue: 'Issued', edit: 'Edited', start: 'Started', feedback: 'Feedback', complete: 'Completed', terminate: 'Terminated', overdue: 'Overdue', delete: 'Deleted' },
    },
    stats: {
      title: 'Task statistics', total: 'Tasks', overdue: 'Overdue', byStatus: 'By status', byLevel: 'By level', byEnterprise: 'By enterprise', byMonth: 'By month',
      created: 'Created', completed: 'Completed', count: 'Count',
    },
    my: { title: 'My tasks' },
  },
};
