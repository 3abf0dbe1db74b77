import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../app/routeGuard';
import { notifier } from '../services/notifier';
import { codeProblem, CODE_LENGTH, phoneProblem, PHONE_LENGTH, type CodeProblem, type PhoneProblem } from '../../schemas/validators/accountRules';
import { sendCode, signInWithCode } from './accountApi';
import { SIGNIN_NS } from './locales';
import { SendCodeButton } from './SendCodeButton';

/** 验证码登录: phone, 6-digit code with 获取验证码 and its 60 s countdown. */
export function CodeLoginForm() {
  const { t } = useTranslation(SIGNIN_NS);
  const { t: rt } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: PhoneProblem; code?: CodeProblem }>({});
  const [submitting, setSubmitting] = useState(false);

  const checkPhone = () => {
    const problem = phoneProblem(phone) ?? undefined;
    setErrors((e) => ({ ...e, phone: problem }));
    return !problem;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = { phone: phoneProblem(phone) ?? undefined, code: codeProblem(code) ?? undefined };
    setErrors(found);
    if (found.phone || found.code) return;
    setSubmitting(true);
    try {
      await signInWithCode(phone.trim(), code);
      notifier.toast('success', rt('login.success'), 1);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <form className="ec-login-form" onSubmit={submit} noValidate>
      <label className="ec-login-field">
        <span className="ec-visually-hidden">{t('phone')}</span>
        <Input
          size="large"
          prefix={<MobileOutlined />}
          placeholder={t('phonePlaceholder')}
          maxLength={PHONE_LENGTH}
          inputMode="numeric"
          autoComplete="tel"
          value={phone}
          status={errors.phone ? 'error' : undefined}
          onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
          data-testid="code-login-phone"
        />
        {errors.phone && (
          <span className="ec-login-error" role="alert">
            {t(errors.phone)}
          </span>
        )}
      </label>
      <div className="ec-login-field">
        <div className="ec-code-row">
          <label className="ec-code-input">
            <span className="ec-visually-hidden">{t('code')}</span>
            <Input
              size="large"
              prefix={<SafetyOutlined />}
              placeholder={t('codePlaceholder')}
              maxLength={CODE_LENGTH}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              status={errors.code ? 'error' : undefined}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              data-testid="code-login-code"
            />
          </label>
          <SendCodeButton send={() => sendCode('login', phone.trim())} beforeSend={checkPhone} testId="code-login-send" />
        </div>
        {errors.code && (
          <span className="ec-login-error" role="alert">
            {t(errors.code)}
          </span>
        )}
      </div>
      <Button type="primary" size="large" htmlType="submit" block loading={submitting} data-testid="code-login-submit">
        {rt('login.submit')}
      </Button>
    </form>
  );
}
