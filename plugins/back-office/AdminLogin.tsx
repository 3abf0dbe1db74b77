import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../runtime/common/LanguageSwitch';
import { Logo } from '../../runtime/common/Logo';
import { useDocumentTitle } from '../../runtime/common/useDocumentTitle';
import { COPYRIGHT_FROM, settings } from '../../runtime/settings';
import { ADMIN_HOME_PATH, adminSignIn } from './adminHttp';
import { BACK_OFFICE_NS } from './locales';
import '../../runtime/login/login.css';

/** Only back-office paths are accepted as a redirect target. */
function safeAdminRedirect(value: string | null): string {
  return value && /^\/admin\/[A-Za-z0-9/_-]*$/.test(value) && value !== '/admin/login' ? value : ADMIN_HOME_PATH;
}

/** #/admin/login: account (or phone) and password; the password is pre-hashed like the client sign-in. */
export default function AdminLogin({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const { t: rt } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const appTitle = rt(settings.adminAppTitleKey);
  useDocumentTitle(t('login.title'));

  const submit = async (values: { account: string; password: string }) => {
    setSubmitting(true);
    try {
      await adminSignIn(values.account.trim(), values.password);
      onSignedIn();
      navigate(safeAdminRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The request layer has shown the reason.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="ec-login ec-admin-login">
      <header className="ec-login-top">
        <div className="ec-login-brand">
          <Logo size={36} />
          <span>{appTitle}</span>
        </div>
        <LanguageSwitch className="ec-login-lang" />
      </header>
      <main className="ec-login-main">
        <section className="ec-login-hero" aria-hidden="true">
          <h1>{appTitle}</h1>
          <p>{rt('app.title')}</p>
        </section>
        <section className="ec-login-card">
          <h2>{t('login.title')}</h2>
          <Form layout="vertical" size="large" onFinish={(v) => void submit(v)} requiredMark={false}>
            <Form.Item name="account" label={t('login.account')} rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}>
              <Input prefix={<UserOutlined />} maxLength={64} autoComplete="username" data-testid="admin-login-account" />
            </Form.Item>
            <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
              <Input.Password prefix={<LockOutlined />} maxLength={16} autoComplete="current-password" data-testid="admin-login-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting} data-testid="admin-login-submit">
              {t('login.submit')}
            </Button>
          </Form>
        </section>
      </main>
      <footer className="ec-login-footer">{rt('app.copyright', { from: COPYRIGHT_FROM, to: new Date().getFullYear() })}</footer>
    </div>
  );
}
