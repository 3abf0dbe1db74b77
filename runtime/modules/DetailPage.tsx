import { useOne } from '@refinedev/core';
import { Button, Descriptions, Result, Space } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ModuleSchema } from '../../schemas/types';
import { PageLoading } from '../app/PageLoading';
import { pickText } from '../i18n';
import type { ModuleScreenProps } from '../plugins/types';
import { actionState } from '../shell/permissions';
import { useShell } from '../shell/ShellData';
import { useDictionaries } from './dictionaries';
import { fieldLabel, formatWithUnit, type FormatContext } from './format';
import { sectionFields } from './formValues';
import { useModuleNavigation } from './navigation';
import { SchemaGate } from './SchemaGate';
import type { FileEntry } from '../../plugins/upload/types';

// Attachments show as the upload plugin's file list (preview, download); loaded only when present.
const FileList = lazy(() => import('../../plugins/file-preview/FileList'));


function ModuleDetail({ schema, moduleRoute, id }: { schema: ModuleSchema; moduleRoute: string; id: string }) {
  const { t } = useTranslation();
  const { dictionaries, locale } = useDictionaries();
  const { permissions, enterprise } = useShell();
  const { goBack, openKeepingBack } = useModuleNavigation(moduleRoute);
  const { result, query } = useOne({ resource: schema.api, id });

  if (query.isPending) return <PageLoading />;
  if (query.isError || !result) {
    return <Result status="warning" title={t('common.loadFailed')} extra={<Button onClick={goBack}>{t('common.back')}</Button>} />;
  }

  const sections = schema.detail?.sections ?? schema.form.sections;
  const fieldsBySection = sectionFields(schema, sections);
  const ctx: FormatContext = { locale, dictionaries, yes: t('common.yes'), no: t('common.no') };
  const editState = actionState(permissions, schema.permissions.edit, enterprise.target);
  const columns = schema.form.columns ?? 2;

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
                onClick={() => openKeepingBack(`${moduleRoute}/edit/${encodeURIComponent(id)}`)}
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
        {sections.map((section, index) => (
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
              span: field.type === 'text' || field.type === 'files' ? 'filled' : 1,
              children:
                field.type === 'files' && Array.isArray(result[field.name]) ? (
                  <Suspense fallback={null}>
                    <FileList files={result[field.name] as FileEntry[]} testId={`detail-${field.name}`} />
                  </Suspense>
                ) : (
                  <span data-testid={`detail-${field.name}`}>{formatWithUnit(field, result[field.name], ctx)}</span>
                ),
            }))}
          />
        ))}
      </div>
    </div>
  );
}

/** Generic detail screen of a schema module (`{route}/detail/:id`). */
export default function DetailPage({ moduleId, moduleRoute }: ModuleScreenProps) {
  const { id } = useParams();
  return (
    <SchemaGate moduleId={moduleId}>{(schema) => (id ? <ModuleDetail schema={schema} moduleRoute={moduleRoute} id={id} /> : null)}</SchemaGate>
  );
}
