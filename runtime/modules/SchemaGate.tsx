import { Button } from 'antd';
import { LazyResult as Result } from '../common/LazyResult';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleSchema } from '../../schemas/types';
import { PageLoading } from '../app/PageLoading';
import { useModuleSchema } from './useModuleSchema';

/** Renders its children once the module schema has arrived; loading and failure states otherwise. */
export function SchemaGate({ moduleId, children }: { moduleId: string; children: (schema: ModuleSchema) => ReactNode }) {
  const { t } = useTranslation();
  const query = useModuleSchema(moduleId);
  if (query.isPending) return <PageLoading />;
  if (query.isError || !query.data) {
    return (
      <Result
        status="error"
        title={t('common.loadFailed')}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return <>{children(query.data)}</>;
}
