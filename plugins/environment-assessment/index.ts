import { definePlugin } from '../../runtime/plugins/registry';
import type { PluginRoute } from '../../runtime/plugins/types';
import type { SettingAreaKind } from './contract';
import manifest, { KEYS, ROUTES } from './manifest';

const BASES: Record<SettingAreaKind, { score: string; select: string; system: string }> = {
  client: { score: ROUTES.customIndicator, select: ROUTES.selectIndicator, system: ROUTES.evaluationSystem },
  group: { score: ROUTES.groupCustomIndicator, select: ROUTES.groupSelectIndicator, system: ROUTES.groupEvaluationSystem },
  admin: { score: ROUTES.adminCustomIndicator, select: ROUTES.adminSelectIndicator, system: ROUTES.adminEvaluationSystem },
};

/**
 * The settings screens (page, add, edit, copy, detail) of one area under its base paths; a group's screens
 * open only while a group is chosen (route meta system 'group').
 */
const copyPage = () => import('./settings/CopyPage');
const adminAssessment = () => import('./AdminAssessmentPage');

function settingScreens(area: SettingAreaKind, permission: string): PluginRoute[] {
  const client = area !== 'admin';
  const base = BASES[area];
  const list = (path: string) => (client ? `${path}/page` : path);
  const routes: PluginRoute[] = [];
  for (const kind of ['score', 'select'] as const) {
    const title = kind === 'score' ? 'menu.customIndicator' : 'menu.selectIndicator';
    const from = client ? { permissionFrom: list(base[kind]) } : { permission };
    routes.push(
      { path: list(base[kind]), component: () => import('./settings/IndicatorListPage'), props: { kind, area }, meta: { title, permission } },
      { path: `${base[kind]}/add`, component: () => import('./settings/IndicatorFormPage'), props: { kind, area }, meta: { title: 'runtime:crumb.add', ...from, keepAlive: false } },
      { path: `${base[kind]}/edit/:id`, component: () => import('./settings/IndicatorFormPage'), props: { kind, area }, meta: { title: 'runtime:crumb.edit', ...from, keepAlive: false } },
      { path: `${base[kind]}/copy/:id`, component: copyPage, props: { target: kind, area }, meta: { title: 'list.copy', ...from, keepAlive: false } },
      { path: `${base[kind]}/detail/:id`, component: () => import('./settings/IndicatorDetailPage'), props: { kind, area }, meta: { title: 'runtime:crumb.detail', ...from } },
    );
  }
  const from = client ? { permissionFrom: list(base.system) } : { permission };
  routes.push(
    { path: list(base.system), component: () => import('./settings/SystemListPage'), props: { area }, meta: { title: 'menu.evaluationSystem', permission } },
    { path: `${base.system}/add`, component: () => import('./settings/SystemFormPage'), props: { area }, meta: { title: 'runtime:crumb.add', ...from, keepAlive: false } },
    { path: `${base.system}/edit/:id`, component: () => import('./settings/SystemFormPage'), props: { area }, meta: { title: 'runtime:crumb.edit', ...from, keepAlive: false } },
    { path: `${base.system}/copy/:id`, component: copyPage, props: { target: 'system', area }, meta: { title: 'list.copy', ...from, keepAlive: false } },
    { path: `${base.system}/detail/:id`, component: () => import('./settings/SystemDetailPage'), props: { area }, meta: { title: 'runtime:crumb.detail', ...from } },
  );
  return area === 'group' ? routes.map((r) => ({ ...r, meta: { ...r.meta, system: 'group' as const } })) : routes;
}

/**
 * Environmental behaviour assessment (spec §2): the assessments scored from the enterprise's data
 * (list kept alive, detail, the report without sidebar or navbar, PDF export), the evaluation settings
 * and, in the back office, the templates.
 */
export default definePlugin({
  manifest,
  routes: [
    { path: ROUTES.page, component: () => import('./AssessmentListPage'), meta: { title: 'menu.assessment', permission: KEYS.view, keepAlive: true } },
    { path: ROUTES.detail, component: () => import('./AssessmentDetailPage'), meta: { title: 'menu.detail', permissionFrom: ROUTES.page } },
    { path: ROUTES.result, component: () => import('./report/ReportPage'), meta: { title: 'menu.result', permissionFrom: ROUTES.page, hideSidebar: true, hideNavbar: true, fullScreen: true } },
    ...settingScreens('client', KEYS.settingView),
    // Management groups (spec §2): the group's own indicators and systems, templates to copy from.
    ...settingScreens('group', KEYS.settingView),
    // Management groups (spec §2): scoring the members with the group's systems; a member's assessments
    // and their report, read through the group.
    { path: ROUTES.groupPage, component: () => import('./GroupAssessmentPage'), meta: { title: 'menu.groupAssessment', permission: KEYS.view, system: 'group' } },
    { path: `${ROUTES.groupPage}/:memberId`, component: () => import('./GroupAssessmentPage'), meta: { title: 'menu.groupAssessment', permissionFrom: ROUTES.groupPage, system: 'group' } },
    { path: `${ROUTES.groupDetail}/:memberId`, component: () => import('./GroupAssessmentDetailPage'), meta: { title: 'menu.detail', permissionFrom: ROUTES.groupPage, system: 'group', keepAlive: false } },
    {
      path: `${ROUTES.groupResult}/:memberId`,
      component: () => import('./report/GroupReportPage'),
      meta: { title: 'menu.result', permissionFrom: ROUTES.groupPage, system: 'group', keepAlive: false, hideSidebar: true, hideNavbar: true, fullScreen: true },
    },
  ],
  adminRoutes: [
    ...settingScreens('admin', KEYS.template),
    // Back office: an enterprise's assessments, detail and report for an operator (docs/operator-scope.md).
    { path: ROUTES.adminPage, component: adminAssessment, props: { view: 'list' }, meta: { title: 'menu.assessment', permission: KEYS.adminView } },
    { path: `${ROUTES.adminPage}/:enterpriseId`, component: adminAssessment, props: { view: 'list' }, meta: { title: 'menu.assessment', permission: KEYS.adminView } },
    { path: `${ROUTES.adminDetail}/:enterpriseId`, component: adminAssessment, props: { view: 'detail' }, meta: { title: 'menu.detail', permission: KEYS.adminView } },
    { path: `${ROUTES.adminResult}/:enterpriseId`, component: adminAssessment, props: { view: 'report' }, meta: { title: 'menu.result', permission: KEYS.adminView } },
  ],
  // The group dashboard (company-group) ranks the members under one group system and period through this slot.
  widgets: { 'companyGroup.ranking': () => import('./GroupRankingWidget') },
});
