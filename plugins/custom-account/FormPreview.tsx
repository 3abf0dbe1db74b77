import { Col, Empty, Form, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../runtime/i18n';
import type { DictionaryMap } from '../../runtime/modules/dictionaries';
import { fieldControl } from '../../runtime/modules/FieldControl';
import { fieldLabel } from '../../runtime/modules/format';
import { fieldRules } from '../../runtime/modules/formRules';
import { customFormLayout, type CustomFormColumns } from '../../schemas/customLedger';
import { previewFields, type DraftField } from './draft';

// Custom fields carry their options inline; no dictionary is ever looked up.
const NO_DICTIONARIES: DictionaryMap = new Map();
const FULL_WIDTH = new Set<string>(['text', 'files', 'subtable']);

/**
 * The record form as it will look once saved, drawn with the generic form pieces (same controls, rules
 * and layout — columns and titled sections — as runtime/modules/FormPage). It can be filled in to try
 * it; nothing is sent.
 */
export function FormPreview({ fields, columns }: { fields: readonly DraftField[]; columns: CustomFormColumns }) {
  const { t } = useTranslation('custom-account');
  const { t: rt } = useTranslation();
  const locale = currentLocale();
  const schemaFields = useMemo(() => previewFields(fields, (n) => t('design.untitled', { n })), [fields, t]);
  const layout = useMemo(() => customFormLayout(fields.map((f, i) => ({ name: schemaFields[i].name, section: f.section })), columns), [fields, schemaFields, columns]);

  if (schemaFields.length === 0) return <Empty description={t('design.previewEmpty')} />;
  const indexOf = new Map(schemaFields.map((f, i) => [f.name, i]));
  return (
    <Form layout="vertical" preserve={false} validateTrigger={['onChange', 'onBlur']} data-testid="designer-preview">
      {layout.sections.map((section, s) => (
        <section key={s} className="ec-form-section" data-testid="designer-preview-section">
          {section.title && <h4 className="ec-section-title">{section.title['zh-CN']}</h4>}
          <Row gutter={16}>
            {section.fields.map((name) => {
              const index = indexOf.get(name)!;
              const field = schemaFields[index];
              return (
                // A new type or widget needs a fresh control and value, so the key follows them.
                <Col key={`${fields[index].key}:${field.type}:${field.multiple ? 'm' : 's'}:${field.widget ?? ''}`} xs={24} md={FULL_WIDTH.has(field.type) ? 24 : 24 / columns}>
                  <Form.Item name={field.name} label={fieldLabel(field, locale)} rules={fieldRules(field, rt, locale)}>
                    {fieldControl(field, locale, NO_DICTIONARIES, rt)}
                  </Form.Item>
                </Col>
              );
            })}
          </Row>
        </section>
      ))}
    </Form>
  );
}
