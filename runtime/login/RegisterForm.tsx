import { UserOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { nameProblem, NAME_INPUT_MAX } from '../../schemas/validators/accountRules';
import { register, sendCode } from './accountApi';
import { NewPasswordFields, PhoneCodeFields, ruleOf } from './formFields';
import { SIGNIN_NS } from './locales';
import { useAccountSubmit } from './useAccountSubmit';

interface Values {
  phone: string;
  code: string;
  name: string;
  password: string;
  confirm: string;
}

/** 注册: phone + code, name, password with strength meter and confirmation (lazy-loaded from the login page). */
export default function RegisterForm({ onDone }: { onDone: (phone?: string) => void }) {
  const { t } = useTranslation(SIGNIN_NS);
  const [form] = Form.useForm<Values>();
  const { submitting, submit } = useAccountSubmit(
    (values: Values) =>
      register({ phone: values.phone.trim(), code: values.code, name: values.name.trim(), password: values.password }),
    'registerSuccess',
    onDone,
  );


  return (
    <div className="ec-login-panel" data-testid="register-form">
      <h2>{t('registerTitle')}</h2>
      <Form form={form} onFinish={(v) => void submit(v)} className="ec-login-antd-form" requiredMark={false}>
        <PhoneCodeFields form={form} send={(phone) => sendCode('register', phone)} testIdPrefix="register" />
        <Form.Item name="name" rules={[ruleOf(nameProblem, t)]}>
          <Input size="large" prefix={<UserOutlined />} placeholder={t('namePlaceholder')} maxLength={NAME_INPUT_MAX} data-testid="register-name" />
        </Form.Item>
        <NewPasswordFields testIdPrefix="register" />
        <Button type="primary" size="large" htmlType="submit" block loading={submitting} data-testid="register-submit">
          {t('registerSubmit')}
        </Button>
      </Form>
      <div className="ec-login-links">
        <span>{t('haveAccount')}</span>
        <Button type="link" onClick={() => onDone()} data-testid="back-to-login">
          {t('backToLogin')}
        </Button>
      </div>
    </div>
  );
}
