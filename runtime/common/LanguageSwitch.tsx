import { GlobalOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../i18n';

/** Toggles zh-CN / en-US; the label names the language it switches to. */
export function LanguageSwitch({ className, compact }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const next = currentLocale() === 'zh-CN' ? 'en-US' : 'zh-CN';
  return (
    <Button
      type="text"
      className={className}
      icon={<GlobalOutlined />}
      aria-label={t('language.label')}
      title={t('language.label')}
      data-testid="language-switch"
      onClick={() => void changeLocale(next)}
    >
      {compact ? null : <span className="ec-navbar-text">{t('language.switchTo')}</span>}
    </Button>
  );
}
