import { describe, expect, it } from 'vitest';
import { columnSettings } from '../../server/modules/columnConfig';
import type { ListColumn } from '../../schemas/types';
import {
  columnConfigKey,
  defaultChoices,
  effectiveFixed,
  isLastVisible,
  mergeStored,
  moveColumn,
  toggleColumn,
  toStored,
  visibleFields,
} from '../../runtime/modules/columnStorage';
import { shouldVirtualize, virtualBodyHeight } from '../../runtime/modules/tableLayout';

const columns: ListColumn[] = [{ field: 'code', fixed: 'left' }, { field: 'name' }, { field: 'note', hidden: true }, { field: 'time' }];

describe('column settings (spec §3 Column config)', () => {
  it('keys the setting by route path plus keyword', () => {
    expect(columnConfigKey('/accountManagement/deviceInventory')).toBe('/accountManagement/deviceInventory#list');
    expect(columnConfigKey('/accountManagement/deviceInventory', 'history')).toBe('/accountManagement/deviceInventory#history');
  });

  it('starts from the schema: its order, hidden columns unchecked', () => {
    expect(defaultChoices(columns)).toEqual([
      { field: 'code', visible: true },
      { field: 'name', visible: true },
      { field: 'note', visible: false },
      { field: 'time', visible: true },
    ]);
    expect(mergeStored(columns, [])).toEqual(defaultChoices(columns));
  });

  it('applies the stored order and visibility, sorted by order', () => {
    const stored = [
      { field: 'note', visible: true, order: 1 },
      { field: 'time', visible: true, order: 0 },
      { field: 'code', visible: false, order: 3 },
      { field: 'name', visible: true, order: 2, width: 200 },
    ];
    const choices = mergeStored(columns, stored);
    expect(visibleFields(choices)).toEqual(['time', 'note', 'name']);
    expect(choices.find((c) => c.field === 'name')?.width).toBe(200);
  });

  it('drops fields the schema lost and places fields it gained after their schema predecessor', () => {
    const stored = [
      { field: 'time', visible: true, order: 0 },
      { field: 'gone', visible: true, order: 1 },
      { field: 'code', visible: true, order: 2 },
    ];
    // name follows code in the schema, note follows name; both are new to this setting.
    expect(mergeStored(columns, stored).map((c) => `${c.field}:${c.visible}`)).toEqual(['time:true', 'code:true', 'name:true', 'note:false']);
    // A first schema column the setting never saw goes first.
    expect(mergeStored(columns, [{ field: 'name', visible: true, order: 0 }]).map((c) => c.field)).toEqual(['code', 'name', 'note', 'time']);
  });

  it('falls back to the default when the stored setting would show nothing of this schema', () => {
    expect(mergeStored(columns, [{ field: 'gone', visible: true, order: 0 }])).toEqual(defaultChoices(columns));
    expect(mergeStored(columns, columns.map((c, order) => ({ field: c.field, visible: false, order })))).toEqual(defaultChoices(columns));
  });

  it('round-trips through what the server stores, and the server accepts it', () => {
    const choices = moveColumn(toggleColumn(defaultChoices(columns), 'note', true)!, 3, 0);
    const stored = toStored(choices);
    expect(stored.map((s) => s.order)).toEqual([0, 1, 2, 3]);
    expect(columnSettings({ columns: stored }, 'zh-CN')).toEqual(stored);
    expect(mergeStored(columns, stored)).toEqual(choices);
  });

  it('never unchecks the last visible column, and marks it', () => {
    let choices = defaultChoices(columns);
    choices = toggleColumn(choices, 'code', false)!;
    choices = toggleColumn(choices, 'name', false)!;
    expect(isLastVisible(choices, 'time')).toBe(true);
    expect(isLastVisible(choices, 'name')).toBe(false);
    expect(toggleColumn(choices, 'time', false)).toBeNull();
    expect(isLastVisible(toggleColumn(choices, 'note', true)!, 'time')).toBe(false);
  });

  it('moves a column up, down or to a dropped position, clamped to the list', () => {
    const fields = (c: ReturnType<typeof defaultChoices>) => c.map((x) => x.field);
    const choices = defaultChoices(columns);
    expect(fields(moveColumn(choices, 1, 0))).toEqual(['name', 'code', 'note', 'time']);
    expect(fields(moveColumn(choices, 0, 3))).toEqual(['name', 'note', 'time', 'code']);
    expect(fields(moveColumn(choices, 3, 9))).toEqual(['code', 'name', 'note', 'time']);
    expect(fields(moveColumn(choices, 0, -1))).toEqual(['code', 'name', 'note', 'time']);
  });

  it('keeps a fixed side only while the column still sits at that edge', () => {
    const cols: ListColumn[] = [{ field: 'a', fixed: 'left' }, { field: 'b', fixed: 'left' }, { field: 'c' }, { field: 'd', fixed: 'right' }];
    expect([...effectiveFixed(cols, ['a', 'b', 'c', 'd'])]).toEqual([['a', 'left'], ['b', 'left'], ['d', 'right']]);
    expect([...effectiveFixed(cols, ['c', 'a', 'b'])]).toEqual([]);
    expect([...effectiveFixed(cols, ['b', 'c', 'a', 'd'])]).toEqual([['b', 'left'], ['d', 'right']]);
    expect([...effectiveFixed(cols, ['d', 'c'])]).toEqual([]);
  });
});

describe('table layout', () => {
  it('renders only the rows in view for large pages', () => {
    expect(shouldVirtualize(200, 31)).toBe(true);
    expect(shouldVirtualize(50, 31)).toBe(true);
    expect(shouldVirtualize(50, 13)).toBe(false);
    expect(shouldVirtualize(20, 31)).toBe(false);
    expect(shouldVirtualize(0, 31)).toBe(false);
  });

  it('gives the virtual body a height from the window, never below 360 px', () => {
    expect(virtualBodyHeight(900)).toBe(500);
    expect(virtualBodyHeight(500)).toBe(360);
  });
});
