// @vitest-environment jsdom
// The form renderer in jsdom: a designed form drawn with the registry widgets, the spec §4 states
// (hiding turns rules off, tabs by index, sub-form rows and the whole sub-form disabled, reset) and
// the spec §5 validation messages through the form API.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef, type RefObject } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyForm } from '../../schemas/forms/factory';
import type { FormJson, FormWidget } from '../../schemas/forms/types';
import { initI18n } from '../../runtime/i18n';
import type { FormApi } from '../../runtime/forms/api';
import FormRenderer from '../../runtime/forms/FormRenderer';
import { stubMatchMedia } from './helpers/dom';
import { field, make } from './helpers/formWidgets';

function formOf(...widgets: FormWidget[]): FormJson {
  return { ...emptyForm(), widgetList: widgets };
}

/** Validates the whole form (fields of unopened panes included) and expects that outcome. */
async function expectValid(ref: RefObject<FormApi>, valid: boolean) {
  await act(async () => {
    await expect(ref.current!.validateForm()).resolves.toBe(valid);
  });
}

async function renderForm(form: FormJson, props: { allowEventCode?: boolean; formData?: Record<string, unknown> } = {}) {
  const ref = createRef<FormApi>();
  render(<FormRenderer ref={ref} form={form} {...props} />);
  await screen.findByTestId('form-render');
  return ref;
}

const input = (testId: string) => screen.findByTestId(testId, {}, { timeout: 15_000 }) as Promise<HTMLInputElement>;

beforeAll(async () => {
  stubMatchMedia();
  await initI18n('zh-CN');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('form renderer', { timeout: 60_000 }, () => {
  it('shows the required message on submit and the format message on change, skipping empty values', async () => {
    const ref = await renderForm(formOf(field('input', 'name', { label: '姓名', required: true }), field('input', 'mail', { label: '邮箱', validation: 'email' })));
    await input('field-name');
    await act(async () => {
      await expect(ref.current!.getFormData()).rejects.toThrow('表单校验失败');
    });
    expect(await screen.findByText('姓名字段值不可为空')).toBeTruthy();
    // An empty optional field passes its format.
    expect(screen.queryByText('[邮箱]邮箱格式有误')).toBeNull();
    fireEvent.change(await input('field-mail'), { target: { value: 'not-mail' } });
    expect(await screen.findByText('[邮箱]邮箱格式有误')).toBeTruthy();
    fireEvent.change(await input('field-name'), { target: { value: '张三' } });
    fireEvent.change(await input('field-mail'), { target: { value: 'a@b.cn' } });
    await act(async () => {
      await expect(ref.current!.getFormData()).resolves.toEqual({ name: '张三', mail: 'a@b.cn' });
    });
  });

  it('removes the rules of a hidden field and restores them when it is shown again', async () => {
    const ref = await renderForm(formOf(field('input', 'code', { label: '编号', required: true })));
    await input('field-code');
    act(() => ref.current!.hideWidgets(['code']));
    await waitFor(() => expect(screen.queryByTestId('field-code')).toBeNull());
    expect(ref.current!.hiddenWidgetNames()).toEqual(['code']);
    await act(async () => {
      await expect(ref.current!.getFormData()).resolves.toEqual({ code: '' });
    });
    act(() => ref.current!.showWidgets(['code']));
    await input('field-code');
    await expectValid(ref, false);
    expect(await screen.findByText('编号字段值不可为空')).toBeTruthy();
  });

  it('activates, disables, enables, hides and shows tabs by index; the fields of a hidden pane are not validated', async () => {
    const tab = make().create('tab');
    tab.options.name = 'steps';
    tab.tabs!.push(make().tabPane('第二步'), make().tabPane('第三步'));
    tab.tabs![1].widgetList = [field('input', 'second', { required: true, label: '第二项' })];
    const ref = await renderForm(formOf(tab));
    await screen.findByTestId('tab-steps-1');
    const steps = () => ref.current!.getWidgetRef('steps')!;
    const activeLabel = () => document.querySelector('.ant-tabs-tab-active')?.textContent;
    act(() => steps().activateTab(2));
    await waitFor(() => expect(activeLabel()).toBe('第三步'));
    act(() => steps().disableTab(2));
    await waitFor(() => expect(screen.getByTestId('tab-steps-2').closest('.ant-tabs-tab')?.className).toContain('disabled'));
    // The active pane was disabled: the first enabled pane takes over.
    expect(activeLabel()).toBe('Tab 1');
    act(() => steps().enableTab(2));
    await waitFor(() => expect(screen.getByTestId('tab-steps-2').closest('.ant-tabs-tab')?.className).not.toContain('disabled'));
    act(() => steps().hideTab(1));
    await waitFor(() => expect(screen.queryByTestId('tab-steps-1')).toBeNull());
    await expectValid(ref, true);
    act(() => steps().showTab(1));
    await screen.findByTestId('tab-steps-1');
    await expectValid(ref, false);
  });

  it('disables one sub-form row or the whole sub-form, and says so when the widget is no sub-form', async () => {
    const sub = make().create('sub-form');
    sub.options.name = 'parts';
    sub.widgetList = [field('input', 'part', { label: '部件' })];
    const ref = await renderForm(formOf(sub, field('input', 'other')), { formData: { parts: [{ part: 'a' }, { part: 'b' }] } });
    const first = await input('field-parts-0-part');
    const second = await input('field-parts-1-part');
    const parts = () => ref.current!.getWidgetRef('parts')!;
    act(() => parts().disableSubFormRow(0));
    await waitFor(() => expect(first.disabled).toBe(true));
    expect(second.disabled).toBe(false);
    act(() => parts().enableSubFormRow(0));
    await waitFor(() => expect(first.disabled).toBe(false));
    act(() => parts().disableSubForm());
    await waitFor(() => expect(second.disabled).toBe(true));
    expect(screen.queryByTestId('subform-add-parts')).toBeNull();
    act(() => parts().enableSubForm());
    await screen.findByTestId('subform-add-parts');
    expect(() => ref.current!.getWidgetRef('other')!.disableSubForm()).toThrow('组件 other 不是子表单');
  });

  it('resets fields to their defaults and a sub-form to its initial rows as a whole', async () => {
    const sub = make().create('sub-form');
    sub.options.name = 'rows';
    sub.widgetList = [field('input', 'cell', { defaultValue: 'd' })];
    const ref = await renderForm(formOf(field('input', 'title', { defaultValue: '默认' }), sub), { formData: { title: '改过', rows: [{ cell: 'x' }, { cell: 'y' }, { cell: 'z' }] } });
    await input('field-rows-2-cell');
    act(() => ref.current!.resetForm());
    await waitFor(() => expect(screen.queryByTestId('field-rows-1-cell')).toBeNull());
    expect(await ref.current!.getFormData(false)).toEqual({ title: '默认', rows: [{ cell: 'd' }] });
  });

  it('runs event code only for trusted forms, and delays the initial change callbacks of sub-form cells by 800 ms', async () => {
    const calls: unknown[] = [];
    (globalThis as Record<string, unknown>).__formCalls = calls;
    const sub = make().create('sub-form');
    sub.options.name = 'items';
    sub.widgetList = [field('input', 'item', { onChange: 'globalThis.__formCalls.push(["change", value, rowId])' })];
    const form = formOf(field('input', 'title', { onCreated: 'globalThis.__formCalls.push(["created", this.name])' }), sub);

    await renderForm(form, { formData: { items: [{ item: 'a' }] } });
    await input('field-items-0-item');
    expect(calls).toEqual([]);
    cleanup();

    vi.useFakeTimers();
    // Rendering is synchronous: the created hooks run while the form state is built.
    render(<FormRenderer form={form} allowEventCode formData={{ items: [{ item: 'a' }, { item: 'b' }] }} />);
    expect(calls).toEqual([['created', 'title']]);
    act(() => vi.advanceTimersByTime(799));
    expect(calls).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(calls.slice(1)).toEqual([
      ['change', 'a', 0],
      ['change', 'b', 1],
    ]);
  });

  it('logs "ref not found" for an unknown widget name', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ref = await renderForm(formOf(field('input', 'a')));
    expect(ref.current!.getWidgetRef('missing')).toBeNull();
    expect(error).toHaveBeenCalledWith('未找到组件：missing');
    error.mockRestore();
  });
});

// Panes are drawn on their first activation (the 200-field benchmark of issue 14); every field of every
// pane lives in the form state from the start, so nothing a user or the form API sees depends on
// whether a pane was opened.
describe('panes not opened yet', { timeout: 60_000 }, () => {
  /** Tab widget `steps`: pane 0 holds `first`, pane 1 `second` (required) and `note` (default), pane 2 `third`. */
  function stepsForm(): FormJson {
    const tab = make().create('tab');
    tab.options.name = 'steps';
    tab.tabs!.push(make().tabPane('第二步'), make().tabPane('第三步'));
    tab.tabs![0].widgetList = [field('input', 'first', { label: '第一项' })];
    tab.tabs![1].widgetList = [field('input', 'second', { label: '第二项', required: true }), field('input', 'note', { label: '备注', defaultValue: '默认备注' })];
    tab.tabs![2].widgetList = [field('input', 'third', { label: '第三项' })];
    return formOf(tab);
  }
  const openPane = (index: number) => fireEvent.click(screen.getByTestId(`tab-steps-${index}`));

  it('draws only the active pane until another is opened', async () => {
    await renderForm(stepsForm());
    await input('field-first');
    expect(screen.queryByTestId('field-second')).toBeNull();
    expect(screen.queryByTestId('field-third')).toBeNull();
    openPane(1);
    expect((await input('field-note')).value).toBe('默认备注');
    // An opened pane stays drawn.
    openPane(0);
    expect(screen.getByTestId('field-second')).toBeTruthy();
  });

  it('blocks submit on a required field of an unopened pane, marks its tab, and shows the message once opened', async () => {
    const ref = await renderForm(stepsForm());
    await input('field-first');
    await act(async () => {
      await expect(ref.current!.getFormData()).rejects.toThrow('表单校验失败');
    });
    expect(screen.queryByTestId('field-second')).toBeNull();
    expect((await screen.findByTestId('tab-steps-1-errors')).textContent).toBe('1');
    expect(screen.queryByTestId('tab-steps-2-errors')).toBeNull();
    openPane(1);
    expect(await screen.findByText('第二项字段值不可为空')).toBeTruthy();
    fireEvent.change(await input('field-second'), { target: { value: '已填' } });
    await waitFor(() => expect(screen.queryByTestId('tab-steps-1-errors')).toBeNull());
    await act(async () => {
      await expect(ref.current!.getFormData()).resolves.toEqual({ first: '', second: '已填', note: '默认备注', third: '' });
    });
  });

  it('submits the values of unopened panes: defaults, form data and values set through the API', async () => {
    const ref = await renderForm(stepsForm(), { formData: { second: '来自数据' } });
    await input('field-first');
    act(() => ref.current!.setFieldValue('third', '接口设置'));
    await act(async () => {
      await expect(ref.current!.getFormData()).resolves.toEqual({ first: '', second: '来自数据', note: '默认备注', third: '接口设置' });
    });
    expect(screen.queryByTestId('field-third')).toBeNull();
    // What the state holds is what the pane shows once opened.
    openPane(2);
    expect((await input('field-third')).value).toBe('接口设置');
    // Reset reaches the panes never opened.
    act(() => ref.current!.resetForm());
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('field-third').value).toBe(''));
    expect(await ref.current!.getFormData(false)).toEqual({ first: '', second: '', note: '默认备注', third: '' });
  });

  it('hides and shows the fields of an unopened pane, turning their rules off and on', async () => {
    const ref = await renderForm(stepsForm());
    await input('field-first');
    act(() => ref.current!.hideWidgets(['second']));
    expect(ref.current!.hiddenWidgetNames()).toEqual(['second']);
    await expectValid(ref, true);
    openPane(1);
    await input('field-note');
    expect(screen.queryByTestId('field-second')).toBeNull();
    openPane(0);
    act(() => ref.current!.showWidgets(['second']));
    await expectValid(ref, false);
    openPane(1);
    expect(await screen.findByText('第二项字段值不可为空')).toBeTruthy();
  });

  it('activates, hides, shows, disables and enables unopened panes by index', async () => {
    const ref = await renderForm(stepsForm());
    await input('field-first');
    const steps = () => ref.current!.getWidgetRef('steps')!;
    // Hiding a pane never opened takes its required field out of validation; showing brings it back.
    act(() => steps().hideTab(1));
    await waitFor(() => expect(screen.queryByTestId('tab-steps-1')).toBeNull());
    await expectValid(ref, true);
    act(() => steps().showTab(1));
    await screen.findByTestId('tab-steps-1');
    await expectValid(ref, false);
    // Disabling a pane never opened locks its fields, drawn disabled when it is activated later.
    act(() => steps().disableTab(2));
    await waitFor(() => expect(screen.getByTestId('tab-steps-2').closest('.ant-tabs-tab')?.className).toContain('disabled'));
    act(() => steps().activateTab(2));
    expect(screen.queryByTestId('field-third')).toBeNull();
    act(() => steps().enableTab(2));
    act(() => steps().activateTab(2));
    expect((await input('field-third')).disabled).toBe(false);
    act(() => steps().disableTab(1));
    act(() => steps().activateTab(1));
    expect(screen.queryByTestId('field-second')).toBeNull();
    act(() => steps().enableTab(1));
    act(() => steps().activateTab(1));
    expect((await input('field-second')).disabled).toBe(false);
    await expectValid(ref, false);
    expect(await screen.findByText('第二项字段值不可为空')).toBeTruthy();
  });
});
