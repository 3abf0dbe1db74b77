import { Form, Input, type ButtonProps } from 'antd';
import { LockedModal } from '../../runtime/common/LockedModal';
import { useState } from 'react';
import { ApiRequestError } from '../../data-providers/errors';
import { useTranslation } from 'react-i18next';
import { codeProblem, CODE_LENGTH } from '../../schemas/validators/accountRules';
import { NewPasswordFields, ruleOf } from '../../runtime/login/formFields';
import { SIGNIN_NS } from '../../runtime/login/locales';
import { SendCodeButton } from '../../runtime/login/SendCodeButton';
import { useAccountArea } from './accountArea';

interface Values {
  code: string;
  password: string;
  confirm: string;
}

/**
 * 修改登录密码: a code to the current phone, the new password with the strength meter and confirmation;
 * then 修改登录密码成功，请重新登录, logout and the login page with a redirect.
 */
export function ChangePasswordDialog({ open, phone, onClose }: { open: boolean; phone: string; onClose: () => void }) {
  const { t } = useTranslation('personal-center');
  const { t: st } = useTranslation(SIGNIN_NS);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { api, signInAgain } = useAccountArea();

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await api.updatePassword({ code: values.code, password: values.password, phone });
      onClose();
      await signInAgain(t('password.success'), true);
    } catch (err) {
      if (err instanceof ApiRequestError) form.setFields([{ name: 'code', errors: [err.message] }]);
      setSaving(false);
    }
  };

  return (
    <LockedModal
      open={open}
      title={t('password.title')}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'password-submit' } as ButtonProps}
      cancelText={t('cancel')}
      destroyOnHidden
      width={480}
    >
      <Form form={form} layout="vertical" requiredMark={false} className="ec-pc-dialog-form">
        <Form.Item label={t('password.phone')}>
          <Input value={phone} disabled />
        </Form.Item>
        <Form.Item label={st('code')} required>
          <div className="ec-code-row">
            <Form.Item name="code" noStyle rules={[ruleOf(codeProblem, st)]}>
              <Input maxLength={CODE_LENGTH} inputMode="numeric" placeholder={st('codePlaceholder')} data-testid="password-code" />
            </Form.Item>
            <SendCodeButton
              size="middle"
              send={() => api.sendPasswordCode()}
              onError={(message) => form.setFields([{ name: 'code', errors: [message] }])}
              testId="password-send-code"
            />
          </div>
        </Form.Item>
        <NewPasswordFields testIdPrefix="password-new" label={st('newPassword')} />
      </Form>
    </LockedModal>
  );
}
