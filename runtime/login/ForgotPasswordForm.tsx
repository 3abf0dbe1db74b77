import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { resetPassword, sendCode } from './accountApi';
import { NewPasswordFields, PhoneCodeFields } from './formFields';
import { SIGNIN_NS } from './locales';
import { useAccountSubmit } from './useAccountSubmit';

interface Values {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

/** 忘记密码: phone + code, then a new password (lazy-loaded from the login page). */
export default function ForgotPasswordForm({ onDone }: { onDone: (phone?: string) => void }) {
  const { t } = useTranslation(SIGNIN_NS);
  const [form] = Form.useForm<Values>();
  const { submitting, submit } = useAccountSubmit(
    (values: Values) => resetPassword({ phone: values.phone.trim(), code: values.code, password: values.password }),
    'forgotSuccess',
    onDone,
  );


  return (
    <div className="ec-login-panel" data-testid="forgot-form">
      <h2>{t('forgotTitle')}</h2>
      <Form form={form} onFinish={(v) => void submit(v)} className="ec-login-antd-form" requiredMark={false}>
        <PhoneCodeFields form={form} send={(phone) => sendCode('forgetPassword', phone)} testIdPrefix="forgot" />
        <NewPasswordFields testIdPrefix="forgot" />
        <Button type="primary" size="large" htmlType="submit" block loading={submitting} data-testid="forgot-submit">
          {t('forgotSubmit')}
        </Button>
      </Form>
      <div className="ec-login-links">
        <Button type="link" onClick={() => onDone()} data-testid="back-to-login">
          {t('backToLogin')}
        </Button>
      </div>
    </div>
  );
}
