/** Choice widgets: radio, checkbox, select, cascader (spec §2), over the widget's optionItems. */
import { Cascader, Checkbox, Radio, Select, Space } from 'antd';
import type { OptionItem } from '../../../schemas/forms/types';
import type { FieldWidgetProps } from '../../plugins/types';
import { choicesOf, controlProps, num, str } from './shared';

type Choice = string | number | boolean;

export function RadioWidget(props: FieldWidgetProps) {
  const { options, value, onChange } = props;
  const { size, onFocus: _f, onBlur: _b, ...rest } = controlProps(props);
  const items = choicesOf(options);
  const Item = options.buttonStyle ? Radio.Button : Radio;
  const vertical = options.displayStyle === 'block';
  return (
    <Radio.Group {...rest} size={size} value={value ?? undefined} onChange={(e) => onChange?.(e.target.value)} optionType={options.buttonStyle ? 'button' : 'default'}>
      <Space direction={vertical ? 'vertical' : 'horizontal'} wrap size={vertical ? 4 : 8}>
        {items.map((item) => (
          <Item key={String(item.value)} value={item.value} disabled={item.disabled}>
            {item.label}
          </Item>
        ))}
      </Space>
    </Radio.Group>
  );
}

export function CheckboxWidget(props: FieldWidgetProps) {
  const { options, value, onChange } = props;
  const { size: _s, onFocus: _f, onBlur: _b, ...rest } = controlProps(props);
  const vertical = options.displayStyle === 'block';
  return (
    <Checkbox.Group {...rest} value={Array.isArray(value) ? (value as Choice[]) : []} onChange={(v) => onChange?.(v)}>
      <Space direction={vertical ? 'vertical' : 'horizontal'} wrap size={vertical ? 4 : 8}>
        {choicesOf(options).map((item) => (
          <Checkbox key={String(item.value)} value={item.value} disabled={item.disabled}>
            {item.label}
          </Checkbox>
        ))}
      </Space>
    </Checkbox.Group>
  );
}

export function SelectWidget(props: FieldWidgetProps) {
  const { options, value, onChange, events } = props;
  const multiple = options.multiple === true;
  const remote = options.remote === true;
  const empty = value === '' || value === null || value === undefined;
  return (
    <Select
      {...controlProps(props)}
      value={empty ? (multiple ? [] : undefined) : (value as Choice | Choice[])}
      onChange={(v) => onChange?.(v ?? (multiple ? [] : null))}
      mode={multiple ? (options.allowCreate ? 'tags' : 'multiple') : undefined}
      maxCount={multiple ? num(options.multipleLimit) || undefined : undefined}
      allowClear={options.clearable !== false}
      showSearch={options.filterable === true || remote || options.showSearch === true}
      optionFilterProp="label"
      filterOption={remote ? false : undefined}
      onSearch={remote ? (keyword) => events?.onRemoteQuery?.(keyword) : undefined}
      placeholder={str(options.placeholder)}
      options={choicesOf(options)}
      style={{ width: '100%' }}
    />
  );
}

interface CascaderOption {
  label: string;
  value: string | number;
  disabled?: boolean;
  children?: CascaderOption[];
}

function cascaderOptions(items: OptionItem[] | undefined): CascaderOption[] {
  return (items ?? []).map((item) => ({
    label: String(item.label),
    value: typeof item.value === 'boolean' ? String(item.value) : item.value,
    disabled: item.disabled,
    children: item.children?.length ? cascaderOptions(item.children) : undefined,
  }));
}

export function CascaderWidget(props: FieldWidgetProps) {
  const { options, value, onChange } = props;
  const multiple = options.multiple === true;
  const common = {
    ...controlProps(props),
    options: cascaderOptions(options.optionItems),
    allowClear: options.clearable !== false,
    showSearch: options.filterable === true,
    changeOnSelect: options.checkStrictly === true,
    placeholder: str(options.placeholder),
    style: { width: '100%' },
  };
  const path = Array.isArray(value) ? (value as (string | number)[]) : undefined;
  return multiple ? (
    <Cascader {...common} multiple value={path as unknown as (string | number)[][]} onChange={(v) => onChange?.(v ?? [])} />
  ) : (
    <Cascader {...common} value={path} onChange={(v) => onChange?.(v ?? null)} />
  );
}
