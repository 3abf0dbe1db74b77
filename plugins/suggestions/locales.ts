/** Texts of the suggestions plugin (i18n namespace 'suggestions'). */
export const locales = {
  'zh-CN': {
    menu: { suggestions: '意见建议', detail: '建议详情', admin: '意见建议' },
    perm: { submit: '提交建议', adminView: '查看建议', adminReply: '回复建议' },
    replyStatus: { 0: '待回复', 1: '已回复' },
    list: {
      title: '意见建议', add: '提交建议', all: '全部', keyword: '建议内容', search: '搜索', content: '建议内容', status: '回复状态',
      createdAt: '提交时间', repliedAt: '回复时间', actions: '操作', view: '详情', reply: '回复', total: '共 {{total}} 条',
      user: '提交人', enterprise: '企业',
    },
    form: {
      title: '提交建议', content: '建议内容', contentRequired: '请填写建议内容', placeholder: '请描述您的意见或建议', attachments: '附件',
      submitted: '提交成功', cancel: '取消', confirm: '确定',
    },
    detail: { title: '建议详情', missing: '建议不存在或无权查看', reply: '回复内容', noReply: '运营人员尚未回复', attachments: '附件' },
    reply: { title: '回复建议', content: '回复内容', required: '请填写回复内容', done: '回复成功' },
  },
  'en-US': {
    menu: { suggestions: 'Suggestions', detail: 'Suggestion', admin: 'Suggestions' },
    perm: { submit: 'Send suggestions', adminView: 'View suggestions', adminReply: 'Reply to suggestions' },
    replyStatus: { 0: 'Awaiting reply', 1: 'Replied' },
    list: {
      title: 'Suggestions', add: 'Send a suggestion', all: 'All', keyword: 'Suggestion text', search: 'Search', content: 'Suggestion', status: 'Reply status',
      createdAt: 'Sent', repliedAt: 'Replied', actions: 'Actions', view: 'View', reply: 'Reply', total: '{{total}} in total',
      user: 'From', enterprise: 'Enterprise',
    },
    form: {
      title: 'Send a suggestion', content: 'Suggestion', contentRequired: 'Please write your suggestion', placeholder: 'Describe your opinion or suggestion', attachments: 'Attachments',
      submitted: 'Sent', cancel: 'Cancel', confirm: 'OK',
    },
    detail: { title: 'Suggestion', missing: 'No such suggestion, or not yours', reply: 'Reply', noReply: 'Not replied yet', attachments: 'Attachments' },
    reply: { title: 'Reply to the suggestion', content: 'Reply', required: 'Please write the reply', done: 'Reply sent' },
  },
};
