import { Col, Empty, Form, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../runtime/i18n';
import type { DictionaryMap } from '../../runtime/modules/dictionaries';
import { fieldControl } from '../../runtime/modules/FieldControl';
import { fieldLabel } from '../../runtime/modules/format';
import { fieldRules } from '../../runtime/modules/formRules';
import { previewFields, type DraftField } from './draft';

// Custom fields carry their options inline; no dictionary is ever looked up.
const NO_DICTIONARIES: DictionaryMap = new Map();
const FULL_WIDTH = new Set(['text', 'files', 'subtable']);

/**
 * The record form as it will look once saved, drawn with the generic form pieces (same controls and
 * rules as runtime/modules/FormPage). It can be filled in to try it; nothing is sent.
 */
export function FormPreview({ fields }: { fields: readonly DraftField[] }) {
  const { t } = useTranslation('custom-account');
  const { t: rt } = useTranslation();
  const locale = currentLocale();
  const schemaFields = useMemo(() => previewFields(fields, (n) => t('design.untitled', { n })), [fields, t]);

  if (schemaFields.length === 0) return <Empty description={t('design.previewEmpty')} />;
  return (
    <Form layout="vertical" preserve={false} validateTrigger={['onChange', 'onBlur']} data-testid="designer-preview">
      <Row gutter={16}>
        {schemaFields.map((field, index) => (
          // A new type or widget needs a fresh control and value, so the key follows them.
          <Col key={`${fields[index].key}:${field.type}:${field.multiple ? 'm' : 's'}:${field.widget ?? ''}`} xs={24} md={FULL_WIDTH.has(field.type) ? 24 : 12}>
            <Form.Item name={field.name} label={fieldLabel(field, locale)} rules={fieldRules(field, rt, locale)}>
              {fieldControl(field, locale, NO_DICTIONARIES, rt)}
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Form>
  );
}
