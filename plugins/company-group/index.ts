import { definePlugin } from '../../runtime/plugins/registry';
import { GROUP_ROUTES as R } from './contract';
import manifest, { KEYS } from './manifest';

const ledgers = () => import('./GroupLedgerPage');

/**
 * Management groups (spec §2 group routes): the group dashboard, the member archives and the member
 * ledgers — the generic ledger screens in a member scope (runtime/shell/memberScope), read-only.
 */
export default definePlugin({
  manifest,
  routes: [
    { path: R.dashboard, component: () => import('./GroupDashboardPage'), meta: { title: 'menu.dashboard', permission: KEYS.view, fullScreen: true, system: 'group' } },
    { path: R.archives, component: () => import('./MemberArchivesPage'), meta: { title: 'menu.archives', permission: KEYS.view, system: 'group' } },
    { path: R.ledgers, component: ledgers, meta: { title: 'menu.ledgers', permission: KEYS.view, system: 'group' } },
    { path: `${R.ledgers}/:memberId`, component: ledgers, meta: { title: 'menu.ledgers', permissionFrom: R.ledgers, system: 'group' } },
    { path: `${R.ledgers}/:memberId/:moduleId`, component: ledgers, meta: { title: 'menu.ledgers', permissionFrom: R.ledgers, system: 'group' } },
    {
      path: `${R.ledgerDetail}/:memberId/:moduleId/:id`,
      component: () => import('./GroupLedgerDetailPage'),
      meta: { title: 'menu.ledgerDetail', permissionFrom: R.ledgers, system: 'group', keepAlive: false },
    },
  ],
});
