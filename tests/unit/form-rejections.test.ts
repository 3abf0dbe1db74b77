// A refused antd form validation left unhandled by a dialog handler is not reported as a page error;
// any other unhandled rejection still is.
import { describe, expect, it } from 'vitest';
import { isFormValidationRejection, quietFormValidationRejections } from '../../runtime/app/formRejections';

function fire(target: EventTarget, reason: unknown): boolean {
  const event = new Event('unhandledrejection', { cancelable: true }) as Event & { reason: unknown };
  event.reason = reason;
  return target.dispatchEvent(event);
}

describe('form validation rejections', () => {
  it('recognises antd’s validateFields rejection only', () => {
    expect(isFormValidationRejection({ errorFields: [{ name: ['content'], errors: ['请填写建议内容'] }], values: {} })).toBe(true);
    expect(isFormValidationRejection(new Error('boom'))).toBe(false);
    expect(isFormValidationRejection({ errorFields: 'x' })).toBe(false);
    expect(isFormValidationRejection(null)).toBe(false);
  });

  it('cancels the report of a refused validation and lets other rejections through', () => {
    const target = new EventTarget();
    quietFormValidationRejections(target as unknown as Window);
    expect(fire(target, { errorFields: [], values: {} })).toBe(false);
    expect(fire(target, new Error('real failure'))).toBe(true);
  });
});
