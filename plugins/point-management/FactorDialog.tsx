import { Form, Input, Select, Switch, type ButtonProps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LockedModal } from '../../runtime/common/LockedModal';
import { FACTOR_MEDIA } from '../../schemas/contracts/monitoring/pointTypes';
import { factorApi, type FactorInput, type FactorRecord } from './factorApi';

const NS = 'point-management';
/** Empty optional texts are stored as null, not as empty strings. */
const orNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/** Add a factor (`factor` null) or edit one: everything but the code, which stored data refers to. */
export function FactorDialog({ open, factor, onClose, onSaved }: { open: boolean; factor: FactorRecord | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<FactorInput>();
  useEffect(() => {
    if (open) form.setFieldsValue(factor ?? { code: '', name: '', code2005: null, medium: undefined, unit: null, unitAmount: null, dataType: null, enabled: true });
  }, [open, factor, form]);

  const save = async () => {
    const v = await form.validateFields();
    const input = { name: v.name.trim(), code2005: orNull(v.code2005), medium: v.medium, unit: orNull(v.unit), unitAmount: orNull(v.unitAmount), dataType: orNull(v.dataType), enabled: v.enabled };
    if (factor) await factorApi.update(factor.id, input);
    else await factorApi.create({ ...input, code: v.code.trim() });
    onSaved();
  };

  return (
    <LockedModal open={open} title={t(factor ? 'factor.editTitle' : 'factor.addTitle')} onOk={() => void save().catch(() => undefined)} onCancel={onClose}
      okButtonProps={{ 'data-testid': 'factor-save' } as ButtonProps} destroyOnHidden forceRender>
      <Form form={form} layout="vertical" data-testid="factor-form">
        <Form.Item name="code" label={t('factor.code')} extra={factor ? undefined : t('factor.codeRule')}
          rules={[{ required: true, pattern: /^[A-Za-z0-9_]{1,20}$/, message: t('factor.codeRule') }]}>
          <Input maxLength={20} disabled={!!factor} data-testid="factor-code" />
        </Form.Item>
        <Form.Item name="name" label={t('factor.name')} rules={[{ required: true, whitespace: true, message: t('factor.nameRequired') }]}>
          <Input maxLength={50} data-testid="factor-name" />
        </Form.Item>
        <Form.Item name="medium" label={t('factor.medium')} rules={[{ required: true, message: t('factor.mediumRequired') }]}>
          <Select options={FACTOR_MEDIA.map((m) => ({ value: m, label: t(`factor.media.${m}`) }))} data-testid="factor-medium" />
        </Form.Item>
        <Form.Item name="code2005" label={t('factor.code2005')} rules={[{ pattern: /^[0-9A-Za-z]*$/, message: t('factor.code2005Rule') }]}>
          <Input maxLength={10} data-testid="factor-code2005" />
        </Form.Item>
        <Form.Item name="unit" label={t('factor.unit')}>
          <Input maxLength={20} data-testid="factor-unit" />
        </Form.Item>
        <Form.Item name="unitAmount" label={t('factor.unitAmount')}>
          <Input maxLength={20} data-testid="factor-unit-amount" />
        </Form.Item>
        <Form.Item name="dataType" label={t('factor.dataType')} rules={[{ pattern: /^N\d{1,2}(\.\d)?$/, message: t('factor.dataTypeRule') }]}>
          <Input maxLength={10} placeholder="N3.1" data-testid="factor-data-type" />
        </Form.Item>
        <Form.Item name="enabled" label={t('factor.enabled')} valuePropName="checked">
          <Switch data-testid="factor-enabled" />
        </Form.Item>
      </Form>
    </LockedModal>
  );
}
