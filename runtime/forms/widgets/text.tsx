/** Text and number widgets: input, textarea, number (spec §2), as the module forms and designed forms draw them. */
import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber } from 'antd';
import type { ChangeEvent } from 'react';
import type { FieldWidgetProps } from '../../plugins/types';
import { controlProps, num, str } from './shared';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));

export function InputWidget(props: FieldWidgetProps) {
  const { options, value, onChange, readOnly, inCell, events } = props;
  const password = options.type === 'password' || options.showPassword === true;
  const appendButton = options.appendButton ? (
    <Button
      icon={<SearchOutlined />}
      disabled={props.disabled || options.appendButtonDisabled === true}
      onClick={() => events?.onAppendButtonClick?.()}
      data-testid={`${props.testId}-append`}
    />
  ) : undefined;
  const unit = !inCell ? str(options.unit) : undefined;
  const common = {
    ...controlProps(props),
    value: textOf(value),
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange?.(e.target.value),
    placeholder: str(options.placeholder),
    maxLength: num(options.maxLength),
    showCount: options.showWordLimit === true && num(options.maxLength) !== undefined,
    readOnly: readOnly || options.readonly === true,
    allowClear: options.clearable !== false,
    // Only when there is one: antd warns about the addon props themselves.
    ...(appendButton || unit ? { addonAfter: appendButton ?? unit } : {}),
  };
  return password ? <Input.Password {...common} /> : <Input {...common} />;
}

export function TextareaWidget(props: FieldWidgetProps) {
  const { options, value, onChange, readOnly } = props;
  const maxLength = num(options.maxLength);
  const autoSize = options.autoSize as { minRows: number; maxRows: number } | undefined;
  return (
    <Input.TextArea
      {...controlProps(props)}
      value={textOf(value)}
      onChange={(e) => onChange?.(e.target.value)}
      placeholder={str(options.placeholder)}
      maxLength={maxLength}
      showCount={maxLength !== undefined && options.showWordLimit !== false}
      rows={autoSize ? undefined : (num(options.rows) ?? 3)}
      autoSize={autoSize}
      readOnly={readOnly || options.readonly === true}
    />
  );
}

export function NumberWidget(props: FieldWidgetProps) {
  const { options, value, onChange, readOnly, inCell } = props;
  return (
    <InputNumber
      {...controlProps(props)}
      value={typeof value === 'number' ? value : value === null || value === undefined || value === '' ? null : Number(value)}
      onChange={(v) => onChange?.(v ?? null)}
      precision={num(options.precision)}
      // No min/max on the input: it would silently clamp what was typed on blur (the message flashing and
      // the value changing); the field's rules say what is wrong ({label}不能小于{n}), as the server's
      // check does — the module forms' rule (runtime/modules/widgetOptions.ts).
      step={num(options.step)}
      placeholder={str(options.placeholder)}
      {...(!inCell && str(options.unit) ? { addonAfter: str(options.unit) } : {})}
      readOnly={readOnly || options.readonly === true}
      style={{ width: '100%' }}
    />
  );
}
