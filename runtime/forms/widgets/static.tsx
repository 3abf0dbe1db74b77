/** Widgets without a value: static text, html text, button, divider, alert (spec §3 alert options) and slot. */
import { Alert, Button, Divider } from 'antd';
import { useContext, useMemo } from 'react';
import type { FieldWidgetProps } from '../../plugins/types';
import { safeHtml } from '../safeHtml';
import { FormSlotsContext } from '../slots';
import { antSize, str } from './shared';

export function StaticTextWidget({ options, testId }: FieldWidgetProps) {
  return (
    <div className="ec-static-text" style={{ fontSize: str(options.fontSize) }} data-testid={testId}>
      {String(options.textContent ?? '')}
    </div>
  );
}

export function HtmlTextWidget({ options, testId }: FieldWidgetProps) {
  const html = useMemo(() => safeHtml(String(options.htmlContent ?? '')), [options.htmlContent]);
  return <div className="ec-html-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** VForm button types (Element) → antd. */
function buttonLook(type: unknown): { type?: 'primary' | 'default' | 'dashed' | 'link' | 'text'; danger?: boolean } {
  switch (type) {
    case 'primary':
    case 'success':
      return { type: 'primary' };
    case 'danger':
    case 'warning':
      return { type: 'primary', danger: true };
    case 'text':
      return { type: 'link' };
    default:
      return { type: 'default' };
  }
}

export function ButtonWidget(props: FieldWidgetProps) {
  const { options, events, testId, disabled } = props;
  return (
    <Button
      {...buttonLook(options.type)}
      size={antSize(options, props.size)}
      shape={options.circle ? 'circle' : options.round ? 'round' : 'default'}
      ghost={options.plain === true}
      block={options.displayStyle === 'block'}
      disabled={disabled}
      onClick={() => events?.onClick?.()}
      data-testid={testId}
    >
      {String(options.label ?? '')}
    </Button>
  );
}

export function DividerWidget({ options, testId }: FieldWidgetProps) {
  const vertical = options.direction === 'vertical';
  const position = options.contentPosition === 'left' || options.contentPosition === 'right' ? options.contentPosition : 'center';
  return (
    <div data-testid={testId}>
      <Divider type={vertical ? 'vertical' : 'horizontal'} orientation={position}>
        {vertical ? null : str(options.label)}
      </Divider>
    </div>
  );
}

const ALERT_TYPES = new Set(['success', 'info', 'warning', 'error']);

export function AlertWidget({ options, events, testId }: FieldWidgetProps) {
  const type = ALERT_TYPES.has(String(options.type)) ? (options.type as 'success' | 'info' | 'warning' | 'error') : 'info';
  const closeText = str(options.closeText);
  return (
    <div data-testid={testId} className={options.effect === 'dark' ? 'ec-alert-dark' : undefined} style={{ textAlign: options.center ? 'center' : undefined }}>
      <Alert
        type={type}
        message={String(options.title ?? '')}
        description={str(options.description)}
        showIcon={options.showIcon === true}
        closable={options.closable === true ? (closeText ? { closeIcon: <span>{closeText}</span> } : true) : false}
        onClose={() => events?.onClose?.()}
      />
    </div>
  );
}

export function SlotWidget({ options, testId }: FieldWidgetProps) {
  const slots = useContext(FormSlotsContext);
  return <div data-testid={testId}>{slots[options.name] ?? null}</div>;
}
