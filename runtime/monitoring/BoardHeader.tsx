import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Switch } from 'antd';
import type { BoardTheme } from './useBoardTheme';

/** The heading of a monitoring board with its light/dark switch (spec §2 layout: theme switch on some dashboards). */
export function BoardHeader({
  title,
  sub,
  theme,
  onChange,
  labels,
}: {
  title: string;
  sub: string;
  theme: BoardTheme;
  onChange: (next: BoardTheme) => void;
  labels: { dark: string; light: string; switch: string };
}) {
  return (
    <header className="ec-board-header">
      <div>
        <h2>{title}</h2>
        <div className="ec-board-sub">{sub}</div>
      </div>
      <Switch
        checked={theme === 'dark'}
        onChange={(on) => onChange(on ? 'dark' : 'light')}
        checkedChildren={
          <>
            <MoonOutlined /> {labels.dark}
          </>
        }
        unCheckedChildren={
          <>
            <SunOutlined /> {labels.light}
          </>
        }
        aria-label={labels.switch}
        data-testid="board-theme-switch"
      />
    </header>
  );
}
