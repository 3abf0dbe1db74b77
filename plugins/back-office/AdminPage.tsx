import { Result } from 'antd';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResolvedRoute } from '../../runtime/plugins/types';
import { useAdmin } from './adminContext';

// One React.lazy per route: a new one per render would remount the page.
const pages = new Map<string, LazyExoticComponent<ComponentType<Record<string, unknown>>>>();

/** A back-office page of any plugin: shown when the operator holds its permission key. */
export function AdminPage({ route }: { route: ResolvedRoute }) {
  const admin = useAdmin();
  const { t } = useTranslation();
  if (route.meta.permission && !admin.permissions.includes(route.meta.permission)) {
    return <Result status="403" title={t('common.noPermission')} data-testid="admin-no-permission" />;
  }
  let Page = pages.get(route.path);
  if (!Page) {
    Page = lazy(route.component);
    pages.set(route.path, Page);
  }
  return <Page {...(route.props ?? {})} />;
}
