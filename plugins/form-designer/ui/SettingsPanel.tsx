/**
 * The settings panel (spec §2): the selected widget's options in basic, advanced and event sections,
 * and the form config (spec §3: modelName, rulesName, refName, size, label position and align, css,
 * global functions, form events). A rename is checked against the designer rules before it applies.
 */
import { Collapse, Form, Input, Radio, Tabs } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formText } from '../../../schemas/forms/messages';
import type { FormConfig, FormWidget } from '../../../schemas/forms/types';
import { currentLocale } from '../../../runtime/i18n';
import { findWidget, updateOptions } from '../model/tree';
import { NS, useDesignerContext } from './context';
import {
  BooleanEditor,
  CHOICES,
  ChoiceEditor,
  DefaultValueEditor,
  JsonItemsEditor,
  NumberEditor,
  OptionItemsEditor,
  TagsEditor,
  TextEditor,
  TYPE_CHOICES,
  ValidationEditor,
} from './OptionEditors';

const BASIC = new Set([
  'name', 'label', 'type', 'defaultValue', 'placeholder', 'startPlaceholder', 'endPlaceholder', 'required', 'requiredHint', 'validation', 'validationHint',
  'hidden', 'disabled', 'readonly', 'multiple', 'optionItems', 'textContent', 'htmlContent', 'title', 'description', 'span', 'colspan', 'rowspan', 'active',
  'folded', 'showBlankRow', 'showRowNumber', 'fileTypes', 'fileMaxSize', 'limit', 'min', 'max', 'precision', 'step', 'minLength', 'maxLength', 'maxRows',
  'range', 'allowHalf', 'component', 'closable',
]);
/** VForm bookkeeping the designer does not edit. */
const HIDDEN = new Set(['columnWidth', 'labelIconClass', 'labelIconPosition', 'customRule', 'customRuleHint']);
const NUMERIC = new Set([
  'min', 'max', 'precision', 'step', 'minLength', 'maxLength', 'rows', 'limit', 'fileMaxSize', 'labelWidth', 'span', 'offset', 'push', 'pull', 'md', 'sm', 'xs',
  'gutter', 'maxRows', 'multipleLimit', 'switchWidth', 'lowThreshold', 'highThreshold', 'height', 'colHeight', 'editorHeight',
]);
const MULTILINE = new Set(['htmlContent', 'textContent', 'description']);
const isEvent = (key: string) => /^on[A-Z]/.test(key);
const FIRST = ['name', 'label', 'type', 'defaultValue', 'placeholder', 'required', 'validation', 'validationHint'];

function NameEditor({ widget }: { widget: FormWidget }) {
  const { designer } = useDesignerContext();
  const [draft, setDraft] = useState(widget.options.name);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setDraft(widget.options.name);
    setError(null);
  }, [widget.id, widget.options.name]);
  const commit = () => {
    if (draft === widget.options.name) return setError(null);
    const edit = updateOptions(designer.form, widget.id, { name: draft });
    if ('error' in edit) return setError(formText(edit.error, currentLocale(), { name: draft.trim() }));
    setError(null);
    designer.apply(edit);
  };
  return (
    <>
      <Input value={draft} onChange={(e) => setDraft(e.target.value)} onBlur={commit} onPressEnter={commit} status={error ? 'error' : undefined} data-testid="setting-name" />
      {error && (
        <div className="fd-error" data-testid="setting-name-error">
          {error}
        </div>
      )}
    </>
  );
}

function editorOf(widget: FormWidget, key: string, value: unknown, set: (v: unknown) => void): ReactNode {
  const testId = `setting-${key}`;
  if (key === 'name') return <NameEditor widget={widget} />;
  if (key === 'defaultValue') return <DefaultValueEditor widget={widget} value={value} onChange={set} testId={testId} />;
  if (key === 'optionItems') {
    return widget.type === 'cascader' ? <JsonItemsEditor value={value} onChange={set} testId={testId} /> : <OptionItemsEditor value={value as never} onChange={set} testId={testId} />;
  }
  if (key === 'validation') return <ValidationEditor value={value} onChange={set} testId={testId} />;
  if (key === 'fileTypes') return <TagsEditor value={value} onChange={set} testId={testId} />;
  if (key === 'type' && TYPE_CHOICES[widget.type]) return <ChoiceEditor value={value} onChange={set} testId={testId} choices={TYPE_CHOICES[widget.type]} />;
  if (CHOICES[key]) return <ChoiceEditor value={value} onChange={set} testId={testId} choices={CHOICES[key]} />;
  if (key === 'colspan' || key === 'rowspan') return <span data-testid={testId}>{String(value)}</span>;
  if (typeof value === 'boolean') return <BooleanEditor value={value} onChange={set} testId={testId} />;
  if (NUMERIC.has(key) || typeof value === 'number') return <NumberEditor value={value} onChange={set} testId={testId} />;
  if (isEvent(key)) return <TextEditor value={value} onChange={set} testId={testId} code />;
  return <TextEditor value={value} onChange={set} testId={testId} multiline={MULTILINE.has(key)} />;
}

function WidgetSettings({ widget }: { widget: FormWidget }) {
  const { t } = useTranslation(NS);
  const { designer } = useDesignerContext();
  // Name and label first (as VForm shows them), the rest in the widget's own order.
  const keys = Object.keys(widget.options)
    .filter((k) => !HIDDEN.has(k))
    .sort((a, b) => (FIRST.indexOf(a) + 1 || 99) - (FIRST.indexOf(b) + 1 || 99));
  const rows = (list: string[]) =>
    list.map((key) => (
      <Form.Item key={key} label={isEvent(key) ? key : t(`option.${key}`, { defaultValue: key })} className="fd-setting">
        {editorOf(widget, key, widget.options[key], (value) => designer.apply(updateOptions(designer.form, widget.id, { [key]: value }), { mergeKey: `${widget.id}.${key}` }))}
      </Form.Item>
    ));
  const events = keys.filter(isEvent);
  const sections = [
    { key: 'basic', label: t('settings.basic'), children: rows(keys.filter((k) => BASIC.has(k))) },
    { key: 'advanced', label: t('settings.advanced'), children: rows(keys.filter((k) => !BASIC.has(k) && !isEvent(k))) },
    ...(events.length
      ? [{ key: 'event', label: t('settings.event'), children: [<p key="hint" className="fd-muted">{t('settings.eventHint')}</p>, ...rows(events)] }]
      : []),
  ];
  return (
    <Form layout="vertical" size="small" key={widget.id} data-testid="widget-settings">
      <div className="fd-settings-type">
        {t(`widget.${widget.type}`)} · <code>{widget.id}</code>
      </div>
      <Collapse defaultActiveKey={['basic', 'advanced', 'event']} items={sections} size="small" />
    </Form>
  );
}

const FORM_TEXT: (keyof FormConfig)[] = ['modelName', 'refName', 'rulesName', 'customClass'];
const FORM_CODE: (keyof FormConfig)[] = ['cssCode', 'functions', 'onFormCreated', 'onFormMounted', 'onFormDataChange'];

function FormSettings() {
  const { t } = useTranslation(NS);
  const { designer } = useDesignerContext();
  const config = designer.form.formConfig;
  const set = (key: keyof FormConfig) => (value: unknown) => designer.setConfig({ [key]: value }, `form.${key}`);
  return (
    <Form layout="vertical" size="small" data-testid="form-settings">
      {FORM_TEXT.map((key) => (
        <Form.Item key={key} label={t(`form.${key}`)}>
          <TextEditor value={config[key]} onChange={set(key)} testId={`form-setting-${key}`} />
        </Form.Item>
      ))}
      <Form.Item label={t('form.size')}>
        <ChoiceEditor value={config.size} onChange={set('size')} choices={CHOICES.size} testId="form-setting-size" />
      </Form.Item>
      <Form.Item label={t('form.labelPosition')}>
        <Radio.Group value={config.labelPosition} onChange={(e) => set('labelPosition')(e.target.value)} data-testid="form-setting-labelPosition">
          <Radio.Button value="left">{t('form.left')}</Radio.Button>
          <Radio.Button value="top">{t('form.top')}</Radio.Button>
        </Radio.Group>
      </Form.Item>
      <Form.Item label={t('form.labelAlign')}>
        <ChoiceEditor value={config.labelAlign} onChange={set('labelAlign')} choices={CHOICES.labelAlign.filter(Boolean)} testId="form-setting-labelAlign" />
      </Form.Item>
      <Form.Item label={t('form.labelWidth')}>
        <NumberEditor value={config.labelWidth} onChange={set('labelWidth')} testId="form-setting-labelWidth" />
      </Form.Item>
      {FORM_CODE.map((key) => (
        <Form.Item key={key} label={t(`form.${key}`)}>
          <TextEditor value={config[key]} onChange={set(key)} testId={`form-setting-${key}`} code />
        </Form.Item>
      ))}
    </Form>
  );
}

export function SettingsPanel() {
  const { t } = useTranslation(NS);
  const { designer } = useDesignerContext();
  const widget = designer.selectedId ? findWidget(designer.form, designer.selectedId) : undefined;
  const [tab, setTab] = useState('widget');
  return (
    <aside className="fd-settings" data-testid="designer-settings">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        size="small"
        items={[
          { key: 'widget', label: <span data-testid="settings-tab-widget">{t('settings.widget')}</span>, children: widget ? <WidgetSettings widget={widget} /> : <p className="fd-muted">{t('settings.none')}</p> },
          { key: 'form', label: <span data-testid="settings-tab-form">{t('settings.form')}</span>, children: <FormSettings /> },
        ]}
      />
    </aside>
  );
}
