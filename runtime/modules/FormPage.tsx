import { useCreate, useOne, useUpdate, type BaseRecord } from '@refinedev/core';
import { Button, Col, Form, Result, Row, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../data-providers';
import type { FieldSchema, ModuleSchema } from '../../schemas/types';
import { PageLoading } from '../app/PageLoading';
import { useClickLock } from '../common/useClickLock';
import { pickText } from '../i18n';
import { useOwnTab } from '../layout/pageTabsContext';
import type { ModuleScreenProps } from '../plugins/types';
import { notifier } from '../services/notifier';
import { awaitingCurrentRecord } from './currentRecord';
import { useDictionaries } from './dictionaries';
import { fieldControl } from './FieldControl';
import { fieldLabel } from './format';
import { crossFieldItem, failedFormMessage, fieldRules } from './formRules';
import { buildPayload, defaultValues, errorNamePath, sectionFields } from './formValues';
import { useModuleNavigation } from './navigation';
import { SchemaGate } from './SchemaGate';
import { SubtableField } from './SubtableField';

/** Types that need the whole row whatever the column count. */
const FULL_WIDTH = new Set<FieldSchema['type']>(['text', 'files', 'subtable']);

interface ModuleFormProps {
  schema: ModuleSchema;
  moduleRoute: string;
  mode: 'add' | 'edit';
  id?: string;
  record?: BaseRecord;
}

function ModuleForm({ schema, moduleRoute, mode, id, record }: ModuleFormProps) {
  const { t } = useTranslation();
  const { dictionaries, locale } = useDictionaries();
  const { goBack } = useModuleNavigation(moduleRoute);
  const ownTab = useOwnTab();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const { locked, guard } = useClickLock();
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();

  const sections = useMemo(() => sectionFields(schema), [schema]);
  const formFields = useMemo(() => sections.flat(), [sections]);
  const initialValues = useMemo(
    () => (mode === 'add' ? defaultValues(formFields) : Object.fromEntries(formFields.map((f) => [f.name, record?.[f.name]]))),
    [mode, formFields, record],
  );
  const span = 24 / (schema.form.columns ?? 2);
  const requiredTexts = useMemo(() => new Set(formFields.map((f) => t('form.required', { label: fieldLabel(f, locale) }))), [formFields, t, locale]);
  const title = pickText(schema.title, locale);

  const save = async (values: Record<string, unknown>) => {
    if (saving) return;
    setSaving(true);
    const payload = buildPayload(formFields, values, mode, record);
    try {
      if (mode === 'add') {
        await create({ resource: schema.api, values: payload, successNotification: false, errorNotification: false });
      } else {
        // The record's own id keeps its JSON type (the route parameter is always a string).
        const recordId = (record?.id as string | number | undefined) ?? (id as string);
        await update({ resource: schema.api, id: recordId, values: payload, successNotification: false, errorNotification: false });
      }
    } catch (error) {
      // Server-side field errors (code 2010102) go next to their fields, sub-table ones to their cell; the toast has been shown.
      if (error instanceof ApiRequestError && error.errors) {
        form.setFields(Object.entries(error.errors).map(([name, text]) => ({ name: errorNamePath(name), errors: [text] })));
      }
      setSaving(false);
      return;
    }
    notifier.toast('success', t('form.saveSuccess'), 1);
    // A saved form is done: kept alive in its tab it would come back with the values typed and its
    // save button still locked, instead of opening afresh on the saved record.
    ownTab.close();
    goBack();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      validateTrigger={['onChange', 'onBlur']}
      scrollToFirstError
      onFinish={(values) => void save(values)}
      onFinishFailed={({ errorFields }) => notifier.toast('warning', failedFormMessage(errorFields, requiredTexts, t('form.incomplete')), 1.5)}
      className="ec-page ec-module-form"
      data-testid={`module-form-${schema.id}`}
    >
      <div className="ec-panel">
        <h3 className="ec-form-title">{t(mode === 'add' ? 'form.addTitle' : 'form.editTitle', { title })}</h3>
        {schema.form.sections.map((section, index) => (
          <section key={index} className="ec-form-section">
            {section.title && <h4 className="ec-section-title">{pickText(section.title, locale)}</h4>}
            <Row gutter={24}>
              {sections[index].map((field) => (
                <Col key={field.name} xs={24} md={FULL_WIDTH.has(field.type) ? 24 : span}>
                  {field.type === 'subtable' && !field.widget ? (
                    <SubtableField field={field} locale={locale} dictionaries={dictionaries} t={t} help={field.help ? pickText(field.help, locale) : undefined} />
                  ) : (
                    <Form.Item
                      name={field.name}
                      label={fieldLabel(field, locale)}
                      rules={[...fieldRules(field, t, locale), ...crossFieldItem(schema, field, locale).rules]}
                      dependencies={crossFieldItem(schema, field, locale).dependencies}
                      extra={field.help ? pickText(field.help, locale) : undefined}
                     
                    >
                      {fieldControl(field, locale, dictionaries, t)}
                    </Form.Item>
                  )}
                </Col>
              ))}
            </Row>
          </section>
        ))}
      </div>
      <div className="ec-form-footer">
        <Space>
          <Button onClick={goBack} disabled={saving} data-testid="form-cancel">
            {t('form.cancel')}
          </Button>
          {/* Spec §5: the save button locks for 2 s after a click; `saving` keeps it locked until the answer. */}
          <Button type="primary" loading={saving} disabled={saving || locked} onClick={guard(() => form.submit())} data-testid="form-submit">
            {t('form.save')}
          </Button>
        </Space>
      </div>
    </Form>
  );
}

function EditForm({ schema, moduleRoute, id }: { schema: ModuleSchema; moduleRoute: string; id: string }) {
  const { t } = useTranslation();
  const { goBack } = useModuleNavigation(moduleRoute);
  const { result, query } = useOne({ resource: schema.api, id });
  if (awaitingCurrentRecord(query)) return <PageLoading />;
  if (query.isError || !result) {
    return <Result status="warning" title={t('common.loadFailed')} extra={<Button onClick={goBack}>{t('common.back')}</Button>} />;
  }
  return <ModuleForm schema={schema} moduleRoute={moduleRoute} mode="edit" id={id} record={result} />;
}

/** Generic add (`{route}/add`) and edit (`{route}/edit/:id`) screen of a schema module. */
export default function FormPage({ moduleId, moduleRoute, mode = 'add' }: ModuleScreenProps) {
  const { id } = useParams();
  return (
    <SchemaGate moduleId={moduleId}>
      {(schema) =>
        mode === 'edit' && id ? (
          <EditForm schema={schema} moduleRoute={moduleRoute} id={id} />
        ) : (
          <ModuleForm schema={schema} moduleRoute={moduleRoute} mode="add" />
        )
      }
    </SchemaGate>
  );
}
