/** Texts of the __NAME__ plugin (i18n namespace '__NAME__'). */
export const locales = {
  'zh-CN': {
    menu: { title: '__TITLE_ZH__' },
    perm: { view: '查看__TITLE_ZH__', edit: '新增__TITLE_ZH__' },
    title: '标题',
    createdAt: '创建时间',
    add: '新增',
    addTitle: '新增__TITLE_ZH__',
    titleRequired: '请输入标题',
    saved: '保存成功',
    total: '共 {{total}} 条',
    empty: '暂无数据',
  },
  'en-US': {
    menu: { title: '__TITLE_EN__' },
    perm: { view: 'View __TITLE_EN__', edit: 'Add __TITLE_EN__' },
    title: 'Title',
    createdAt: 'Created',
    add: 'Add',
    addTitle: 'Add to __TITLE_EN__',
    titleRequired: 'Please enter a title',
    saved: 'Saved',
    total: '{{total}} in total',
    empty: 'No data',
  },
};
