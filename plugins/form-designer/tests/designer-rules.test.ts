// Spec §5 designer rules as the designer applies them: names required and unique, the last tab pane /
// column / row kept, merges and deletes refused on inconsistent spans, only field widgets in a
// sub-form; plus the table operations themselves and undo/redo.
import { describe, expect, it } from 'vitest';
import { emptyForm, widgetFactory } from '../../../schemas/forms/factory';
import { lintForm } from '../../../schemas/forms/lint';
import { readTable, tableProblem } from '../../../schemas/forms/table';
import type { FormJson, FormWidget } from '../../../schemas/forms/types';
import { addPart, deletePart } from '../model/containerOps';
import { record, redo, startHistory, undo } from '../model/history';
import { deleteLine, insertLine, mergeCell, mergeLine, splitCell, type TableEdit } from '../model/tableOps';
import { findWidget, insertWidget, moveWidget, removeWidget, ROOT, updateOptions, duplicateWidget, type Edit } from '../model/tree';

let seq = 0;
const factory = widgetFactory(new Set(), () => ++seq);
const formOf = (...widgets: FormWidget[]): FormJson => ({ ...emptyForm(), widgetList: widgets });
const ok = (edit: Edit): FormJson => {
  if ('error' in edit) throw new Error(edit.error);
  return edit.form;
};
const table = (edit: TableEdit): FormWidget => {
  if ('error' in edit) throw new Error(edit.error);
  return edit.table;
};
/** A table as rows of "anchor(rowspan x colspan)" / "·" for covered cells. */
const shape = (t: FormWidget) => t.rows!.map((r) => r.cols.map((c) => (c.merged ? '·' : `${c.options.rowspan}x${c.options.colspan}`)).join(' '));
function tableOf(rows: number, cols: number): FormWidget {
  const t = factory.create('table');
  t.rows = Array.from({ length: rows }, () => factory.tableRow(cols));
  return t;
}

describe('widget names', () => {
  it('refuses an empty or duplicate name and accepts a unique one', () => {
    const a = factory.create('input');
    const b = factory.create('input');
    const form = formOf(a, b);
    expect(updateOptions(form, b.id, { name: '' })).toEqual({ error: 'nameRequired' });
    expect(updateOptions(form, b.id, { name: a.options.name })).toEqual({ error: 'nameDuplicate' });
    expect(findWidget(ok(updateOptions(form, b.id, { name: 'contact' })), b.id)!.options.name).toBe('contact');
  });

  it('lints a form with missing and duplicate names', () => {
    const a = factory.create('input');
    const b = factory.create('input');
    b.options.name = a.options.name;
    const c = factory.create('select');
    c.options.name = '';
    expect(lintForm(formOf(a, b, c))).toEqual([
      { pointer: '/widgetList/1/options/name', message: `组件名称重复：${a.options.name}` },
      { pointer: '/widgetList/2/options/name', message: '组件名称不能为空' },
    ]);
  });

  it('gives a copied widget and everything in it fresh ids and names', () => {
    const grid = factory.create('grid');
    grid.cols![0].widgetList = [factory.create('input')];
    const edit = duplicateWidget(formOf(grid), grid.id);
    const form = ok(edit);
    expect(form.widgetList).toHaveLength(2);
    expect(lintForm(form)).toEqual([]);
    expect(form.widgetList[1].cols![0].widgetList![0].id).not.toBe(grid.cols![0].widgetList![0].id);
  });
});

describe('the last part of a container stays', () => {
  it('keeps the last tab pane', () => {
    const tab = factory.create('tab');
    let form = formOf(tab);
    expect(deletePart(form, tab.tabs![0].id)).toEqual({ error: 'lastTabPane' });
    form = ok(addPart(form, tab.id, 'Tab 2'));
    const panes = findWidget(form, tab.id)!.tabs!;
    form = ok(deletePart(form, panes[0].id));
    const left = findWidget(form, tab.id)!.tabs!;
    expect(left).toHaveLength(1);
    expect(left[0].options.active).toBe(true);
  });

  it('keeps the last grid column', () => {
    const grid = factory.create('grid');
    let form = formOf(grid);
    form = ok(deletePart(form, grid.cols![0].id));
    expect(deletePart(form, findWidget(form, grid.id)!.cols![0].id)).toEqual({ error: 'lastColumn' });
  });

  it('keeps the last table row and column', () => {
    const one = tableOf(1, 1);
    expect(deleteLine(one, 0, 'row', factory)).toEqual({ error: 'lastRow' });
    expect(deleteLine(one, 0, 'col', factory)).toEqual({ error: 'lastColumn' });
  });
});

describe('table merges and deletes (spans)', () => {
  it('merges right, refuses to merge the wider cell with a narrower one below', () => {
    let t = tableOf(3, 3);
    t = table(mergeCell(t, 0, 0, 'right', factory));
    expect(shape(t)).toEqual(['1x2 · 1x1', '1x1 1x1 1x1', '1x1 1x1 1x1']);
    expect(mergeCell(t, 0, 0, 'below', factory)).toEqual({ error: 'spansInconsistent' });
    expect(mergeCell(t, 0, 2, 'left', factory)).not.toHaveProperty('error');
  });

  it('refuses a merge with a neighbour of another height or width', () => {
    let t = tableOf(2, 3);
    t = table(mergeCell(t, 0, 0, 'below', factory)); // 2x1 at (0,0)
    expect(shape(t)).toEqual(['2x1 1x1 1x1', '· 1x1 1x1']);
    expect(mergeCell(t, 0, 1, 'left', factory)).toEqual({ error: 'spansInconsistent' });
    expect(mergeCell(t, 0, 0, 'right', factory)).toEqual({ error: 'spansInconsistent' });
    t = table(mergeCell(t, 0, 1, 'below', factory)); // now 2x1 too
    t = table(mergeCell(t, 0, 0, 'right', factory));
    expect(shape(t)).toEqual(['2x2 · 1x1', '· · 1x1']);
    t = table(splitCell(t, 0, 0, factory));
    expect(shape(t)).toEqual(['1x1 1x1 1x1', '1x1 1x1 1x1']);
    expect(tableProblem(t)).toBeNull();
  });

  it('merges a whole row or column only when every cell on it starts there with one size', () => {
    let t = tableOf(3, 3);
    t = table(mergeLine(t, 1, 'row', factory));
    expect(shape(t)).toEqual(['1x1 1x1 1x1', '1x3 · ·', '1x1 1x1 1x1']);
    // The merged row crosses every column with another width.
    expect(mergeLine(t, 0, 'col', factory)).toEqual({ error: 'spansInconsistent' });
    const tall = table(mergeCell(tableOf(3, 3), 0, 0, 'below', factory));
    expect(mergeLine(tall, 0, 'row', factory)).toEqual({ error: 'spansInconsistent' });
    expect(shape(table(mergeLine(tall, 2, 'row', factory)))).toEqual(['2x1 1x1 1x1', '· 1x1 1x1', '1x3 · ·']);
  });

  it('refuses to delete a row or column a merged cell spans, and deletes a clean one', () => {
    let t = tableOf(3, 3);
    t = table(mergeCell(t, 0, 1, 'right', factory));
    t = table(mergeCell(t, 1, 0, 'below', factory));
    expect(shape(t)).toEqual(['1x1 1x2 ·', '2x1 1x1 1x1', '· 1x1 1x1']);
    expect(deleteLine(t, 1, 'col', factory)).toEqual({ error: 'spansInconsistent' });
    expect(deleteLine(t, 2, 'row', factory)).toEqual({ error: 'spansInconsistent' });
    t = table(deleteLine(t, 0, 'row', factory));
    expect(shape(t)).toEqual(['2x1 1x1 1x1', '· 1x1 1x1']);
    t = table(deleteLine(t, 2, 'col', factory));
    expect(shape(t)).toEqual(['2x1 1x1', '· 1x1']);
  });

  it('grows a merged cell an inserted row or column crosses', () => {
    let t = tableOf(2, 2);
    t = table(mergeCell(t, 0, 0, 'below', factory));
    t = table(insertLine(t, 1, 'row', factory));
    expect(shape(t)).toEqual(['3x1 1x1', '· 1x1', '· 1x1']);
    t = table(insertLine(t, 2, 'col', factory));
    expect(shape(t)).toEqual(['3x1 1x1 1x1', '· 1x1 1x1', '· 1x1 1x1']);
    expect(typeof readTable(t)).toBe('object');
  });

  it('lints a table whose spans overlap', () => {
    const t = tableOf(2, 2);
    t.rows![0].cols[0].options.colspan = 2; // claims (0,1) which is no covered cell
    expect(lintForm(formOf(t))).toEqual([{ pointer: '/widgetList/0/rows', message: '单元格跨行或跨列不一致，无法操作' }]);
  });
});

describe('sub-forms take field widgets only', () => {
  it('refuses containers and static widgets in a sub-form, on insert and on move', () => {
    const sub = factory.create('sub-form');
    const grid = factory.create('grid');
    const form = formOf(sub, grid);
    expect(insertWidget(form, sub.id, 0, factory.create('grid'))).toEqual({ error: 'onlyFieldsInSubForm' });
    expect(insertWidget(form, sub.id, 0, factory.create('button'))).toEqual({ error: 'onlyFieldsInSubForm' });
    expect(moveWidget(form, grid.id, sub.id, 0)).toEqual({ error: 'onlyFieldsInSubForm' });
    const withField = ok(insertWidget(form, sub.id, 0, factory.create('input')));
    expect(findWidget(withField, sub.id)!.widgetList).toHaveLength(1);
    // The lint says the same of a JSON built elsewhere.
    const bad = structuredClone(withField);
    bad.widgetList[0].widgetList!.push(factory.create('divider'));
    expect(lintForm(bad).map((i) => i.message)).toEqual(['子表单中只能放入字段组件']);
  });

  it('moves widgets between slots, never into themselves', () => {
    const grid = factory.create('grid');
    const input = factory.create('input');
    let form = formOf(grid, input);
    form = ok(moveWidget(form, input.id, grid.cols![1].id, 0));
    expect(form.widgetList).toHaveLength(1);
    expect(findWidget(form, grid.cols![1].id)!.widgetList!.map((w) => w.id)).toEqual([input.id]);
    expect(ok(moveWidget(form, grid.id, grid.cols![0].id, 0))).toEqual(form);
    form = ok(removeWidget(form, input.id));
    expect(findWidget(form, input.id)).toBeUndefined();
    expect(ok(insertWidget(form, ROOT, 9, factory.create('rate'))).widgetList).toHaveLength(2);
  });
});

describe('undo and redo', () => {
  it('goes back and forth through 20 and more steps, merging keystrokes of one option', () => {
    let h = startHistory(emptyForm());
    for (let i = 0; i < 25; i++) h = record(h, ok(insertWidget(h.present, ROOT, i, factory.create('input'))));
    const input = h.present.widgetList[0];
    h = record(h, ok(updateOptions(h.present, input.id, { label: 'a' })), `${input.id}.label`);
    h = record(h, ok(updateOptions(h.present, input.id, { label: 'ab' })), `${input.id}.label`);
    expect(h.past).toHaveLength(26);
    h = undo(h);
    expect(h.present.widgetList[0].options.label).toBe('input');
    for (let i = 0; i < 20; i++) h = undo(h);
    expect(h.present.widgetList).toHaveLength(5);
    for (let i = 0; i < 21; i++) h = redo(h);
    expect(h.present.widgetList).toHaveLength(25);
    expect(h.present.widgetList[0].options.label).toBe('ab');
    expect(redo(h)).toBe(h);
  });
});
