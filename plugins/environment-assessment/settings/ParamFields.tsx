import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MATERIAL_MODULES, RULES, type RuleKey } from '../contract';
import { NS } from './shared';

/** Inputs for a rule's parameters under `name` (a Form path), with the rule's bounds. */
export function ParamFields({ rule, name, testPrefix }: { rule: RuleKey | null | undefined; name: (string | number)[]; testPrefix: string }) {
  const { t } = useTranslation(NS);
  if (!rule) return null;
  return (
    <>
      {RULES[rule].params.map((p) => (
        <Form.Item key={p.key} name={[...name, p.key]} label={t(`params.${p.key}`)} rules={[{ required: true, message: t('runtime:form.required', { label: t(`params.${p.key}`) }) }]}>
          {p.kind === 'number' ? (
            <InputNumber min={p.min} max={p.max} style={{ width: 160 }} data-testid={`${testPrefix}-${p.key}`} />
          ) : (
            <Select mode="tags" style={{ minWidth: 320 }} options={DEFAULT_MATERIAL_MODULES.map((m) => ({ value: m, label: m }))} data-testid={`${testPrefix}-${p.key}`} />
          )}
        </Form.Item>
      ))}
    </>
  );
}
