// Hidden fields on the server (docs/forms.md): the renderer's list of hidden widgets counts only where
// the saved form could have hidden them — by their options, or by the event code of a trusted version
// naming them (or running as the widget itself) — and a hidden field's value failing its rules is
// dropped, never stored as if checked.
import { describe, expect, it } from 'vitest';
import { emptyForm, widgetFactory } from '../../schemas/forms/factory';
import { acceptedHidden } from '../../schemas/forms/hiding';
import type { FormJson, FormWidget } from '../../schemas/forms/types';
import { checkFormData } from '../../schemas/forms/validate';

let n = 0;
const factory = widgetFactory(new Set(), () => ++n);
function widget(type: string, options: Record<string, unknown>): FormWidget {
  const w = factory.create(type);
  w.options = { ...w.options, ...options };
  return w;
}
const form = (...widgets: FormWidget[]): FormJson => ({ ...emptyForm(), widgetList: widgets });
const accepted = (f: FormJson, claimed: string[], trusted = true) => [...acceptedHidden(f, claimed, trusted)].sort();

describe('which reported hidden widgets count', () => {
  const required = (name: string, extra: Record<string, unknown> = {}) => widget('input', { name, label: name.toUpperCase(), required: true, ...extra });

  it('accepts widgets hidden by their options or inside a hidden container, nothing else, without event code', () => {
    const section = widget('section', { name: 'box', hidden: true });
    section.widgetList = [required('inner')];
    const f = form(required('a', { hidden: true }), required('b'), section);
    expect(accepted(f, ['a', 'b', 'inner', 'box', 'nosuch'])).toEqual(['a', 'box', 'inner']);
  });

  it('accepts widgets the trusted event code names as a string literal next to a hiding call', () => {
    const f = form(
      required('kind', { onChange: "this.getFormRef().hideWidgets(value === 'x' ? ['detail'] : [])" }),
      required('detail'),
      required('remark'),
      required('detail2'),
    );
    expect(accepted(f, ['detail', 'remark', 'detail2'])).toEqual(['detail']);
    // The same form saved by someone without the designer permission runs no code: nothing counts.
    expect(accepted(f, ['detail', 'remark'], false)).toEqual([]);
  });

  it('needs a hiding call: code that only names a widget cannot hide it', () => {
    const f = form(required('kind', { onChange: "this.getWidgetRef('detail').setValue('')" }), required('detail'));
    expect(accepted(f, ['detail'])).toEqual([]);
  });

  it('counts names in the global functions and form hooks, double quotes, templates and dotted paths', () => {
    const f = form(required('one'), required('two'), required('three'), required('four'));
    f.formConfig.functions = 'function hideOne(form) { form.getWidgetRef("one").setHidden(true) }';
    (f.formConfig as unknown as Record<string, unknown>).onFormMounted = "hideOne(this); this.hideWidgets([`two`]); this.formily.setFieldState('grid.three', (s) => { s.display = 'hidden' })";
    expect(accepted(f, ['one', 'two', 'three', 'four'])).toEqual(['one', 'three', 'two']);
  });

  it('does not read a name inside a longer literal as the name', () => {
    const f = form(required('kind', { onChange: "this.getFormRef().hideWidgets(['detailed'])" }), required('detail'));
    expect(accepted(f, ['detail'])).toEqual([]);
  });

  it('accepts a widget whose own handlers hide it through `this`, not one whose handlers hide others', () => {
    const f = form(required('self', { onCreated: 'this.setHidden(true)' }), required('other', { onChange: "this.getFormRef().hideWidgets(['third'])" }), required('third'));
    expect(accepted(f, ['self', 'other', 'third'])).toEqual(['self', 'third']);
  });

  it('accepts the panes of a tab the code names (hideTab works by index)', () => {
    const tab = widget('tab', { name: 'tabs' });
    tab.tabs = [factory.tabPane('一'), factory.tabPane('二')];
    tab.tabs[1].widgetList = [required('late')];
    const f = form(required('kind', { onChange: "this.getWidgetRef('tabs').hideTab(1)" }), tab);
    const pane = tab.tabs[1].options.name;
    expect(accepted(f, [pane, 'late'])).toEqual([pane]);
  });
});

describe('checking data with reported hidden widgets', () => {
  const f = form(
    widget('select', { name: 'kind', label: '类型', optionItems: [{ label: '常规', value: 'plain' }, { label: '其他', value: 'other' }], onChange: "this.getFormRef().hideWidgets(value === 'plain' ? ['phone'] : [])" }),
    widget('input', { name: 'phone', label: '电话', required: true, validation: 'mobilePhone' }),
    widget('input', { name: 'title', label: '标题', required: true }),
  );

  it('refuses a forged hidden list for a required field the form cannot hide, with the required message', () => {
    const forged = checkFormData(f, { kind: 'plain' }, { hidden: ['phone', 'title'], trusted: true });
    expect(forged.errors).toEqual([{ field: 'title', message: '标题字段值不可为空' }]);
    const untrusted = checkFormData(f, { kind: 'plain', title: 't' }, { hidden: ['phone'], trusted: false });
    expect(untrusted.errors).toEqual([{ field: 'phone', message: '电话字段值不可为空' }]);
  });

  it('drops the value of a hidden field failing its rules, keeps one passing them', () => {
    const dropped = checkFormData(f, { kind: 'plain', phone: '123', title: 't' }, { hidden: ['phone'], trusted: true });
    expect(dropped).toEqual({ errors: [], data: { kind: 'plain', phone: null, title: 't' } });
    const kept = checkFormData(f, { kind: 'plain', phone: '13800000001', title: 't' }, { hidden: ['phone'], trusted: true });
    expect(kept).toEqual({ errors: [], data: { kind: 'plain', phone: '13800000001', title: 't' } });
    // Shown, the same value is refused with the format message.
    expect(checkFormData(f, { kind: 'other', phone: '123', title: 't' }, { trusted: true }).errors).toEqual([{ field: 'phone', message: '[电话]手机号码格式有误' }]);
  });
});
