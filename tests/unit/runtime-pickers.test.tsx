// @vitest-environment jsdom
// Spec §2 generic screens: the icon picker (menu icons in the back office) and the month-day cascader
// picker (seasonal periods in risk settings) — their values, February's 29 days, wrapping periods, and the
// icon picker's filter, clear and keyboard use.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { filterIcons, IconPicker, nextCell } from '../../runtime/common/IconPicker';
import { cascaderPath, MonthDayPicker, MonthDayRangePicker, monthDayOfPath, monthDayOptions, rangeWraps, type MonthDayRange } from '../../runtime/common/MonthDayPicker';
import { initI18n } from '../../runtime/i18n';
import { chinaMonthDay, isMonthDay, monthDayInPeriod } from '../../schemas/contracts/monthDay';
import { MENU_ICONS, type MenuIconName } from '../../schemas/contracts/menuIcons';
import { stubMatchMedia } from './helpers/dom';

beforeAll(async () => {
  stubMatchMedia();
  await initI18n('zh-CN');
});
afterEach(cleanup);

describe('month-day values', () => {
  it('offers 1月…12月 with the days of each month, 29 for February', () => {
    const options = monthDayOptions((m) => `${m}月`, (d) => `${d}日`);
    expect(options.map((o) => o.label)).toEqual(['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月']);
    expect(options.map((o) => o.children.length)).toEqual([31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(options[1].children.at(-1)).toEqual({ value: 29, label: '29日' });
  });

  it('turns a cascader path into MM-DD and back; cleared or unreal values are empty', () => {
    expect(monthDayOfPath([2, 29])).toBe('02-29');
    expect(monthDayOfPath([11, 5])).toBe('11-05');
    expect(monthDayOfPath([])).toBeNull();
    expect(monthDayOfPath(undefined)).toBeNull();
    expect(monthDayOfPath([3])).toBeNull();
    expect(cascaderPath('03-15')).toEqual([3, 15]);
    expect(cascaderPath('02-30')).toEqual([]);
    expect(cascaderPath(null)).toEqual([]);
  });

  it('accepts real month-days only (02-29 yes, 02-30 and 04-31 no)', () => {
    expect(['01-01', '02-29', '04-30', '12-31'].map(isMonthDay)).toEqual([true, true, true, true]);
    expect(['02-30', '04-31', '13-01', '00-10', '1-5', '01-00', 5, null].map(isMonthDay)).toEqual([false, false, false, false, false, false, false, false]);
  });

  it('a period whose end comes before its start wraps the year end', () => {
    const winter = { start: '11-15', end: '03-15' };
    expect(['11-15', '12-31', '01-01', '03-15'].map((d) => monthDayInPeriod(d, winter))).toEqual([true, true, true, true]);
    expect(['11-14', '03-16', '07-01'].map((d) => monthDayInPeriod(d, winter))).toEqual([false, false, false]);
    const summer = { start: '06-01', end: '08-31' };
    expect(['05-31', '06-01', '08-31', '09-01'].map((d) => monthDayInPeriod(d, summer))).toEqual([false, true, true, false]);
    expect(rangeWraps(winter)).toBe(true);
    expect(rangeWraps(summer)).toBe(false);
    expect(rangeWraps({ start: '11-15', end: null })).toBe(false);
  });

  it('reads the month-day of an instant in China time', () => {
    // 2026-12-31 16:30 UTC is already 1 January in China.
    expect(chinaMonthDay(new Date('2026-12-31T16:30:00Z'))).toBe('01-01');
    expect(chinaMonthDay(new Date('2026-12-31T15:59:59Z'))).toBe('12-31');
  });
});

function openCascader(testId: string) {
  const root = screen.getByTestId(testId);
  act(() => {
    fireEvent.mouseDown(root.querySelector('.ant-select-selector')!);
  });
}

function clickMenuItem(label: string) {
  const item = [...document.querySelectorAll('.ant-cascader-menu-item')].find((el) => el.textContent === label);
  if (!item) throw new Error(`no cascader item ${label}`);
  act(() => {
    fireEvent.click(item);
  });
}

describe('month-day cascader picker', () => {
  it('picks February 29 as 02-29 and shows the chosen month and day', () => {
    const seen: Array<string | null> = [];
    function Host() {
      const [value, setValue] = useState<string | null>(null);
      return <MonthDayPicker value={value} onChange={(v) => (seen.push(v), setValue(v))} testId="md" />;
    }
    render(<Host />);
    openCascader('md');
    clickMenuItem('2月');
    const days = [...document.querySelectorAll('.ant-cascader-menu')].at(-1)!.querySelectorAll('.ant-cascader-menu-item');
    expect(days).toHaveLength(29);
    clickMenuItem('29日');
    expect(seen).toEqual(['02-29']);
    expect(screen.getByTestId('md').textContent).toContain('2月29日');
  });

  it('a range that wraps the year end is marked; one inside a year is not', () => {
    const { rerender } = render(<MonthDayRangePicker value={{ start: '11-15', end: '03-15' }} testId="range" />);
    expect(screen.getByTestId('range').textContent).toContain('跨年');
    expect(screen.getByTestId('range-start').textContent).toContain('11月15日');
    expect(screen.getByTestId('range-end').textContent).toContain('3月15日');
    rerender(<MonthDayRangePicker value={{ start: '06-01', end: '08-31' }} testId="range" />);
    expect(screen.getByTestId('range').textContent).not.toContain('跨年');
  });

  it('changing one end of a range keeps the other', () => {
    const seen: MonthDayRange[] = [];
    render(<MonthDayRangePicker value={{ start: '11-15', end: null }} onChange={(v) => seen.push(v)} testId="range" />);
    openCascader('range-end');
    clickMenuItem('3月');
    clickMenuItem('15日');
    expect(seen).toEqual([{ start: '11-15', end: '03-15' }]);
  });
});

describe('icon picker', () => {
  it('filters the set by name and moves through the grid with the arrow keys', () => {
    expect(filterIcons('')).toEqual([...MENU_ICONS]);
    expect(filterIcons(' RE ')).toEqual(MENU_ICONS.filter((n) => n.includes('re')));
    expect(filterIcons('zzz')).toEqual([]);
    expect(nextCell(0, 'ArrowRight', 10)).toBe(1);
    expect(nextCell(0, 'ArrowLeft', 10)).toBe(0);
    expect(nextCell(1, 'ArrowDown', 10)).toBe(5);
    expect(nextCell(8, 'ArrowDown', 10)).toBe(9);
    expect(nextCell(5, 'ArrowUp', 10)).toBe(1);
    expect(nextCell(3, 'Tab', 10)).toBeNull();
  });

  function Host({ initial, onValue }: { initial: MenuIconName | null; onValue: (v: MenuIconName | null) => void }) {
    const [value, setValue] = useState<MenuIconName | null>(initial);
    return <IconPicker value={value} defaultIcon="ledger" onChange={(v) => (onValue(v), setValue(v))} />;
  }

  it('shows the default while none is chosen, picks one from the grid, and clears back to the default', () => {
    const seen: Array<MenuIconName | null> = [];
    render(<Host initial={null} onValue={(v) => seen.push(v)} />);
    const control = screen.getByTestId('icon-picker');
    expect(control.textContent).toContain('ledger');
    expect(control.textContent).toContain('默认图标');
    act(() => {
      fireEvent.click(control);
    });
    expect(screen.getAllByRole('option')).toHaveLength(MENU_ICONS.length);
    act(() => {
      fireEvent.click(screen.getByTestId('icon-picker-option-chart'));
    });
    expect(seen).toEqual(['chart']);
    expect(control.textContent).toContain('chart');
    expect(control.textContent).not.toContain('默认图标');
    act(() => {
      fireEvent.click(control);
    });
    expect(screen.getByTestId('icon-picker-option-chart').getAttribute('aria-selected')).toBe('true');
    act(() => {
      fireEvent.click(screen.getByTestId('icon-picker-clear'));
    });
    expect(seen).toEqual(['chart', null]);
    expect(control.textContent).toContain('ledger');
  });

  it('by keyboard: the filter narrows the grid, Enter picks the first match', () => {
    const seen: Array<MenuIconName | null> = [];
    render(<Host initial="home" onValue={(v) => seen.push(v)} />);
    act(() => {
      fireEvent.keyDown(screen.getByTestId('icon-picker'), { key: 'ArrowDown' });
    });
    const filter = screen.getByTestId('icon-picker-filter') as HTMLInputElement;
    act(() => {
      fireEvent.change(filter, { target: { value: 'vid' } });
    });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['video']);
    act(() => {
      fireEvent.keyDown(filter, { key: 'Enter' });
    });
    expect(seen).toEqual(['video']);
    act(() => {
      fireEvent.keyDown(screen.getByTestId('icon-picker'), { key: 'ArrowDown' });
    });
    act(() => {
      fireEvent.change(screen.getByTestId('icon-picker-filter'), { target: { value: 'nothing-like-this' } });
    });
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(document.body.textContent).toContain('没有匹配的图标');
  });
});
