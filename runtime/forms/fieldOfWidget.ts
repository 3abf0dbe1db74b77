/**
 * The schema-field view of a designed widget: registry widgets get both their options and a FieldSchema
 * (module forms hand them the real field), so a widget written for the module forms (e.g. `files`) also
 * works in a designed form and the other way round.
 */
import { valueKindOf } from '../../schemas/forms/catalogue';
import type { FormWidget } from '../../schemas/forms/types';
import type { FieldSchema, FieldType } from '../../schemas/types';

function typeOf(widget: FormWidget): { type: FieldType; multiple?: boolean } {
  switch (valueKindOf(widget.type, widget.options)) {
    case 'number':
      return { type: widget.options.precision === 0 ? 'integer' : 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'option':
      return { type: 'enum' };
    case 'options':
      return { type: 'enum', multiple: true };
    case 'date':
      return { type: widget.type === 'date-time' ? 'datetime' : 'date' };
    case 'files':
      return { type: 'files' };
    case 'rows':
      return { type: 'subtable' };
    case 'html':
      return { type: 'text' };
    default:
      return { type: widget.type === 'textarea' ? 'text' : 'string' };
  }
}

export function fieldOfWidget(widget: FormWidget): FieldSchema {
  const { options } = widget;
  const label = typeof options.label === 'string' && options.label ? options.label : options.name;
  const field: FieldSchema = { name: options.name, label: { 'zh-CN': label, 'en-US': label }, ...typeOf(widget) };
  if (options.required) field.required = true;
  if (Array.isArray(options.fileTypes) && options.fileTypes.length > 0) field.accept = options.fileTypes.map(String);
  if (typeof options.fileMaxSize === 'number') field.maxSizeMB = options.fileMaxSize;
  if (typeof options.limit === 'number') field.maxCount = options.limit;
  if (typeof options.maxLength === 'number') field.maxLength = options.maxLength;
  if (typeof options.min === 'number') field.min = options.min;
  if (typeof options.max === 'number') field.max = options.max;
  return field;
}
