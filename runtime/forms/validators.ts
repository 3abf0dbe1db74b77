/**
 * Formily validators of a designed widget, from the shared rule functions (schemas/forms/rules) the
 * server also runs: required (switchable at run time through the field's data), then the format and
 * option-derived checks (skipped on empty values), then the widget's onValidate code when it may run.
 * One validator per field, registered for the change trigger; the field node also runs it on blur.
 */
import type { Field } from '@formily/core';
import { fieldChecks, isEmptyValue, requiredMessage, type FieldCheck } from '../../schemas/forms/rules';
import type { MessageLocale } from '../../schemas/forms/messages';
import type { FormWidget } from '../../schemas/forms/types';
import { toJS } from '@formily/reactive';

type Validator = (value: unknown) => string | undefined;

function checksByLocale(widget: FormWidget): (locale: MessageLocale) => FieldCheck[] {
  const cache = new Map<MessageLocale, FieldCheck[]>();
  return (locale) => {
    if (!cache.has(locale)) cache.set(locale, fieldChecks(widget.type, widget.options, locale));
    return cache.get(locale)!;
  };
}

export function fieldValidator(widget: FormWidget, field: Field, locale: () => MessageLocale, custom: (value: unknown) => string | null): Validator {
  const checks = checksByLocale(widget);
  return (raw) => {
    const value = toJS(raw);
    if (isEmptyValue(value)) {
      if ((field.data as { required?: boolean } | undefined)?.required) return requiredMessage(widget.options, locale());
      return custom(value) ?? undefined;
    }
    for (const check of checks(locale())) {
      const message = check.test(value);
      if (message) return message;
    }
    return custom(value) ?? undefined;
  };
}

/** A sub-form's own rule: at most maxRows rows. */
export function rowsValidator(widget: FormWidget, locale: () => MessageLocale): Validator {
  const checks = checksByLocale(widget);
  return (raw) => {
    const value = toJS(raw);
    for (const check of checks(locale())) {
      const message = check.test(value);
      if (message) return message;
    }
    return undefined;
  };
}
