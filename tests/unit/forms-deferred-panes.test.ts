// The form state builds the Formily nodes of panes closed at the start after the first frame
// (runtime/forms/formState.ts, deferClosedPanes). These tests hold the deferred build against the
// up-front one: the same field graph in the same order once complete, and the same answers from every
// API call made before anything completed it (each call completes it first).
import { toJS } from '@formily/reactive';
import { describe, expect, it } from 'vitest';
import { emptyForm } from '../../schemas/forms/factory';
import type { FormData, FormJson, FormWidget } from '../../schemas/forms/types';
import type { FormApi } from '../../runtime/forms/api';
import { createFormState, type FormState } from '../../runtime/forms/formState';
import { field, make } from './helpers/formWidgets';

function tabOf(name: string, panes: FormWidget[][], paneOptions: Record<string, unknown>[] = []): FormWidget {
  const tab = make().create('tab');
  tab.options.name = name;
  for (let i = 1; i < panes.length; i++) tab.tabs!.push(make().tabPane(`第${i + 1}页`));
  tab.tabs!.forEach((pane, i) => {
    pane.widgetList = panes[i];
    Object.assign(pane.options, paneOptions[i] ?? {});
  });
  return tab;
}

/** The benchmark's shape: 10 panes of 20 inputs, every other one required. */
function manyPanes(): FormJson {
  const panes = Array.from({ length: 10 }, (_, t) => Array.from({ length: 20 }, (_, f) => field('input', `f${t}_${f}`, { required: f % 2 === 0 })));
  return { ...emptyForm(), widgetList: [tabOf('pages', panes)] };
}

/**
 * Every container around closed panes: a field before the tab; pane 2 open at the start (pane 0 is
 * not); a hidden pane, a disabled one; a nested tab, a folded card, a grid and a sub-form with a blank
 * row inside closed panes; defaults, a hidden field, a disabled one; a field after the tab.
 */
function mixed(): FormJson {
  const sub = make().create('sub-form');
  sub.options.name = 'items';
  sub.widgetList = [field('input', 'item', { required: true }), field('number', 'qty', { defaultValue: 1 })];
  const card = make().create('card');
  card.options.name = 'box';
  card.options.folded = true;
  card.widgetList = [field('input', 'inCard', { defaultValue: '卡片' })];
  const grid = make().create('grid');
  grid.options.name = 'cols';
  grid.cols![0].widgetList = [field('input', 'left', { required: true })];
  grid.cols![1].widgetList = [field('select', 'right', { optionItems: [{ label: '甲', value: 1 }], defaultValue: 1 })];
  const inner = tabOf('inner', [[field('input', 'innerA')], [field('input', 'innerB', { required: true })]]);
  const outer = tabOf(
    'outer',
    [
      [field('input', 'a0', { required: true }), field('input', 'a1', { hidden: true, required: true })],
      [sub, card],
      [field('input', 'c0', { defaultValue: '默认' }), grid],
      [inner, field('input', 'd0', { disabled: true, required: true })],
      [field('input', 'e0', { required: true })],
    ],
    [{}, {}, { active: true }, {}, { hidden: true }],
  );
  (outer.tabs![0].options as Record<string, unknown>).active = false;
  return { ...emptyForm(), widgetList: [field('input', 'before', { required: true }), outer, field('input', 'after')] };
}

const locale = () => 'zh-CN' as const;
const stateOf = (form: FormJson, deferClosedPanes: boolean, formData?: FormData) => createFormState(form, { locale, deferClosedPanes, formData });

/** What the form state holds: every Formily node in order with its state, the values and the UI state. */
function snapshot(state: FormState) {
  const nodes = Object.entries(state.form.fields).map(([address, f]) => {
    const node = f as unknown as Record<string, unknown>;
    return [address, f.displayName, f.display, f.pattern, toJS(node.value), toJS(node.data), toJS(node.selfErrors)];
  });
  return { nodes, values: toJS(state.form.values), ui: toJS(state.ui) };
}

/** The answers a page gets from the API, after each step of a script run on a fresh form. */
async function answers(api: FormApi, steps: ((api: FormApi) => unknown)[]) {
  const out: unknown[] = [];
  for (const step of steps) {
    let result: unknown;
    try {
      result = await step(api);
    } catch (error) {
      result = `throws ${(error as Error).message}`;
    }
    const errors = Object.fromEntries(
      Object.entries(api.formily.fields).map(([address, f]) => [address, toJS((f as unknown as { selfErrors?: string[] }).selfErrors ?? [])]),
    );
    out.push({ result: toJS(result), data: await api.getFormData(false), hidden: api.hiddenWidgetNames(), errors });
  }
  return out;
}

describe('form state: panes closed at the start built after the first frame', () => {
  it('builds the nodes up to the first closed pane first, and every value from the start', () => {
    const deferred = stateOf(manyPanes(), true);
    // The tab, pane 0 and its 20 fields; pane 1 onwards waits.
    expect(Object.keys(deferred.form.fields)).toHaveLength(22);
    expect(deferred.fieldOf(deferred.model.byName.get('f0_19')!)).toBeDefined();
    expect(deferred.fieldOf(deferred.model.byName.get('f1_0')!)).toBeUndefined();
    expect(Object.keys(deferred.form.values)).toHaveLength(200);
    deferred.complete();
    expect(Object.keys(deferred.form.fields)).toHaveLength(211);
  });

  it('builds every node up front for forms whose event code runs, and when told to', () => {
    expect(Object.keys(stateOf(manyPanes(), false).form.fields)).toHaveLength(211);
    const built = (form: FormJson, allowEventCode: boolean) => Object.keys(createFormState(form, { locale, allowEventCode }).form.fields).length;
    const withFormHook = { ...manyPanes(), formConfig: { ...emptyForm().formConfig, onFormCreated: 'void 0' } };
    expect(built(withFormHook, true)).toBe(211);
    // A widget's code in a closed pane is enough.
    const withWidgetCode = manyPanes();
    withWidgetCode.widgetList[0].tabs![9].widgetList![19].options.onChange = 'void 0';
    expect(built(withWidgetCode, true)).toBe(211);
    // Code that may not run (an untrusted form), or a trusted form without any, defers.
    expect(built(withFormHook, false)).toBe(22);
    expect(built(withWidgetCode, false)).toBe(22);
    expect(built({ ...manyPanes(), formConfig: { ...emptyForm().formConfig, functions: 'function f() {}' } }, true)).toBe(22);
  });

  for (const [name, form, formData] of [
    ['10 panes of 20 fields', manyPanes, undefined],
    ['every container in closed panes', mixed, undefined],
    ['every container in closed panes, with form data', mixed, { c0: '数据', items: [{ item: '行', qty: 3 }], innerB: '乙' }],
  ] as const) {
    it(`completes to the graph an up-front build makes, in its order: ${name}`, () => {
      const json = form();
      const eager = stateOf(json, false, formData);
      const deferred = stateOf(json, true, formData);
      expect(Object.keys(deferred.form.fields).length).toBeLessThan(Object.keys(eager.form.fields).length);
      deferred.complete();
      expect(snapshot(deferred)).toEqual(snapshot(eager));
      // Completing twice changes nothing.
      deferred.complete();
      expect(snapshot(deferred)).toEqual(snapshot(eager));
    });
  }

  it('answers every API call as the up-front build does, from a fresh form', async () => {
    const steps: ((api: FormApi) => unknown)[] = [
      (api) => api.validateForm(),
      (api) => api.getFormData().catch((e: Error) => `rejects ${e.message}`),
      (api) => api.hideWidgets(['e0', 'innerB', 'left']),
      (api) => api.validateForm(),
      (api) => api.showWidgets(['left']),
      (api) => api.setFormData({ before: '前', a0: '甲', left: '左', items: [{ item: '一' }, { item: '' }], d0: 'x' }),
      (api) => api.validateForm(),
      (api) => api.getWidgetRef('outer')!.hideTab(1),
      (api) => api.validateForm(),
      (api) => api.getWidgetRef('outer')!.showTab(1),
      (api) => api.getWidgetRef('items')!.addSubFormRow(),
      (api) => api.getWidgetRef('items')!.disableSubFormRow(0),
      (api) => api.getWidgetRef('inner')!.activateTab(1),
      (api) => api.getWidgetRef('box')!.setFolded(false),
      (api) => api.getWidgetRef('right')!.getOptionItems(),
      (api) => api.getWidgetRef('c0')!.setRequired(true),
      (api) => api.setFieldValue('c0', ''),
      (api) => api.validateForm(),
      (api) => api.resetForm(),
      (api) => api.getFieldValue('inCard'),
      (api) => api.disableForm(),
      (api) => api.getWidgetRef('nothing'),
    ];
    // One form JSON for both, so the generated widget ids (and addresses) are the same.
    const json = mixed();
    const eager = stateOf(json, false);
    const deferred = stateOf(json, true);
    expect(Object.keys(deferred.form.fields).length).toBeLessThan(Object.keys(eager.form.fields).length);
    const [a, b] = [await answers(eager.api, steps), await answers(deferred.api, steps)];
    expect(b).toEqual(a);
    expect(snapshot(deferred)).toEqual(snapshot(eager));
    // The script reaches every kind of answer (it would pass vacuously on a form that says nothing).
    expect(JSON.stringify(a)).toContain('字段值不可为空');
  });

  it('builds the closed panes before a sub-form row is added through the state', () => {
    const json = mixed();
    const deferred = stateOf(json, true);
    const eager = stateOf(json, false);
    deferred.addRow('items');
    eager.addRow('items');
    expect(snapshot(deferred)).toEqual(snapshot(eager));
  });

  it('reads `formily` only once the graph is complete', () => {
    const deferred = stateOf(manyPanes(), true);
    expect(Object.keys(deferred.api.formily.fields)).toHaveLength(211);
  });
});
