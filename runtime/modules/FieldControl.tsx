import { DatePicker, Input, InputNumber, Select, Switch, type FormItemProps } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { FieldSchema } from '../../schemas/types';
import { pickText, type Translate } from '../i18n';
import { FieldWidgetEdit } from '../plugins/fieldWidgets';
import type { Locale } from '../plugins/types';
import { optionsOf, type DictionaryMap } from './dictionaries';
import { DEFAULT_PRECISION, fieldLabel } from './format';
import { DATE_FORMAT, DATETIME_FORMAT, MONTH_FORMAT } from './searchFilters';

const DATE_FORMATS: Partial<Record<FieldSchema['type'], string>> = {
  date: DATE_FORMAT,
  datetime: DATETIME_FORMAT,
  month: MONTH_FORMAT,
};

/**
 * How a field's wire value sits in the antd form item: date-like fields keep their string value in the
 * form store and convert to dayjs only for the picker, booleans bind to `checked`.
 */
export function formItemBinding(field: FieldSchema): Pick<FormItemProps, 'getValueProps' | 'normalize' | 'valuePropName'> {
  const format = DATE_FORMATS[field.type];
  if (format) {
    return {
      getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value, format) : undefined }),
      normalize: (value: unknown) => (dayjs.isDayjs(value) ? value.format(format) : null),
    };
  }
  if (field.type === 'boolean') return { valuePropName: 'checked' };
  return {};
}

export interface ControlOptions {
  /** data-testid of the input; `field-<name>` by default. */
  testId?: string;
  /** A sub-table cell: the column header carries the label and unit, so no unit addon. */
  inCell?: boolean;
}

/**
 * The antd control for a schema field type; Form.Item injects value and onChange into it. Sub-tables
 * are a Form.List of these controls (SubtableField), not one control.
 */
export function fieldControl(field: FieldSchema, locale: Locale, dictionaries: DictionaryMap, t: Translate, options: ControlOptions = {}): ReactNode {
  const label = fieldLabel(field, locale);
  const testId = options.testId ?? `field-${field.name}`;
  const unit = options.inCell ? undefined : field.unit;
  const placeholder = pickText(field.placeholder, locale);
  const inputPlaceholder = placeholder || t('form.inputPlaceholder', { label });
  const selectPlaceholder = placeholder || t('form.selectPlaceholder', { label });
  switch (field.type) {
    case 'string':
      return <Input maxLength={field.maxLength} allowClear placeholder={inputPlaceholder} data-testid={testId} />;
    case 'text':
      return <Input.TextArea maxLength={field.maxLength} showCount={field.maxLength !== undefined} autoSize={options.inCell ? { minRows: 1, maxRows: 4 } : { minRows: 3, maxRows: 8 }} placeholder={inputPlaceholder} data-testid={testId} />;
    case 'integer':
      // No min/max on the input: it would silently clamp what was typed; the form's rules say what is wrong
      // (e.g. 投加量不能为负数), as the server does.
      return <InputNumber precision={0} addonAfter={unit} placeholder={inputPlaceholder} style={{ width: '100%' }} data-testid={testId} />;
    case 'number':
      return (
        <InputNumber
          precision={field.precision ?? DEFAULT_PRECISION}
          addonAfter={unit}
          placeholder={inputPlaceholder}
          style={{ width: '100%' }}
          data-testid={testId}
        />
      );
    case 'boolean':
      return <Switch checkedChildren={t('common.yes')} unCheckedChildren={t('common.no')} data-testid={testId} />;
    case 'date':
      return <DatePicker placeholder={selectPlaceholder} style={{ width: '100%' }} data-testid={testId} />;
    case 'datetime':
      return <DatePicker showTime placeholder={selectPlaceholder} style={{ width: '100%' }} data-testid={testId} />;
    case 'month':
      return <DatePicker picker="month" placeholder={selectPlaceholder} style={{ width: '100%' }} data-testid={testId} />;
    case 'enum':
      return (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          mode={field.multiple ? 'multiple' : undefined}
          placeholder={selectPlaceholder}
          options={optionsOf(field, dictionaries, locale)}
          data-testid={testId}
        />
      );
    case 'files':
      // The upload plugin fills the `files` widget (runtime/plugins/fieldWidgets).
      return <FieldWidgetEdit name="files" field={field} testId={testId} />;
    case 'subtable':
      return null;
  }
}
