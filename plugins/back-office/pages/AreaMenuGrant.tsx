import { useQuery } from '@tanstack/react-query';
import { Spin, Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { indexTree, knownIds, type TreeIndex } from '../../../runtime/common/grantTree';
import { MenuGrantTree } from '../../../runtime/common/MenuGrantTree';
import type { ServerMenu } from '../../../runtime/shell/serverMenus';
import { adminHttp, adminPaths } from '../adminHttp';
import { BACK_OFFICE_NS } from '../locales';

export type GrantArea = 'client' | 'admin';

/**
 * The systems whose menu trees grant a role of each area (server/plugins/back-office/grantMenus.ts):
 * enterprise-side roles and editions the enterprise and group systems, back-office roles the back office's.
 */
const SYSTEMS: Record<GrantArea, readonly { id: number; label: string }[]> = {
  client: [
    { id: 1, label: 'grantTree.client' },
    { id: 2, label: 'grantTree.group' },
  ],
  admin: [{ id: 3, label: 'grantTree.admin' }],
};

export interface AreaMenus {
  trees: { systemId: number; menus: ServerMenu[] }[];
  /** One index over every system's tree (menu ids are unique across systems). */
  index: TreeIndex;
  /** Permission keys the trees carry (the rest of a role's keys are granted outside the tree). */
  menuKeys: ReadonlySet<string>;
  loading: boolean;
}

function keysOf(nodes: readonly ServerMenu[]): string[] {
  return nodes.flatMap((n) => [...(n.perms ? [n.perms] : []), ...keysOf(n.children ?? [])]);
}

/** The full menu trees of an area's systems (operation-manage/menu/treeList). */
export function useAreaMenus(area: GrantArea): AreaMenus {
  const query = useQuery({
    queryKey: ['adminMenuTrees', area],
    queryFn: () =>
      Promise.all(SYSTEMS[area].map(async (s) => ({ systemId: s.id, menus: (await adminHttp.get<ServerMenu[] | null>(adminPaths.menuTree, { params: { systemId: s.id } })) ?? [] }))),
  });
  return useMemo(() => {
    const trees = query.data ?? [];
    const all = trees.flatMap((t) => t.menus);
    return { trees, index: indexTree(all), menuKeys: new Set(keysOf(all)), loading: query.isLoading };
  }, [query.data, query.isLoading]);
}

/** Only the ids the trees show (what a save sends). */
export function shownIds(menus: AreaMenus, ids: Iterable<number>): number[] {
  return [...knownIds(menus.index, ids)];
}

/** One grant tree per system, in tabs, over one selection. */
export function AreaMenuGrant({ menus, value, onChange, testId }: { menus: AreaMenus; value: ReadonlySet<number>; onChange: (next: Set<number>) => void; testId: string }) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  if (menus.loading) return <Spin />;
  const labels = new Map(Object.values(SYSTEMS).flat().map((s) => [s.id, s.label]));
  return (
    <Tabs
      size="small"
      items={menus.trees.map(({ systemId, menus: tree }) => ({
        key: String(systemId),
        label: t(labels.get(systemId)!),
        children: (
          <div className="ec-admin-grant-tree">
            <MenuGrantTree menus={tree} value={value} onChange={onChange} buttonLabel={t('grantTree.button')} data-testid={`${testId}-${systemId}`} />
          </div>
        ),
      }))}
    />
  );
}
