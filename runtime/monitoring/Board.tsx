import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { ConfigProvider, Switch, theme as antdTheme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaNow } from './historyRange';
import type { BoardTheme } from './useBoardTheme';
import './board.css';

export interface BoardStat {
  key: string;
  value: ReactNode;
  alarm?: boolean;
}

/**
 * The frame of a monitoring board (the enterprise and the group dashboards): light or dark skin with its
 * switch (spec §2 layout: theme switch on some dashboards), the heading and a row of figures. Texts come
 * from the board's namespace: `heading` ({{name}}), `updated` ({{time}}), `light`, `dark`, `themeSwitch`,
 * `stat.<key>`.
 */
export function Board(props: {
  ns: string;
  name: string;
  theme: BoardTheme;
  onTheme: (next: BoardTheme) => void;
  stats: readonly BoardStat[];
  testId: string;
  statTestId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(props.ns);
  const dark = props.theme === 'dark';
  return (
    <ConfigProvider
      theme={{
        algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        // Tables sit on the board's panels transparently, their header in the panel's tint.
        components: { Table: dark ? { headerBg: 'rgba(64, 128, 255, 0.18)', colorBgContainer: 'transparent' } : { colorBgContainer: 'transparent' } },
      }}
    >
      <div className={`ec-board is-${props.theme}`} data-testid={props.testId} data-theme={props.theme}>
        <header className="ec-board-header">
          <div>
            <h2>{t('heading', { name: props.name })}</h2>
            <div className="ec-board-sub">{t('updated', { time: chinaNow().format('YYYY-MM-DD HH:mm') })}</div>
          </div>
          <Switch
            checked={dark}
            onChange={(on) => props.onTheme(on ? 'dark' : 'light')}
            checkedChildren={
              <>
                <MoonOutlined /> {t('dark')}
              </>
            }
            unCheckedChildren={
              <>
                <SunOutlined /> {t('light')}
              </>
            }
            aria-label={t('themeSwitch')}
            data-testid="board-theme-switch"
          />
        </header>
        <section className="ec-board-stats">
          {props.stats.map((s) => (
            <div className="ec-board-panel" key={s.key} data-testid={`${props.statTestId}-${s.key}`}>
              <div className="ec-stat-label">{t(`stat.${s.key}`)}</div>
              <div className={`ec-stat-value${s.alarm ? ' is-alarm' : ''}`}>{s.value}</div>
            </div>
          ))}
        </section>
        {props.children}
      </div>
    </ConfigProvider>
  );
}
