import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import Form, { type FormInstance } from 'antd/es/form';
import type { Rule } from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { codeProblem, CODE_LENGTH, passwordProblem, phoneProblem, PHONE_LENGTH } from '../../schemas/validators/accountRules';
import { SIGNIN_NS } from './locales';
import { SendCodeButton } from './SendCodeButton';
import { StrengthMeter } from './StrengthMeter';

/*
 * antd Form fields shared by the registration and reset forms and the personal centre. Only lazily
 * loaded screens import this file: antd's Form stays out of the login page's first chunk.
 */

type Translate = (key: string) => string;

/** An antd rule from a rule of accountRules (its result is an i18n key of the signin namespace). */
export function ruleOf(check: (value: string) => string | null, t: Translate): Rule {
  return {
    validator: (_rule, value: unknown) => {
      const problem = check(typeof value === 'string' ? value : '');
      return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
    },
  };
}

/** Confirmation equal to the field `of` (密码不一致). */
export function confirmRule(t: Translate, of = 'password'): Rule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => {
      if (!value) return Promise.reject(new Error(t('confirmRequired')));
      return value === getFieldValue(of) ? Promise.resolve() : Promise.reject(new Error(t('confirmMismatch')));
    },
  });
}

/** Phone input plus code input with 获取验证码; the phone is validated before a code is requested. */
export function PhoneCodeFields({
  form,
  send,
  testIdPrefix,
  phoneName = 'phone',
  phoneDisabled,
}: {
  form: FormInstance;
  send: (phone: string) => Promise<unknown>;
  testIdPrefix: string;
  phoneName?: string;
  phoneDisabled?: boolean;
}) {
  const { t } = useTranslation(SIGNIN_NS);
  const beforeSend = () =>
    form.validateFields([phoneName]).then(
      () => true,
      () => false,
    );
  return (
    <>
      <Form.Item name={phoneName} rules={[ruleOf(phoneProblem, t)]} validateTrigger="onBlur">
        <Input
          size="large"
          prefix={<MobileOutlined />}
          placeholder={t('phonePlaceholder')}
          maxLength={PHONE_LENGTH}
          inputMode="numeric"
          disabled={phoneDisabled}
          data-testid={`${testIdPrefix}-phone`}
        />
      </Form.Item>
      <Form.Item required>
        <div className="ec-code-row">
          <Form.Item name="code" noStyle rules={[ruleOf(codeProblem, t)]}>
            <Input size="large" prefix={<SafetyOutlined />} placeholder={t('codePlaceholder')} maxLength={CODE_LENGTH} inputMode="numeric" data-testid={`${testIdPrefix}-code`} />
          </Form.Item>
          <SendCodeButton send={() => send(String(form.getFieldValue(phoneName)).trim())} beforeSend={beforeSend} testId={`${testIdPrefix}-send-code`} />
        </div>
      </Form.Item>
    </>
  );
}

/** New password with the strength meter, then its confirmation. */
export function NewPasswordFields({ testIdPrefix, label }: { testIdPrefix: string; label?: string }) {
  const { t } = useTranslation(SIGNIN_NS);
  return (
    <>
      <Form.Item label={label} name="password" rules={[ruleOf(passwordProblem, t)]}>
        <Input.Password size="large" prefix={<LockOutlined />} placeholder={t('passwordPlaceholder')} autoComplete="new-password" data-testid={`${testIdPrefix}-password`} />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a, b) => a.password !== b.password}>
        {({ getFieldValue }) => <StrengthMeter password={String(getFieldValue('password') ?? '')} />}
      </Form.Item>
      <Form.Item name="confirm" dependencies={['password']} rules={[confirmRule(t)]}>
        <Input.Password size="large" prefix={<LockOutlined />} placeholder={t('confirmPlaceholder')} autoComplete="new-password" data-testid={`${testIdPrefix}-confirm`} />
      </Form.Item>
    </>
  );
}
