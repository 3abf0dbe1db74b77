/** VForm's layout options (Element names) → what the antd renderer needs. */
import type { FormConfig, LayoutType } from '../../../schemas/forms/types';
import type { RenderLayout } from './context';

export function alignOf(value: unknown): 'left' | 'right' | 'center' | undefined {
  switch (value) {
    case 'label-left-align':
      return 'left';
    case 'label-right-align':
      return 'right';
    case 'label-center-align':
      return 'center';
    default:
      return undefined;
  }
}

export function sizeOf(value: unknown): RenderLayout['size'] {
  if (value === 'large') return 'large';
  if (value === 'small' || value === 'mini') return 'small';
  if (value === 'default' || value === 'medium') return 'middle';
  return undefined;
}

export function layoutOf(config: Partial<FormConfig>, layoutType: LayoutType): RenderLayout {
  const narrow = layoutType === 'H5';
  const width = typeof config.labelWidth === 'number' ? config.labelWidth : Number.parseInt(String(config.labelWidth ?? ''), 10);
  return {
    vertical: narrow || config.labelPosition === 'top',
    labelWidth: Number.isFinite(width) && width > 0 ? width : 80,
    labelAlign: alignOf(config.labelAlign) ?? 'left',
    size: sizeOf(config.size),
    narrow,
  };
}

export const classOf = (value: unknown): string | undefined => (Array.isArray(value) ? value.join(' ') : typeof value === 'string' && value ? value : undefined);
