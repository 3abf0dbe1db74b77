/**
 * The workflow pages' texts (namespace 'workflow'), registered when a page chunk loads so the entry the
 * login page and module home load carries only the menu and permission titles (./locales.ts).
 * The designer's spec §5 messages are verbatim.
 */
import { addLocaleBundles } from '../../runtime/i18n';

export const pageLocales = {
  'zh-CN': {
    menu: { examine: '我的审批', application: '我的申请', workflow: '流程管理', model: '流程模型', designer: '流程设计', instance: '流程实例', review: '审批中心' },
    perm: { examine: '我的审批', apply: '发起申请', model: '查看流程模型', design: '流程设计器', instances: '查看全部流程实例', adminModel: '流程模型管理', adminReview: '审批中心' },
    common: { confirm: '确定', cancel: '取消', delete: '删除' },
    auditStatus: { 1: '待审核', 2: '已驳回', 3: '已通过', 4: '已取消' },
    examineStatus: { 0: '待审批', 1: '已审批', 2: '已撤回' },
    outcome: { approved: '通过', rejected: '驳回' },
    list: {
      keyword: '标题/节点', search: '查询', total: '共 {{total}} 条', title: '标题', taskName: '当前节点', starter: '发起人', status: '状态', dueAt: '到期时间',
      createdAt: '创建时间', completedAt: '处理时间', actions: '操作', handle: '处理', view: '查看', process: '流程', auditStatus: '审核状态', currentTasks: '当前环节',
    },
    apply: { new: '发起申请', process: '流程', processRequired: '请选择流程', title: '标题', titleRequired: '请输入标题', done: '申请已提交' },
    formFields: { content: '申请内容', amount: '金额', enterpriseName: '企业名称', socialCreditCode: '统一社会信用代码', remark: '备注' },
    detail: {
      title: '审批详情', missing: '流程实例不存在或无权查看', process: '流程', starter: '发起人', status: '审核状态', createdAt: '发起时间', endedAt: '结束时间',
      formData: '申请信息', myTask: '我的审批', commentHint: '审批意见（选填）', approve: '通过', reject: '驳回', approvedDone: '已通过', rejectedDone: '已驳回',
      diagram: '流程图', tasks: '审批记录', taskName: '节点', candidates: '审批人', examineStatus: '审批状态', handler: '处理人', comment: '意见', completedAt: '处理时间',
      history: '流转历史', legend: { completed: '已完成', pending: '待办', rejected: '驳回' },
    },
    history: {
      start: '发起', task_created: '到达节点', task_completed: '审批', task_withdrawn: '撤回待办', task_skipped: '跳过', flow_taken: '流转', listener: '监听器', timer_fired: '已超时', end: '结束',
    },
    model: {
      new: '新建模型', name: '名称', key: '流程标识', category: '分类', version: '版本', notDeployed: '未部署', updatedAt: '更新时间', design: '设计', deploy: '部署', delete: '删除',
      deleteConfirm: '确定删除模型「{{name}}」吗？已部署的版本和实例不受影响。', deployed: '部署成功，版本 v{{version}}', saved: '保存成功', saveFirst: '请先保存模型',
    },
    designer: {
      load: '加载 XML', fit: '适应屏幕', zoomIn: '放大', zoomOut: '缩小', preview: '预览 XML', downloadXml: '下载 XML', downloadSvg: '下载 SVG', save: '保存模型', deploy: '部署',
      importFailed: '导入失败', incomplete: '尚有必填项未填写，请检查表单', fixFirst: '请先完善当前节点的属性',
      kinds: { process: '流程', userTask: '用户任务', task: '任务', event: '事件', flow: '连线', gateway: '网关', other: '元素' },
      name: '名称', category: '分类', documentation: '描述', initiator: '发起人变量', formKey: '表单标识', formKeyHint: '表单设计器保存的表单标识',
      personType: '人员类型', personTypes: { ASSIGNEE: '指定人员', USERS: '候选人员', ROLES: '候选组', INITIATOR: '发起人' },
      assignee: '指定人员', candidateUsers: '候选人员', candidateGroups: '候选组', priority: '优先级', skipExpression: '跳过表达式', dueDate: '到期时间', dueDateHint: '如 P3D（3 天）、PT4H（4 小时）',
      async: '异步', jump: '跳转条件', jumpHint: '请选择跳转条件', jumps: { approved: '通过', rejected: '不通过' }, condition: '条件表达式',
      executionListeners: '执行监听器', taskListeners: '任务监听器', multiInstance: '多实例（会签）', signals: '信号定义',
      events: { start: '开始', end: '结束', take: '流转', create: '创建', assignment: '指派', complete: '完成', delete: '删除' },
      listenerTypes: { class: 'Java 类', expression: '表达式', delegateExpression: '代理表达式' },
      paramTypes: { stringValue: '字符串', expression: '表达式' },
      listener: { event: '事件', type: '类型', class: '类名/表达式', add: '添加监听器', addParam: '添加参数', paramType: '参数类型', paramName: '参数名', paramValue: '参数值' },
      mi: {
        enabled: '会签', parallel: '并行', sequential: '串行', collection: '集合', collectionHint: '留空则按候选人员逐一会签', elementVariable: '元素变量', completionCondition: '完成条件',
        presets: { all: '全部通过（任一驳回即结束）', any: '任一通过', half: '过半通过', custom: '自定义' },
      },
      signal: { scope: '作用域', global: '全局', instance: '流程实例', name: '名称', add: '添加信号' },
      rules: {
        idRequired: 'Id 不能为空', nameRequired: '请输入节点名称', assigneeRequired: '请选择指定人员', jumpRequired: '请选择跳转条件',
        candidateUsersRequired: '请选择候选人员', candidateGroupsRequired: '请选择候选组',
        listenerEvent: '请选择事件', listenerType: '请选择监听器类型', listenerClass: '请输入类名', paramType: '请选择参数类型', paramName: '请输入参数名', paramValue: '请输入参数值',
        signalScope: '请选择作用域', signalId: '请输入信号 Id', signalName: '请输入信号名称',
      },
    },
  },
  'en-US': {
    menu: { examine: 'My approvals', application: 'My applications', workflow: 'Workflow', model: 'Process models', designer: 'Process designer', instance: 'Process instances', review: 'Approval centre' },
    perm: { examine: 'My approvals', apply: 'Start applications', model: 'View process models', design: 'Process designer', instances: 'View all process instances', adminModel: 'Manage process models', adminReview: 'Approval centre' },
    common: { confirm: 'OK', cancel: 'Cancel', delete: 'Delete' },
    auditStatus: { 1: 'Pending review', 2: 'Rejected', 3: 'Passed', 4: 'Cancelled' },
    examineStatus: { 0: 'Pending', 1: 'Completed', 2: 'Withdrawn' },
    outcome: { approved: 'approved', rejected: 'rejected' },
    list: {
      keyword: 'Title / step', search: 'Search', total: '{{total}} in total', title: 'Title', taskName: 'Step', starter: 'Started by', status: 'Status', dueAt: 'Due',
      createdAt: 'Created', completedAt: 'Handled', actions: 'Actions', handle: 'Handle', view: 'View', process: 'Process', auditStatus: 'Audit status', currentTasks: 'Current step',
    },
    apply: { new: 'New application', process: 'Process', processRequired: 'Please choose a process', title: 'Title', titleRequired: 'Please enter a title', done: 'Application submitted' },
    formFields: { content: 'Content', amount: 'Amount', enterpriseName: 'Enterprise name', socialCreditCode: 'Unified social credit code', remark: 'Remark' },
    detail: {
      title: 'Approval detail', missing: 'The process instance does not exist or is not visible to you', process: 'Process', starter: 'Started by', status: 'Audit status',
      createdAt: 'Started', endedAt: 'Ended', formData: 'Application', myTask: 'My approval', commentHint: 'Comment (optional)', approve: 'Approve', reject: 'Reject',
      approvedDone: 'Approved', rejectedDone: 'Rejected', diagram: 'Diagram', tasks: 'Approvals', taskName: 'Step', candidates: 'Approvers', examineStatus: 'Examine status',
      handler: 'Handled by', comment: 'Comment', completedAt: 'Handled', history: 'History', legend: { completed: 'Completed', pending: 'To do', rejected: 'Rejected' },
    },
    history: {
      start: 'Started', task_created: 'Reached', task_completed: 'Decided', task_withdrawn: 'Task withdrawn', task_skipped: 'Skipped', flow_taken: 'Flow', listener: 'Listener', timer_fired: 'Overdue', end: 'Ended',
    },
    model: {
      new: 'New model', name: 'Name', key: 'Process key', category: 'Category', version: 'Version', notDeployed: 'Not deployed', updatedAt: 'Updated', design: 'Design', deploy: 'Deploy', delete: 'Delete',
      deleteConfirm: 'Delete the model "{{name}}"? Deployed versions and their instances stay.', deployed: 'Deployed as version v{{version}}', saved: 'Saved', saveFirst: 'Please save the model first',
    },
    designer: {
      load: 'Load XML', fit: 'Fit screen', zoomIn: 'Zoom in', zoomOut: 'Zoom out', preview: 'Preview XML', downloadXml: 'Download XML', downloadSvg: 'Download SVG', save: 'Save model', deploy: 'Deploy',
      importFailed: 'Import failed', incomplete: 'Required fields are still empty, please check the form', fixFirst: 'Please complete the current element first',
      kinds: { process: 'Process', userTask: 'User task', task: 'Task', event: 'Event', flow: 'Sequence flow', gateway: 'Gateway', other: 'Element' },
      name: 'Name', category: 'Category', documentation: 'Description', initiator: 'Initiator variable', formKey: 'Form key', formKeyHint: 'Key of a form saved in the form designer',
      personType: 'Person type', personTypes: { ASSIGNEE: 'Assignee', USERS: 'Candidate users', ROLES: 'Candidate groups', INITIATOR: 'Initiator' },
      assignee: 'Assignee', candidateUsers: 'Candidate users', candidateGroups: 'Candidate groups', priority: 'Priority', skipExpression: 'Skip expression', dueDate: 'Due date', dueDateHint: 'e.g. P3D (3 days), PT4H (4 hours)',
      async: 'Async', jump: 'Jump condition', jumpHint: 'Please choose the jump condition', jumps: { approved: 'Approved', rejected: 'Not approved' }, condition: 'Condition expression',
      executionListeners: 'Execution listeners', taskListeners: 'Task listeners', multiInstance: 'Multi-instance (countersign)', signals: 'Signal definitions',
      events: { start: 'Start', end: 'End', take: 'Take', create: 'Create', assignment: 'Assignment', complete: 'Complete', delete: 'Delete' },
      listenerTypes: { class: 'Java class', expression: 'Expression', delegateExpression: 'Delegate expression' },
      paramTypes: { stringValue: 'String', expression: 'Expression' },
      listener: { event: 'Event', type: 'Type', class: 'Class name / expression', add: 'Add listener', addParam: 'Add parameter', paramType: 'Parameter type', paramName: 'Parameter name', paramValue: 'Parameter value' },
      mi: {
        enabled: 'Countersign', parallel: 'Parallel', sequential: 'Sequential', collection: 'Collection', collectionHint: 'Empty: one instance per candidate user', elementVariable: 'Element variable', completionCondition: 'Completion condition',
        presets: { all: 'All approve (ends at the first rejection)', any: 'Any one approves', half: 'Half approve', custom: 'Custom' },
      },
      signal: { scope: 'Scope', global: 'Global', instance: 'Process instance', name: 'Name', add: 'Add signal' },
      rules: {
        idRequired: 'Id is required', nameRequired: 'Please enter the node name', assigneeRequired: 'Please choose the assignee', jumpRequired: 'Please choose the jump condition',
        candidateUsersRequired: 'Please choose candidate users', candidateGroupsRequired: 'Please choose candidate groups',
        listenerEvent: 'Please choose the event', listenerType: 'Please choose the listener type', listenerClass: 'Please enter the class name', paramType: 'Please choose the parameter type',
        paramName: 'Please enter the parameter name', paramValue: 'Please enter the parameter value', signalScope: 'Please choose the scope', signalId: 'Please enter the signal id', signalName: 'Please enter the signal name',
      },
    },
  },
};

addLocaleBundles('zh-CN', [{ ns: 'workflow', bundle: pageLocales['zh-CN'] }]);
addLocaleBundles('en-US', [{ ns: 'workflow', bundle: pageLocales['en-US'] }]);
