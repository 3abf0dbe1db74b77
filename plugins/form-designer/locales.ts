/**
 * Texts of the form-designer plugin's entry (i18n namespace 'form-designer'): menus, permissions and page
 * titles, which every page needs. The designer's own texts load with its pages (ui/texts.ts).
 */
export const locales = {
  'zh-CN': {
    menu: { forms: '表单设计', templates: '表单模板' },
    perm: { design: '表单设计', templates: '表单模板管理' },
    title: { new: '新建表单', edit: '编辑表单', newTemplate: '新建模板', editTemplate: '编辑模板', fill: '填写表单' },
  },
  'en-US': {
    menu: { forms: 'Form designer', templates: 'Form templates' },
    perm: { design: 'Design forms', templates: 'Manage form templates' },
    title: { new: 'New form', edit: 'Edit form', newTemplate: 'New template', editTemplate: 'Edit template', fill: 'Fill in a form' },
  },
};
