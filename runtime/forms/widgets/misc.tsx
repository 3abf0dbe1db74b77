/**
 * Value widgets without a text box: switch, rate, color, slider, the pollution-factor card (spec §3: a
 * sub-form of factor name and monitored value, max 20 characters each) and `custom`, which draws the
 * registry widget named by its `component` option (a plain input when none is named).
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Rate, Slider, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SUBFORM_MAX_ROWS, POLLUTION_FACTOR_MAX } from '../../../schemas/forms/catalogue';
import { FieldWidgetEdit } from '../../plugins/fieldWidgets';
import type { FieldWidgetProps } from '../../plugins/types';
import { controlProps, num, str } from './shared';
import '../forms.css';

export function SwitchWidget(props: FieldWidgetProps) {
  const { options, value, onChange } = props;
  const { size, onFocus: _f, onBlur: _b, ...rest } = controlProps(props);
  return (
    <Switch
      {...rest}
      size={size === 'small' ? 'small' : 'default'}
      checked={value === true}
      onChange={(checked) => onChange?.(checked)}
      checkedChildren={str(options.activeText)}
      unCheckedChildren={str(options.inactiveText)}
    />
  );
}

export function RateWidget(props: FieldWidgetProps) {
  const { options, value, onChange, testId, disabled } = props;
  return (
    <span data-testid={testId}>
      <Rate id={props.id} count={num(options.max) ?? 5} allowHalf={options.allowHalf === true} value={num(value) ?? 0} onChange={(v) => onChange?.(v)} disabled={disabled} />
    </span>
  );
}

/**
 * A colour as `#rrggbb`: the browser's own colour picker next to the hex text. (antd's ColorPicker is
 * left out on purpose: its modules share a chunk with Button and would load on every page.)
 */
export function ColorWidget(props: FieldWidgetProps) {
  const { value, onChange, testId, disabled } = props;
  const hex = typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? value : '';
  return (
    <span className="ec-color" data-testid={testId}>
      <input type="color" value={hex || '#000000'} disabled={disabled} onChange={(e) => onChange?.(e.target.value)} aria-label={props.options.label ?? props.options.name} data-testid={`${testId}-picker`} />
      <Input
        size="small"
        value={typeof value === 'string' ? value : ''}
        placeholder="#000000"
        maxLength={9}
        allowClear
        disabled={disabled}
        onChange={(e) => onChange?.(e.target.value || null)}
        data-testid={`${testId}-text`}
      />
    </span>
  );
}

export function SliderWidget(props: FieldWidgetProps) {
  const { options, value, onChange, testId, disabled } = props;
  const min = num(options.min) ?? 0;
  const range = options.range === true;
  const current = range ? (Array.isArray(value) && value.length === 2 ? (value as [number, number]) : [min, min]) : (num(value) ?? min);
  const common = { min, max: num(options.max) ?? 100, step: num(options.step) ?? 1, dots: options.showStops === true, disabled };
  return (
    <div data-testid={testId}>
      {range ? (
        <Slider {...common} range value={current as [number, number]} onChange={(v) => onChange?.(v)} />
      ) : (
        <Slider {...common} value={current as number} onChange={(v) => onChange?.(v)} />
      )}
    </div>
  );
}

interface FactorRow {
  key: string;
  value: string;
}

export function PollutionFactorWidget(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { options, value, onChange, testId, disabled, readOnly } = props;
  const rows: FactorRow[] = Array.isArray(value) ? (value as FactorRow[]) : [];
  const max = num(options.maxRows) ?? DEFAULT_SUBFORM_MAX_ROWS;
  const change = (index: number, part: keyof FactorRow, text: string) => onChange?.(rows.map((row, i) => (i === index ? { ...row, [part]: text } : row)));
  const locked = disabled || readOnly;
  return (
    <div className="ec-factor-card" data-testid={testId}>
      {rows.map((row, index) => (
        <div key={index} className="ec-factor-row" data-testid={`${testId}-row`}>
          <Input
            value={row.key}
            maxLength={POLLUTION_FACTOR_MAX}
            placeholder={t('form.factorKey')}
            onChange={(e) => change(index, 'key', e.target.value)}
            disabled={locked}
            data-testid={`${testId}-${index}-key`}
          />
          <Input
            value={row.value}
            maxLength={POLLUTION_FACTOR_MAX}
            placeholder={t('form.factorValue')}
            onChange={(e) => change(index, 'value', e.target.value)}
            disabled={locked}
            data-testid={`${testId}-${index}-value`}
          />
          <Button icon={<DeleteOutlined />} disabled={locked} onClick={() => onChange?.(rows.filter((_, i) => i !== index))} aria-label={t('form.removeRow')} data-testid={`${testId}-${index}-remove`} />
        </div>
      ))}
      {!locked && rows.length < max && (
        <Button type="dashed" icon={<PlusOutlined />} onClick={() => onChange?.([...rows, { key: '', value: '' }])} data-testid={`${testId}-add`}>
          {t('form.addFactor')}
        </Button>
      )}
    </div>
  );
}

export function CustomWidget(props: FieldWidgetProps) {
  const component = str(props.options.component);
  if (component && component !== 'custom') return <FieldWidgetEdit name={component} {...props} />;
  const { value, onChange } = props;
  return <Input {...controlProps(props)} value={typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value)} onChange={(e) => onChange?.(e.target.value)} />;
}
