import type { PluginRoute } from '../plugins/types';

const page = () => import('./OperatorLedgerPage');

/**
 * The back-office routes of an enterprise's ledgers of one schema group in the operator scope
 * (OperatorLedgerPage, docs/operator-scope.md): the picker page (the side-menu entry), the enterprise,
 * one ledger's list, one record.
 */
export function operatorLedgerRoutes(o: { group: string; path: string; permission: string; title: string; testId: string }): PluginRoute[] {
  const meta = { title: o.title, permission: o.permission };
  const list = { group: o.group, path: o.path, view: 'list', testId: o.testId };
  return [
    { path: o.path, component: page, props: list, meta },
    { path: `${o.path}/:enterpriseId`, component: page, props: list, meta },
    { path: `${o.path}/:enterpriseId/:moduleId`, component: page, props: list, meta },
    { path: `${o.path}/:enterpriseId/:moduleId/detail/:id`, component: page, props: { ...list, view: 'detail' }, meta },
  ];
}
