import { defineManifest } from '../../schemas/plugins/manifest';
import { locales } from './locales';

/** Permission keys of the assessment (spelled only here). */
export const KEYS = {
  view: 'evaluation:view',
  calculate: 'evaluation:calculate',
  export: 'evaluation:export',
  settingView: 'evaluationSetting:view',
  settingEdit: 'evaluationSetting:edit',
  template: 'evaluationTemplate:manage',
} as const;

/** Client routes (spec §2). */
export const ROUTES = {
  page: '/environmentAssessment/page',
  detail: '/environmentAssessment/detail',
  result: '/environmentAssessment/result',
  customIndicator: '/evaluationSetting/customIndicator',
  selectIndicator: '/evaluationSetting/selectIndicator',
  evaluationSystem: '/evaluationSetting/evaluationSystem',
  adminCustomIndicator: '/admin/evaluation/customIndicator',
  adminSelectIndicator: '/admin/evaluation/selectIndicator',
  adminEvaluationSystem: '/admin/evaluation/evaluationSystem',
  /** Spec §2 group routes: a member's assessments, read through the group (docs/groups.md). */
  groupPage: '/managementGroup/environmentAssessment/page',
  groupDetail: '/managementGroup/environmentAssessment/detail',
  /** Spec §2 group routes: the group's own indicators and systems (page, add, edit, detail; systems also copy). */
  groupCustomIndicator: '/managementGroup/customIndicator',
  groupSelectIndicator: '/managementGroup/selectIndicator',
  groupEvaluationSystem: '/managementGroup/evaluationSystem',
} as const;

export default defineManifest({
  name: 'environment-assessment',
  locales,
  menus: [
    { system: 'group', key: 'group-environmentAssessment', path: ROUTES.groupPage, title: 'menu.groupAssessment', icon: 'assessment', order: 40, permission: KEYS.view },
    {
      system: 'group',
      key: 'group-evaluationSetting',
      title: 'menu.setting',
      icon: 'setting',
      order: 41,
      children: [
        { key: 'group-customIndicator', path: `${ROUTES.groupCustomIndicator}/page`, title: 'menu.customIndicator', order: 0, permission: KEYS.settingView, buttons: [{ key: 'group-customIndicator-edit', title: 'perm.settingEdit', permission: KEYS.settingEdit }] },
        { key: 'group-selectIndicator', path: `${ROUTES.groupSelectIndicator}/page`, title: 'menu.selectIndicator', order: 1, permission: KEYS.settingView, buttons: [{ key: 'group-selectIndicator-edit', title: 'perm.settingEdit', permission: KEYS.settingEdit }] },
        { key: 'group-evaluationSystem', path: `${ROUTES.groupEvaluationSystem}/page`, title: 'menu.evaluationSystem', order: 2, permission: KEYS.settingView, buttons: [{ key: 'group-evaluationSystem-edit', title: 'perm.settingEdit', permission: KEYS.settingEdit }] },
      ],
    },
    {
      key: 'environmentAssessment',
      path: ROUTES.page,
      title: 'menu.assessment',
      icon: 'assessment',
      order: 40,
      permission: KEYS.view,
      buttons: [
        { key: 'environmentAssessment-calculate', title: 'perm.calculate', permission: KEYS.calculate },
        { key: 'environmentAssessment-export', title: 'perm.export', permission: KEYS.export },
      ],
    },
    {
      key: 'evaluationSetting',
      title: 'menu.setting',
      icon: 'setting',
      order: 41,
      children: [
        { key: 'evaluationSetting-customIndicator', path: `${ROUTES.customIndicator}/page`, title: 'menu.customIndicator', order: 0, permission: KEYS.settingView, buttons: [{ key: 'customIndicator-edit', title: 'perm.settingEdit', permission: KEYS.settingEdit }] },
        { key: 'evaluationSetting-selectIndicator', path: `${ROUTES.selectIndicator}/page`, title: 'menu.selectIndicator', order: 1, permission: KEYS.settingView, buttons: [{ key: 'selectIndicator-edit', title: 'perm.settingEdit', permission: KEYS.settingEdit }] },
        { key: 'evaluationSetting-evaluationSystem', path: `${ROUTES.evaluationSystem}/page`, title: 'menu.evaluationSystem', order: 2, permission: KEYS.settingView, buttons: [{ key: 'evaluationSystem-edit', title: 'perm.settingEdit', permission: KEYS.settingEdit }] },
      ],
    },
    {
      system: 'admin',
      key: 'admin-evaluation',
      title: 'menu.adminEvaluation',
      icon: 'assessment',
      order: 70,
      children: [
        { key: 'admin-evaluation-customIndicator', path: ROUTES.adminCustomIndicator, title: 'menu.customIndicator', order: 0, permission: KEYS.template },
        { key: 'admin-evaluation-selectIndicator', path: ROUTES.adminSelectIndicator, title: 'menu.selectIndicator', order: 1, permission: KEYS.template },
        { key: 'admin-evaluation-evaluationSystem', path: ROUTES.adminEvaluationSystem, title: 'menu.evaluationSystem', order: 2, permission: KEYS.template },
      ],
    },
  ],
  permissions: [
    { key: KEYS.view, title: 'perm.view', readOnly: true },
    { key: KEYS.calculate, title: 'perm.calculate' },
    { key: KEYS.export, title: 'perm.export' },
    { key: KEYS.settingView, title: 'perm.settingView', readOnly: true },
    { key: KEYS.settingEdit, title: 'perm.settingEdit' },
    { key: KEYS.template, title: 'perm.template', system: 'admin' },
  ],
});
