import { defineManifest, type ManifestMenu } from '../../schemas/plugins/manifest';
import { locales } from './locales';

/** Permission keys of the assessment (spelled only here). */
export const KEYS = {
  view: 'evaluation:view',
  calculate: 'evaluation:calculate',
  export: 'evaluation:export',
  settingView: 'evaluationSetting:view',
  settingEdit: 'evaluationSetting:edit',
  template: 'evaluationTemplate:manage',
  /** Back office: every enterprise's assessments, read in the operator scope (docs/operator-scope.md). */
  adminView: 'operation:assessment:view',
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
  /** Back office: an enterprise's assessments (`/:enterpriseId`), detail and report (`…/:enterpriseId?id=`). */
  adminPage: '/admin/environmentAssessment',
  adminDetail: '/admin/environmentAssessment/detail',
  adminResult: '/admin/environmentAssessment/result',
  /** Spec §2 group routes: a member's assessments, read through the group (docs/groups.md). */
  groupPage: '/managementGroup/environmentAssessment/page',
  groupDetail: '/managementGroup/environmentAssessment/detail',
  /** The report of a member's assessment (no sidebar, no navbar), `…/result/:memberId?id=`. */
  groupResult: '/managementGroup/environmentAssessment/result',
  /** Spec §2 group routes: the group's own indicators and systems (page, add, edit, detail; systems also copy). */
  groupCustomIndicator: '/managementGroup/customIndicator',
  groupSelectIndicator: '/managementGroup/selectIndicator',
  groupEvaluationSystem: '/managementGroup/evaluationSystem',
} as const;

/**
 * The three settings pages of an area (the enterprise's evaluationSetting, a group's own) with their edit
 * buttons; `menuPrefix` and `buttonPrefix` keep the areas' menu codes apart.
 */
function settingMenus(menuPrefix: string, buttonPrefix: string, roots: { customIndicator: string; selectIndicator: string; evaluationSystem: string }): ManifestMenu[] {
  return (['customIndicator', 'selectIndicator', 'evaluationSystem'] as const).map((name, order) => ({
    key: `${menuPrefix}${name}`,
    path: `${roots[name]}/page`,
    title: `menu.${name}`,
    order,
    permission: KEYS.settingView,
    buttons: [{ key: `${buttonPrefix}${name}-edit`, title: 'perm.settingEdit', permission: KEYS.settingEdit }],
  }));
}

export default defineManifest({
  name: 'environment-assessment',
  locales,
  menus: [
    { system: 'group', key: 'group-environmentAssessment', path: ROUTES.groupPage, title: 'menu.groupAssessment', icon: 'assessment', order: 40, permission: KEYS.view },
    { system: 'group', key: 'group-evaluationSetting', title: 'menu.setting', icon: 'setting', order: 41, children: settingMenus('group-', 'group-', { customIndicator: ROUTES.groupCustomIndicator, selectIndicator: ROUTES.groupSelectIndicator, evaluationSystem: ROUTES.groupEvaluationSystem }) },
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
    { key: 'evaluationSetting', title: 'menu.setting', icon: 'setting', order: 41, children: settingMenus('evaluationSetting-', '', ROUTES) },
    { system: 'admin', key: 'admin-environmentAssessment', path: ROUTES.adminPage, title: 'menu.assessment', icon: 'assessment', order: 69, permission: KEYS.adminView },
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
    { key: KEYS.adminView, title: 'perm.adminView', system: 'admin', enterpriseKeys: { read: [KEYS.view, KEYS.export] } },
  ],
});
