import type { ReactNode } from 'react';
import { widgetNameOf } from '../../schemas/forms/moduleWidgets';
import type { FieldSchema } from '../../schemas/types';
import type { Translate } from '../i18n';
import { FieldWidgetEdit } from '../plugins/fieldWidgets';
import type { Locale } from '../plugins/types';
import type { DictionaryMap } from './dictionaries';
import { optionsOfField } from './widgetOptions';

export interface ControlOptions {
  /** data-testid of the input; `field-<name>` by default. */
  testId?: string;
  /** A sub-table cell: the column header carries the label and unit, so no unit addon. */
  inCell?: boolean;
}

/**
 * The control of a schema field, drawn from the field-widget registry (the same widgets the form
 * designer offers; `widget` in the schema picks another fitting one). Form.Item injects value and
 * onChange into it. Sub-tables without a widget are a Form.List of these controls (SubtableField).
 */
export function fieldControl(field: FieldSchema, locale: Locale, dictionaries: DictionaryMap, t: Translate, options: ControlOptions = {}): ReactNode {
  const name = widgetNameOf(field);
  if (!name) return null;
  const testId = options.testId ?? `field-${field.name}`;
  return <FieldWidgetEdit name={name} field={field} options={optionsOfField(field, { locale, dictionaries, t, inCell: options.inCell })} testId={testId} inCell={options.inCell} />;
}
