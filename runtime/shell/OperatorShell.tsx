import { Refine } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Result } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_APP, createRefineDataProvider, ENTERPRISE_APP, OPERATOR_ENTERPRISE_HEADER, withHeaders } from '../../data-providers';
import { allOperatorKeys, type OperatorEnterprise, type OperatorKeyPatterns } from '../../schemas/contracts/operatorScope';
import { PageLoading } from '../app/PageLoading';
import { adminHttp } from '../services/adminHttp';
import { useAdminOperator } from '../services/adminOperator';
import { http } from '../services/http';
import type { EnterpriseItem } from './enterpriseChoice';
import { ScopeProvider, type MemberScope } from './memberScope';
import { refineProps } from './refineOptions';
import { pluginRegistryQuery } from './registryQuery';
import { useScopedModules } from './scopedModules';
import { menuAccess } from './serverMenus';
import { ShellContext, type ShellData } from './ShellData';
import { ButtonAuthAreaContext } from './useButtonAuth';

export const operatorHeaders = (enterpriseId: number): Record<string, string> => ({ [OPERATOR_ENTERPRISE_HEADER]: String(enterpriseId) });

/** The enterprise and the enterprise keys (patterns) the signed-in operator holds there. */
export function useOperatorEnterprise(enterpriseId: number | undefined) {
  return useQuery({
    queryKey: ['operatorScope', enterpriseId],
    queryFn: () => adminHttp.get<{ enterprise: OperatorEnterprise; keys: OperatorKeyPatterns }>(`${ADMIN_APP}/operatorScope/enterprise/${enterpriseId}`),
    enabled: enterpriseId !== undefined,
    staleTime: 60_000,
  });
}

const NO_MENUS = menuAccess([], []);

/**
 * The operator scope in the browser (docs/operator-scope.md): around a feature screen of the client area
 * shown in the back office, the shell that screen expects — the chosen enterprise, the enterprise keys the
 * operator holds there as its permissions (button states; no client menus, so no route's buttonAuth),
 * its modules — plus Refine whose calls, like every call of the scope (useMemberScope().headers), carry
 * operator_enterprise_id and so go with the back office's session. The server enforces the same keys.
 */
export function OperatorShell({
  enterpriseId,
  detailPath,
  listPath,
  children,
}: {
  enterpriseId: number;
  detailPath: (id: string | number) => string;
  listPath: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const operator = useAdminOperator();
  const queryClient = useQueryClient();
  const headers = useMemo(() => operatorHeaders(enterpriseId), [enterpriseId]);
  const held = useOperatorEnterprise(enterpriseId);
  const registry = useQuery(pluginRegistryQuery);
  const modules = useScopedModules(headers);
  const dataProvider = useMemo(() => createRefineDataProvider(withHeaders(http, headers), { prefix: ENTERPRISE_APP }), [headers]);
  const scope = useMemo<MemberScope>(
    () => ({ kind: 'operator', memberId: enterpriseId, headers, sessionHeaders: headers, readOnly: false, detailPath, listPath }),
    [enterpriseId, headers, detailPath, listPath],
  );

  const shell = useMemo<ShellData | null>(() => {
    if (!held.data || !registry.data || !modules.data) return null;
    const { enterprise: found, keys } = held.data;
    const enterprise: EnterpriseItem = { ...found };
    const permissions = allOperatorKeys(keys);
    return {
      registry: registry.data,
      user: { id: operator.id, name: operator.name, phone: operator.phone, permissions: [...permissions] },
      permissions,
      enterprises: [enterprise],
      enterprise,
      modules: modules.data,
      // No client route is open here: the screens' buttons follow the operator's keys alone.
      routes: [],
      menus: [],
      serverMenus: [],
      menuAccess: NO_MENUS,
      canOpen: () => false,
      isEnterprise: true,
      loaded: true,
      switchEnterprise: () => undefined,
    };
  }, [held.data, registry.data, modules.data, operator]);

  if (held.isError || modules.isError) return <Result status="403" title={t('operator.unavailable')} data-testid="operator-unavailable" />;
  if (!shell) return <PageLoading />;
  return (
    <Refine dataProvider={dataProvider} {...refineProps(queryClient)}>
      <ShellContext.Provider value={shell}>
        <ButtonAuthAreaContext.Provider value="admin">
          <ScopeProvider value={scope}>{children}</ScopeProvider>
        </ButtonAuthAreaContext.Provider>
      </ShellContext.Provider>
    </Refine>
  );
}
