/**
 * One value widget: its registry control inside a form item (label, required mark, first error), or a
 * bare control with its error in a sub-form cell. An observer of its Formily field, so typing re-renders
 * this field only. Validation runs on change (Formily's input trigger) and again on blur (spec §5).
 */
import type { Field } from '@formily/core';
import { observer } from '@formily/react';
import { toJS } from '@formily/reactive';
import { Form } from 'antd';
import { useMemo } from 'react';
import { FieldWidgetEdit } from '../../plugins/fieldWidgets';
import { fieldOfWidget } from '../fieldOfWidget';
import type { ModelNode } from '../formModel';
import type { FieldData } from '../formState';
import { useRender } from './context';
import { alignOf, classOf } from './layout';

export const FieldNode = observer(function FieldNode({ node, row }: { node: ModelNode; row?: number }) {
  const { state, layout } = useRender();
  const field = state.fieldOf(node, row) as Field | undefined;
  const schemaField = useMemo(() => fieldOfWidget(node.widget), [node.widget]);
  const events = useMemo(() => state.widgetEvents(node, row), [state, node, row]);
  if (!field || field.display !== 'visible') return null;
  const { options } = node.widget;
  const data = field.data as FieldData;
  const name = options.name;
  const inCell = row !== undefined;
  const testId = inCell ? `field-${node.subForm?.options.name}-${row}-${name}` : `field-${name}`;
  const errors = field.selfErrors;
  const control = (
    <FieldWidgetEdit
      name={node.widget.type}
      options={data.optionItems ? { ...options, optionItems: data.optionItems } : options}
      field={schemaField}
      testId={testId}
      value={toJS(field.value)}
      onChange={(value) => {
        void field.onInput(value);
        state.fire(node, 'onInput', [value], row);
      }}
      onFocus={() => {
        void field.onFocus();
        state.fire(node, 'onFocus', [], row);
      }}
      onBlur={() => {
        void field.onBlur();
        // Spec §5: blur is a trigger too; the rules are registered once, for change. validate() rejects
        // with the errors it has just shown, which needs no further handling.
        field.validate('onInput').catch(() => undefined);
        state.fire(node, 'onBlur', [], row);
      }}
      disabled={field.disabled}
      readOnly={field.readOnly}
      size={layout.size}
      inCell={inCell}
      events={events}
    />
  );
  if (inCell) {
    return (
      <div className={`ec-form-cell${errors.length > 0 ? ' ec-form-cell-error' : ''}`}>
        {control}
        {errors.length > 0 && <div className="ec-form-cell-message">{errors[0]}</div>}
      </div>
    );
  }
  const align = alignOf(options.labelAlign) ?? layout.labelAlign;
  const labelWidth = typeof options.labelWidth === 'number' && options.labelWidth > 0 ? options.labelWidth : layout.labelWidth;
  return (
    <Form.Item
      label={options.labelHidden ? undefined : options.label || name}
      colon={false}
      required={data.required}
      validateStatus={errors.length > 0 ? 'error' : undefined}
      help={errors[0]}
      tooltip={typeof options.labelTooltip === 'string' && options.labelTooltip ? options.labelTooltip : undefined}
      labelAlign={align === 'right' ? 'right' : 'left'}
      labelCol={layout.vertical ? undefined : { flex: `0 0 ${labelWidth}px` }}
      className={[`ec-form-item ec-label-${align}`, classOf(options.customClass)].filter(Boolean).join(' ')}
      data-testid={`form-item-${testId.slice('field-'.length)}`}
    >
      {control}
    </Form.Item>
  );
});
