/**
 * The field widgets the runtime itself provides (spec §2 form designer widgets that need no plugin),
 * registered in the one field-widget registry next to the plugins' (upload: picture/file upload,
 * rich-text: rich-editor). Each loads with its module on first use, so no screen carries a widget it
 * does not draw; the module forms, custom ledgers and designed forms all draw through these names.
 */
import type { ComponentType } from 'react';
import type { FieldWidget, FieldWidgetProps } from '../plugins/types';

type WidgetModule = Record<string, ComponentType<FieldWidgetProps>>;

function from(load: () => Promise<WidgetModule>, exportName: string): FieldWidget {
  return { edit: () => load().then((m) => ({ default: m[exportName] })) };
}

const text = () => import('./widgets/text') as unknown as Promise<WidgetModule>;
const choice = () => import('./widgets/choice') as unknown as Promise<WidgetModule>;
const pickers = () => import('./widgets/pickers') as unknown as Promise<WidgetModule>;
const misc = () => import('./widgets/misc') as unknown as Promise<WidgetModule>;
const statics = () => import('./widgets/static') as unknown as Promise<WidgetModule>;

export const BUILTIN_FIELD_WIDGETS: Readonly<Record<string, FieldWidget>> = {
  input: from(text, 'InputWidget'),
  textarea: from(text, 'TextareaWidget'),
  number: from(text, 'NumberWidget'),
  radio: from(choice, 'RadioWidget'),
  checkbox: from(choice, 'CheckboxWidget'),
  select: from(choice, 'SelectWidget'),
  cascader: from(choice, 'CascaderWidget'),
  time: from(pickers, 'TimeWidget'),
  'time-range': from(pickers, 'TimeRangeWidget'),
  date: from(pickers, 'DateWidget'),
  'date-range': from(pickers, 'DateRangeWidget'),
  'date-time': from(pickers, 'DateWidget'),
  'date-time-range': from(pickers, 'DateRangeWidget'),
  switch: from(misc, 'SwitchWidget'),
  rate: from(misc, 'RateWidget'),
  color: from(misc, 'ColorWidget'),
  slider: from(misc, 'SliderWidget'),
  custom: from(misc, 'CustomWidget'),
  'pollution-factor': from(misc, 'PollutionFactorWidget'),
  'static-text': from(statics, 'StaticTextWidget'),
  'html-text': from(statics, 'HtmlTextWidget'),
  button: from(statics, 'ButtonWidget'),
  divider: from(statics, 'DividerWidget'),
  alert: from(statics, 'AlertWidget'),
  slot: from(statics, 'SlotWidget'),
};
