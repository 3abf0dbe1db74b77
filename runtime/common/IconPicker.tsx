import { Button, Empty, Input, Popover, Space } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_ICONS, type MenuIconName } from '../../schemas/contracts/menuIcons';
import { menuIcon } from '../layout/icons';
import './icon-picker.css';

/** Icons whose name contains the filter text (case-insensitive), in the set's order. */
export function filterIcons(filter: string): MenuIconName[] {
  const needle = filter.trim().toLowerCase();
  return needle ? MENU_ICONS.filter((name) => name.includes(needle)) : [...MENU_ICONS];
}

/** Grid columns; arrow keys move by one cell or one row. */
const COLUMNS = 4;

/** The cell focus moves to from `index` on an arrow key, or null for other keys. */
export function nextCell(index: number, key: string, count: number): number | null {
  const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS }[key];
  if (step === undefined) return null;
  return Math.min(count - 1, Math.max(0, index + step));
}

export interface IconPickerProps {
  /** The chosen icon; null/undefined: none chosen, the default shows. */
  value?: MenuIconName | null;
  onChange?: (value: MenuIconName | null) => void;
  /** What shows while none is chosen (e.g. the icon the plugin declares). */
  defaultIcon?: MenuIconName | null;
  disabled?: boolean;
  testId?: string;
  id?: string;
}

/**
 * The icon picker of spec §2 generic screens: a control showing the current icon and its name, opening a
 * filterable grid of the platform's menu icons; the clear button goes back to the default. Keyboard:
 * Enter/Space or ArrowDown open it, the filter takes focus, Enter picks the first match, the arrows move
 * through the grid and Escape closes it. Works as an antd Form.Item control (value/onChange).
 */
export function IconPicker({ value, onChange, defaultIcon, disabled, testId = 'icon-picker', id }: IconPickerProps) {
  const { t } = useTranslation('runtime');
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const grid = useRef<HTMLDivElement>(null);
  const shown = filterIcons(filter);
  const current = value ?? defaultIcon ?? null;

  const close = () => {
    setOpen(false);
    setFilter('');
  };
  const pick = (name: MenuIconName | null) => {
    onChange?.(name);
    close();
  };
  const focusCell = (index: number) => grid.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  const onGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const cells = [...(grid.current?.querySelectorAll('button') ?? [])];
    const index = cells.indexOf(document.activeElement as HTMLButtonElement);
    const next = index < 0 ? null : nextCell(index, event.key, cells.length);
    if (next === null) return;
    event.preventDefault();
    focusCell(next);
  };

  const panel = (
    <div className="ec-icon-picker-panel" data-testid={`${testId}-panel`} onKeyDown={(e) => e.key === 'Escape' && close()}>
      <Input
        autoFocus
        allowClear
        value={filter}
        placeholder={t('picker.iconFilter')}
        aria-label={t('picker.iconFilter')}
        data-testid={`${testId}-filter`}
        onChange={(e) => setFilter(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && shown.length > 0) pick(shown[0]);
          if (e.key === 'ArrowDown' && shown.length > 0) {
            e.preventDefault();
            focusCell(0);
          }
        }}
      />
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('picker.iconNone')} />
      ) : (
        <div className="ec-icon-picker-grid" role="listbox" aria-label={t('picker.iconChoose')} ref={grid} onKeyDown={onGridKey}>
          {shown.map((name) => (
            <button
              type="button"
              key={name}
              role="option"
              aria-selected={name === value}
              className={`ec-icon-picker-cell${name === value ? ' is-selected' : ''}`}
              data-testid={`${testId}-option-${name}`}
              onClick={() => pick(name)}
            >
              <span className="ec-icon-picker-glyph">{menuIcon(name)}</span>
              <span className="ec-icon-picker-name">{name}</span>
            </button>
          ))}
        </div>
      )}
      <Button size="small" type="link" data-testid={`${testId}-clear`} onClick={() => pick(null)} disabled={!value}>
        {t('picker.iconClear')}
      </Button>
    </div>
  );

  return (
    <Popover
      open={open && !disabled}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      trigger="click"
      content={panel}
      title={t('picker.iconChoose')}
      placement="bottomLeft"
      destroyOnHidden
    >
      <Button
        id={id}
        disabled={disabled}
        data-testid={testId}
        data-value={value ?? ''}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t('picker.iconChoose')}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Space size={6}>
          {menuIcon(current ?? undefined)}
          <span>{current ?? t('picker.iconDefault')}</span>
          {!value && current && <span className="ec-icon-picker-hint">({t('picker.iconDefault')})</span>}
        </Space>
      </Button>
    </Popover>
  );
}
