import { Form, Input, type ButtonProps } from 'antd';
import { LockedModal } from '../../runtime/common/LockedModal';
import { useState } from 'react';
import { ApiRequestError } from '../../data-providers/errors';
import { useTranslation } from 'react-i18next';
import { nameProblem, NAME_INPUT_MAX } from '../../schemas/validators/accountRules';
import { ruleOf } from '../../runtime/login/formFields';
import { SIGNIN_NS } from '../../runtime/login/locales';
import { useAccountArea } from './accountArea';

/** 修改姓名 (spec §5 name rules), then 您已成功修改姓名，请重新登录 and a fresh sign-in. */
export function ChangeNameDialog({ open, current, onClose }: { open: boolean; current: string; onClose: () => void }) {
  const { t } = useTranslation('personal-center');
  const { t: st } = useTranslation(SIGNIN_NS);
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  const { api, signInAgain } = useAccountArea();

  const save = async () => {
    const { name } = await form.validateFields();
    setSaving(true);
    try {
      await api.updateName(name.trim());
      onClose();
      await signInAgain(t('name.success'), false);
    } catch (err) {
      if (err instanceof ApiRequestError) form.setFields([{ name: 'name', errors: [err.message] }]);
      setSaving(false);
    }
  };

  return (
    <LockedModal
      open={open}
      title={t('name.title')}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'name-submit' } as ButtonProps}
      cancelText={t('cancel')}
      destroyOnHidden
      width={440}
    >
      <Form form={form} layout="vertical" initialValues={{ name: current }} requiredMark={false} className="ec-pc-dialog-form">
        <Form.Item name="name" label={t('name.label')} rules={[ruleOf(nameProblem, st)]}>
          <Input maxLength={NAME_INPUT_MAX} placeholder={st('namePlaceholder')} data-testid="name-input" />
        </Form.Item>
      </Form>
    </LockedModal>
  );
}
