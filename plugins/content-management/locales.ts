/** Texts of the content-management plugin (i18n namespace 'content-management'). */
export const locales = {
  'zh-CN': {
    menu: { headlines: '环保头条', detail: '头条详情', admin: '内容管理' },
    perm: { view: '查看环保头条', adminView: '查看内容管理', adminEdit: '编辑文章', adminPublish: '发布与撤回' },
    news: { 0: '未发布', 1: '已发布', 2: '已撤回' },
    synopsisState: { 0: '已撤回', 1: '未发布', 2: '已发布' },
    field: { title: '标题', synopsis: '摘要', body: '正文', newsStatus: '文章状态', synopsisStatus: '摘要状态', readCount: '阅读量', publishedAt: '发布时间', updatedAt: '更新时间', createdBy: '创建人', date: '日期', actions: '操作', cover: '封面', attachments: '附件' },
    search: { title: '请输入标题', search: '搜索', reset: '重置', status: '请选择状态' },
    action: {
      add: '写文章', edit: '编辑', remove: '删除', publish: '发布', withdraw: '撤回',
      publishSynopsis: '发布摘要', withdrawSynopsis: '撤回摘要', back: '返回', read: '阅读全文',
    },
    confirm: {
      remove: '确定删除该文章吗？', publish: '确定发布该文章吗？发布后所有企业用户可见。', withdraw: '确定撤回该文章吗？撤回后企业用户不再可见。',
      publishSynopsis: '确定在列表中发布该文章的摘要吗？', withdrawSynopsis: '确定撤回该文章的摘要吗？',
    },
    form: { addTitle: '写文章', editTitle: '编辑文章', titleRequired: '请输入标题', bodyRequired: '请输入正文', synopsisHint: '摘要发布后显示在环保头条列表中', bodyCount: '正文 {{count}} / {{max}} 字', coverHint: '封面显示在环保头条列表和文章顶部' },
    done: '操作成功',
    reads: '阅读 {{count}}',
    total: '共 {{total}} 条',
    empty: '暂无数据',
    missing: '文章不存在或已撤回',
  },
  'en-US': {
    menu: { headlines: 'Environmental headlines', detail: 'Headline', admin: 'Content management' },
    perm: { view: 'View headlines', adminView: 'View content management', adminEdit: 'Write articles', adminPublish: 'Publish and withdraw' },
    news: { 0: 'Unpublished', 1: 'Published', 2: 'Withdrawn' },
    synopsisState: { 0: 'Withdrawn', 1: 'Unpublished', 2: 'Published' },
    field: { title: 'Title', synopsis: 'Synopsis', body: 'Body', newsStatus: 'Article status', synopsisStatus: 'Synopsis status', readCount: 'Reads', publishedAt: 'Published', updatedAt: 'Updated', createdBy: 'Created by', date: 'Date', actions: 'Actions', cover: 'Cover', attachments: 'Attachments' },
    search: { title: 'Title', search: 'Search', reset: 'Reset', status: 'Status' },
    action: {
      add: 'Write an article', edit: 'Edit', remove: 'Delete', publish: 'Publish', withdraw: 'Withdraw',
      publishSynopsis: 'Publish synopsis', withdrawSynopsis: 'Withdraw synopsis', back: 'Back', read: 'Read more',
    },
    confirm: {
      remove: 'Delete this article?', publish: 'Publish this article? Every enterprise user will see it.', withdraw: 'Withdraw this article? Enterprise users will no longer see it.',
      publishSynopsis: "Show this article's synopsis in the list?", withdrawSynopsis: "Withdraw this article's synopsis?",
    },
    form: { addTitle: 'Write an article', editTitle: 'Edit the article', titleRequired: 'Please enter a title', bodyRequired: 'Please enter the body', synopsisHint: 'A published synopsis shows in the headline list', bodyCount: 'Body: {{count}} / {{max}} characters', coverHint: 'The cover shows in the headline list and above the article' },
    done: 'Done',
    reads: '{{count}} reads',
    total: '{{total}} in total',
    empty: 'No data',
    missing: 'The article does not exist or was withdrawn',
  },
};
