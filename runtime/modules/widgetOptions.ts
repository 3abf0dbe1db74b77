/**
 * A module-schema field as field-widget options: the generic module forms draw every field through the
 * one field-widget registry (runtime/plugins/fieldWidgets), which reads the designer's option names;
 * this is where the schema's label, limits, unit, choices and placeholders become those options.
 */
import type { WidgetOptions } from '../../schemas/forms/types';
import type { FieldSchema } from '../../schemas/types';
import { pickText, type Translate } from '../i18n';
import type { Locale } from '../plugins/types';
import { optionsOf, type DictionaryMap } from './dictionaries';
import { DEFAULT_PRECISION, fieldLabel } from './format';
import { DATE_FORMAT, DATETIME_FORMAT, MONTH_FORMAT } from './searchFilters';

export interface FieldOptionsContext {
  locale: Locale;
  dictionaries: DictionaryMap;
  t: Translate;
  inCell?: boolean;
}

const PICKERS: Partial<Record<FieldSchema['type'], { type: string; valueFormat: string }>> = {
  date: { type: 'date', valueFormat: DATE_FORMAT },
  datetime: { type: 'datetime', valueFormat: DATETIME_FORMAT },
  month: { type: 'month', valueFormat: MONTH_FORMAT },
};

export function optionsOfField(field: FieldSchema, ctx: FieldOptionsContext): WidgetOptions {
  const label = fieldLabel(field, ctx.locale);
  const placeholder = pickText(field.placeholder, ctx.locale);
  const picker = PICKERS[field.type];
  const options: WidgetOptions = {
    name: field.name,
    label,
    required: field.required === true,
    placeholder: placeholder || ctx.t(picker || field.type === 'enum' ? 'form.selectPlaceholder' : 'form.inputPlaceholder', { label }),
    clearable: true,
  };
  if (field.unit) options.unit = field.unit;
  if (field.maxLength !== undefined) options.maxLength = field.maxLength;
  // A number input with min/max would silently clamp what was typed; for number fields the form's rules
  // say what is wrong (e.g. 投加量不能为负数), as the server does. Other widgets (slider, rate) need the range.
  if (field.type !== 'integer' && field.type !== 'number') {
    if (field.min !== undefined) options.min = field.min;
    if (field.max !== undefined) options.max = field.max;
  }
  switch (field.type) {
    case 'text':
      options.autoSize = ctx.inCell ? { minRows: 1, maxRows: 4 } : { minRows: 3, maxRows: 8 };
      break;
    case 'integer':
      options.precision = 0;
      break;
    case 'number':
      options.precision = field.precision ?? DEFAULT_PRECISION;
      break;
    case 'boolean':
      options.activeText = ctx.t('common.yes');
      options.inactiveText = ctx.t('common.no');
      break;
    case 'enum':
      options.optionItems = optionsOf(field, ctx.dictionaries, ctx.locale);
      options.multiple = field.multiple === true;
      options.filterable = true;
      break;
    case 'files':
      if (field.accept) options.fileTypes = [...field.accept];
      if (field.maxSizeMB !== undefined) options.fileMaxSize = field.maxSizeMB;
      if (field.maxCount !== undefined) options.limit = field.maxCount;
      break;
    default:
      break;
  }
  if (picker) Object.assign(options, picker, { format: picker.valueFormat });
  return options;
}
