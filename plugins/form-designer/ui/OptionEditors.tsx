/** Editors of single widget options in the settings panel (one per kind of value). */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILT_IN_FORMAT_NAMES } from '../../../schemas/forms/formats';
import type { FormWidget, OptionItem } from '../../../schemas/forms/types';
import { NS } from './context';

export interface EditorProps<T = unknown> {
  value: T;
  onChange(value: T): void;
  testId: string;
}

/** Closed choices of some options (VForm's values). */
export const CHOICES: Record<string, readonly string[]> = {
  size: ['', 'large', 'default', 'small'],
  labelAlign: ['', 'label-left-align', 'label-center-align', 'label-right-align'],
  displayStyle: ['inline', 'block'],
  direction: ['horizontal', 'vertical'],
  contentPosition: ['left', 'center', 'right'],
  effect: ['light', 'dark'],
  shadow: ['never', 'hover', 'always'],
  controlsPosition: ['right', ''],
};

/** `type` means something else per widget. */
export const TYPE_CHOICES: Record<string, readonly string[]> = {
  input: ['text', 'password', 'number'],
  date: ['date', 'week', 'month', 'year', 'datetime'],
  'date-range': ['daterange', 'monthrange'],
  'date-time': ['datetime'],
  'date-time-range': ['datetimerange'],
  button: ['', 'primary', 'success', 'warning', 'danger', 'info', 'text'],
  alert: ['success', 'info', 'warning', 'error'],
};

export function TextEditor({ value, onChange, testId, multiline, code }: EditorProps<unknown> & { multiline?: boolean; code?: boolean }) {
  const text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(' ') : String(value);
  if (multiline || code) {
    return <Input.TextArea value={text} onChange={(e) => onChange(e.target.value)} autoSize={{ minRows: code ? 3 : 2, maxRows: 12 }} className={code ? 'fd-code' : undefined} spellCheck={!code} data-testid={testId} />;
  }
  return <Input value={text} onChange={(e) => onChange(e.target.value)} data-testid={testId} />;
}

export function NumberEditor({ value, onChange, testId }: EditorProps<unknown>) {
  return <InputNumber value={typeof value === 'number' ? value : null} onChange={(v) => onChange(v ?? null)} style={{ width: '100%' }} data-testid={testId} />;
}

export function BooleanEditor({ value, onChange, testId }: EditorProps<unknown>) {
  return <Switch size="small" checked={value === true} onChange={(v) => onChange(v)} data-testid={testId} />;
}

export function ChoiceEditor({ value, onChange, testId, choices }: EditorProps<unknown> & { choices: readonly string[] }) {
  return <Select value={String(value ?? '')} onChange={onChange} options={choices.map((c) => ({ value: c, label: c || '—' }))} style={{ width: '100%' }} data-testid={testId} />;
}

/** A built-in format name or a regular expression; the browser offers the built-in names as suggestions. */
export function ValidationEditor({ value, onChange, testId }: EditorProps<unknown>) {
  const { t } = useTranslation(NS);
  const list = `${testId}-formats`;
  return (
    <>
      <Input value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} list={list} allowClear placeholder={t('settings.formats')} data-testid={testId} />
      <datalist id={list}>
        {BUILT_IN_FORMAT_NAMES.map((f) => (
          <option key={f} value={f} />
        ))}
      </datalist>
    </>
  );
}

export function TagsEditor({ value, onChange, testId }: EditorProps<unknown>) {
  return <Select mode="tags" value={Array.isArray(value) ? value.map(String) : []} onChange={onChange} style={{ width: '100%' }} tokenSeparators={[',', ' ']} data-testid={testId} />;
}

/** Keeps a value's JSON type: numeric text stays a number when the options hold numbers. */
const valueOf = (text: string, numeric: boolean): string | number => (numeric && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

export function OptionItemsEditor({ value, onChange, testId }: EditorProps<OptionItem[]>) {
  const { t } = useTranslation(NS);
  const items = Array.isArray(value) ? value : [];
  const numeric = items.length === 0 || items.every((i) => typeof i.value === 'number');
  const set = (index: number, patch: Partial<OptionItem>) => onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const nextValue = () => (numeric ? Math.max(0, ...items.map((i) => Number(i.value) || 0)) + 1 : `option${items.length + 1}`);
  return (
    <div className="fd-option-items" data-testid={testId}>
      {items.map((item, index) => (
        <div key={index} className="fd-option-item">
          <Input size="small" value={item.label} placeholder={t('settings.optionLabel')} onChange={(e) => set(index, { label: e.target.value })} data-testid={`option-item-label-${index}`} />
          <Input size="small" value={String(item.value)} placeholder={t('settings.optionValue')} onChange={(e) => set(index, { value: valueOf(e.target.value, numeric) })} data-testid={`option-item-value-${index}`} />
          <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => onChange(items.filter((_, i) => i !== index))} data-testid={`option-item-remove-${index}`} />
        </div>
      ))}
      <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={() => onChange([...items, { label: `${t('settings.optionLabel')} ${items.length + 1}`, value: nextValue() }])} data-testid="option-item-add">
        {t('settings.addOption')}
      </Button>
    </div>
  );
}

/** Nested choices (cascader) as JSON; applied once the text parses as a list. */
export function JsonItemsEditor({ value, onChange, testId }: EditorProps<unknown>) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState(() => JSON.stringify(value ?? [], null, 2));
  const [bad, setBad] = useState(false);
  useEffect(() => setText(JSON.stringify(value ?? [], null, 2)), [value]);
  return (
    <>
      <Input.TextArea
        value={text}
        autoSize={{ minRows: 4, maxRows: 14 }}
        className="fd-code"
        onChange={(e) => {
          setText(e.target.value);
          try {
            const parsed = JSON.parse(e.target.value);
            setBad(!Array.isArray(parsed));
            if (Array.isArray(parsed)) onChange(parsed);
          } catch {
            setBad(true);
          }
        }}
        data-testid={testId}
      />
      {bad && <div className="fd-error">{t('settings.badJson')}</div>}
    </>
  );
}

/** The default value in the shape of the widget's value. */
export function DefaultValueEditor({ widget, value, onChange, testId }: EditorProps<unknown> & { widget: FormWidget }) {
  const o = widget.options;
  const choices = (Array.isArray(o.optionItems) ? o.optionItems : []).map((i) => ({ label: i.label, value: i.value }));
  switch (widget.type) {
    case 'number':
    case 'rate':
      return <NumberEditor value={value} onChange={onChange} testId={testId} />;
    case 'slider':
      return o.range ? <TextEditor value={value} onChange={onChange} testId={testId} /> : <NumberEditor value={value} onChange={onChange} testId={testId} />;
    case 'switch':
      return <BooleanEditor value={value} onChange={onChange} testId={testId} />;
    case 'radio':
      return <Select allowClear value={value as string} onChange={(v) => onChange(v ?? null)} options={choices as never} style={{ width: '100%' }} data-testid={testId} />;
    case 'select':
    case 'checkbox': {
      const many = widget.type === 'checkbox' || o.multiple === true;
      return (
        <Select
          allowClear
          mode={many ? 'multiple' : undefined}
          value={(many ? (Array.isArray(value) ? value : []) : value === '' ? undefined : value) as never}
          onChange={(v) => onChange(v ?? (many ? [] : ''))}
          options={choices as never}
          style={{ width: '100%' }}
          data-testid={testId}
        />
      );
    }
    default:
      return <TextEditor value={value} onChange={onChange} testId={testId} multiline={widget.type === 'textarea'} />;
  }
}
