import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../common/reducedMotion';
import { themeFor } from '../common/theme';
import type { Locale } from '../plugins/types';

const antdLocales = { 'zh-CN': zhCN, 'en-US': enUS } as const;
const dayjsLocales: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

function asLocale(language: string): Locale {
  return language === 'en-US' ? 'en-US' : 'zh-CN';
}

/** antd components, their static dialogs and dayjs follow the i18next language and the motion preference. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { i18n, t } = useTranslation();
  const locale = asLocale(i18n.language);
  const theme = themeFor(usePrefersReducedMotion());
  dayjs.locale(dayjsLocales[locale]);

  useEffect(() => {
    // Toasts and confirm dialogs are rendered outside this tree; give them the same theme and locale.
    ConfigProvider.config({
      holderRender: (children) => (
        <ConfigProvider theme={theme} locale={antdLocales[locale]}>
          {children}
        </ConfigProvider>
      ),
    });
  }, [locale, theme]);

  return (
    <ConfigProvider theme={theme} locale={antdLocales[locale]} renderEmpty={() => <div className="ec-empty">{t('common.noData')}</div>}>
      {children}
    </ConfigProvider>
  );
}
