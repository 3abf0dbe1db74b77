import { LockOutlined, UserOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../app/routeGuard';
import { LanguageSwitch } from '../common/LanguageSwitch';
import { Logo } from '../common/Logo';
import { usePrefersReducedMotion } from '../common/reducedMotion';
import { themeFor } from '../common/theme';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { notifier } from '../services/notifier';
import { signInWithPassword } from '../services/session';
import { COPYRIGHT_FROM } from '../settings';
import { SIGNIN_NS } from './locales';
import { validateLogin, type LoginErrors } from './validateLogin';
import './login.css';

// Registration and password reset use antd Form: loaded only when their link is clicked.
const RegisterForm = lazy(() => import('./RegisterForm'));
const ForgotPasswordForm = lazy(() => import('./ForgotPasswordForm'));
// The code sign-in (with its send-code button) only when its tab is first opened: most sign in by password.
const CodeLoginForm = lazy(() => import('./CodeLoginForm').then((m) => ({ default: m.CodeLoginForm })));

/*
 * Imports here are deliberately narrow (antd/es/<component>, single icons): this chunk is what a
 * visitor downloads before signing in, and it must not pull Refine, the layout or the plugins.
 */

/** Accounts are at most 64 characters (app_user.account); phones 11. */
const LOGIN_MAX = 64;

function PasswordForm({ initialLogin }: { initialLogin: string }) {
  const { t } = useTranslation();
  const { t: st } = useTranslation(SIGNIN_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [phone, setPhone] = useState(initialLogin);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateLogin(phone, password);
    setErrors(found);
    if (found.phone || found.password) return;
    setSubmitting(true);
    try {
      await signInWithPassword(phone.trim(), password);
      notifier.toast('success', t('login.success'), 1);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The request layer has already told the user what went wrong.
      setSubmitting(false);
    }
  };

  return (
    <form className="ec-login-form" onSubmit={submit} noValidate>
      <label className="ec-login-field">
        <span className="ec-visually-hidden">{st('account')}</span>
        <Input
          size="large"
          prefix={<UserOutlined />}
          placeholder={st('accountPlaceholder')}
          maxLength={LOGIN_MAX}
          autoComplete="username"
          value={phone}
          status={errors.phone ? 'error' : undefined}
          onChange={(e) => setPhone(e.target.value.replace(/\s/g, ''))}
          data-testid="login-phone"
        />
        {errors.phone && (
          <span className="ec-login-error" role="alert" data-testid="login-phone-error">
            {t(errors.phone)}
          </span>
        )}
      </label>
      <label className="ec-login-field">
        <span className="ec-visually-hidden">{t('login.password')}</span>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          value={password}
          status={errors.password ? 'error' : undefined}
          onChange={(e) => setPassword(e.target.value)}
          data-testid="login-password"
        />
        {errors.password && (
          <span className="ec-login-error" role="alert" data-testid="login-password-error">
            {t(errors.password)}
          </span>
        )}
      </label>
      <Button type="primary" size="large" htmlType="submit" block loading={submitting} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </form>
  );
}

export default function LoginPage() {
  const { t } = useTranslation();
  const { t: st } = useTranslation(SIGNIN_NS);
  const [view, setView] = useState<'login' | 'register' | 'forgot'>('login');
  const [lastPhone, setLastPhone] = useState('');
  const reducedMotion = usePrefersReducedMotion();
  useDocumentTitle(t('login.welcome'));
  const backToLogin = (phone?: string) => {
    if (phone) setLastPhone(phone);
    setView('login');
  };
  return (
    <ConfigProvider theme={themeFor(reducedMotion)}>
    <div className="ec-login">
      <header className="ec-login-top">
        <div className="ec-login-brand">
          <Logo size={36} />
          <span>{t('app.title')}</span>
        </div>
        <LanguageSwitch className="ec-login-lang" />
      </header>
      <main className="ec-login-main">
        <section className="ec-login-hero" aria-hidden="true">
          <h1>{t('app.title')}</h1>
          <p>{t('app.subtitle')}</p>
        </section>
        <section className="ec-login-card">
          {view === 'login' ? (
            <>
              <h2>{t('login.welcome')}</h2>
              <Tabs
                items={[
                  { key: 'password', label: <span data-testid="tab-password">{st('tabPassword')}</span>, children: <PasswordForm initialLogin={lastPhone} /> },
                  {
                    key: 'code',
                    label: <span data-testid="tab-code">{st('tabCode')}</span>,
                    children: (
                      <Suspense fallback={<Spin className="ec-login-spin" />}>
                        <CodeLoginForm />
                      </Suspense>
                    ),
                  },
                ]}
                defaultActiveKey="password"
              />
              <div className="ec-login-links">
                <Button type="link" onClick={() => setView('register')} data-testid="login-register-link">
                  {st('register')}
                </Button>
                <Button type="link" onClick={() => setView('forgot')} data-testid="login-forgot-link">
                  {st('forgot')}
                </Button>
              </div>
            </>
          ) : (
            <Suspense fallback={<Spin className="ec-login-spin" />}>
              {view === 'register' ? <RegisterForm onDone={backToLogin} /> : <ForgotPasswordForm onDone={backToLogin} />}
            </Suspense>
          )}
        </section>
      </main>
      <footer className="ec-login-footer">{t('app.copyright', { from: COPYRIGHT_FROM, to: new Date().getFullYear() })}</footer>
    </div>
    </ConfigProvider>
  );
}
