import { useOne } from '@refinedev/core';
import { Button, Descriptions, Result, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { FieldSchema, ModuleSchema } from '../../schemas/types';
import { PageLoading } from '../app/PageLoading';
import { pickText } from '../i18n';
import type { ModuleScreenProps } from '../plugins/types';
import { actionState } from '../shell/permissions';
import { useShell } from '../shell/ShellData';
import { useMemberScope } from '../shell/memberScope';
import { awaitingCurrentRecord } from './currentRecord';
import { useDictionaries } from './dictionaries';
import { FieldValue } from './FieldValue';
import { fieldLabel, type FormatContext } from './format';
import { sectionFields } from './formValues';
import { recordPath, useModuleNavigation } from './navigation';
import { RecordHistory } from './RecordHistory';
import { SchemaGate } from './SchemaGate';

/** Types that take the whole row of the descriptions. */
const FULL_WIDTH = new Set<FieldSchema['type']>(['text', 'files', 'subtable']);

function ModuleDetail({ schema, moduleRoute, id }: { schema: ModuleSchema; moduleRoute: string; id: string }) {
  const { t } = useTranslation();
  const { dictionaries, locale } = useDictionaries();
  const { permissions, enterprise } = useShell();
  // A group screen showing a member (docs/groups.md): the read carries the member, no edit; in an operator
  // scope the operator's keys decide.
  const scope = useMemberScope();
  const { goBack, openKeepingBack } = useModuleNavigation(scope?.listPath ?? moduleRoute);
  const { result, query } = useOne({ resource: schema.api, id, meta: scope ? { headers: scope.headers } : undefined });

  if (awaitingCurrentRecord(query)) return <PageLoading />;
  if (query.isError || !result) {
    return <Result status="warning" title={t('common.loadFailed')} extra={<Button onClick={goBack}>{t('common.back')}</Button>} />;
  }

  const sections = schema.detail?.sections ?? schema.form.sections;
  const fieldsBySection = sectionFields(schema, sections);
  const ctx: FormatContext = { locale, dictionaries, yes: t('common.yes'), no: t('common.no') };
  const editState = scope?.readOnly ? 'hidden' : actionState(permissions, schema.permissions.edit, enterprise.target);
  const columns = schema.form.columns ?? 2;

  const details = sections.map((section, index) => (
    <Descriptions
      key={index}
      className="ec-detail-section"
      title={section.title ? pickText(section.title, locale) : undefined}
      bordered
      size="middle"
      column={{ xs: 1, sm: 1, md: Math.min(columns, 2), lg: columns, xl: columns, xxl: columns }}
      items={fieldsBySection[index].map((field) => ({
        key: field.name,
        label: fieldLabel(field, locale),
        span: FULL_WIDTH.has(field.type) ? 'filled' : 1,
        children: <FieldValue field={field} value={result[field.name]} ctx={ctx} testId={`detail-${field.name}`} />,
      }))}
    />
  ));

  return (
    <div className="ec-page" data-testid={`module-detail-${schema.id}`}>
      <div className="ec-panel">
        <div className="ec-table-toolbar">
          <h3 className="ec-table-title">{t('form.detailTitle', { title: pickText(schema.title, locale) })}</h3>
          <Space>
            {editState !== 'hidden' && (
              <Button
                type="primary"
                disabled={editState === 'disabled'}
                onClick={() => openKeepingBack(recordPath(moduleRoute, 'edit', id))}
                data-testid="detail-edit"
              >
                {t('list.edit')}
              </Button>
            )}
            <Button onClick={goBack} data-testid="detail-back">
              {t('common.back')}
            </Button>
          </Space>
        </div>
        {/* The history tab loads on first open, so reading a record costs one call. */}
        <Tabs
          items={[
            { key: 'detail', label: <span data-testid="detail-tab-fields">{t('history.fieldsTab')}</span>, children: details },
            { key: 'history', label: <span data-testid="detail-tab-history">{t('history.tab')}</span>, children: <RecordHistory schema={schema} id={id} ctx={ctx} headers={scope?.headers} /> },
          ]}
        />
      </div>
    </div>
  );
}

/** Generic detail screen of a schema module (`{route}/detail/:id`): the record's fields and its audit history. */
export default function DetailPage({ moduleId, moduleRoute }: ModuleScreenProps) {
  const { id } = useParams();
  return (
    <SchemaGate moduleId={moduleId}>{(schema) => (id ? <ModuleDetail schema={schema} moduleRoute={moduleRoute} id={id} /> : null)}</SchemaGate>
  );
}
