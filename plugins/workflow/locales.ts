/** Menu and permission titles of the workflow plugin (namespace 'workflow'); page texts: ./pageLocales.ts. */
export const locales = {
  'zh-CN': {
    menu: { examine: '我的审批', application: '我的申请', workflow: '流程管理', model: '流程模型', designer: '流程设计', instance: '流程实例', review: '审批中心' },
    detail: { title: '审批详情' },
    perm: { examine: '我的审批', apply: '发起申请', model: '查看流程模型', design: '流程设计器', instances: '查看全部流程实例', adminModel: '流程模型管理', adminReview: '审批中心' },
  },
  'en-US': {
    menu: { examine: 'My approvals', application: 'My applications', workflow: 'Workflow', model: 'Process models', designer: 'Process designer', instance: 'Process instances', review: 'Approval centre' },
    detail: { title: 'Approval detail' },
    perm: { examine: 'My approvals', apply: 'Start applications', model: 'View process models', design: 'Process designer', instances: 'View all process instances', adminModel: 'Manage process models', adminReview: 'Approval centre' },
  },
};
