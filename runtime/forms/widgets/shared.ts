/** Small readers of widget options shared by the built-in widgets. */
import type { OptionItem, WidgetOptions } from '../../../schemas/forms/types';
import type { FieldWidgetProps } from '../../plugins/types';

export type AntSize = 'small' | 'middle' | 'large';

/** VForm sizes (Element) → antd sizes; the renderer's form size applies when the widget has none. */
export function antSize(options: WidgetOptions, fallback?: AntSize): AntSize | undefined {
  switch (options.size) {
    case 'large':
      return 'large';
    case 'small':
    case 'mini':
      return 'small';
    case 'default':
    case 'medium':
      return 'middle';
    default:
      return fallback;
  }
}

export const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
export const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** antd options of optionItems (labels as text, values kept with their JSON type). */
export function choicesOf(options: WidgetOptions): { label: string; value: string | number | boolean; disabled?: boolean }[] {
  return (Array.isArray(options.optionItems) ? options.optionItems : []).map((item: OptionItem) => ({ label: String(item.label), value: item.value, disabled: item.disabled }));
}

/** What every control takes from the widget props: state, focus hooks, test id, size. */
export function controlProps(props: FieldWidgetProps) {
  return {
    id: props.id,
    disabled: props.disabled,
    onFocus: props.onFocus,
    onBlur: props.onBlur,
    'data-testid': props.testId,
    size: antSize(props.options, props.size),
  };
}
