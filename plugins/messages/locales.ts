/** Texts of the messages plugin (i18n namespace 'messages'). */
export const locales = {
    'zh-CN': {
      title: '消息中心',
      readAll: '全部已读',
      allReadDone: '已全部标记为已读',
      openDetail: '查看详情',
      empty: '暂无数据',
      total: '共 {{total}} 条',
      type: { all: '全部', 1: '风险预警', 2: '任务通知', 3: '审批通知', 4: '意见反馈', 5: '系统通知' },
    },
    'en-US': {
      title: 'Messages',
      readAll: 'Mark all read',
      allReadDone: 'All marked as read',
      openDetail: 'Open details',
      empty: 'No data',
      total: '{{total}} in total',
      type: { all: 'All', 1: 'Risk alerts', 2: 'Tasks', 3: 'Approvals', 4: 'Suggestions', 5: 'System' },
    },
  };
