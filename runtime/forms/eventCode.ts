/**
 * Event-code options (spec §3): JavaScript a designer writes for a widget's events and the form's
 * global functions. It runs in the browser only for forms the page marks trusted — forms saved by a
 * user holding the form-designer permission (docs/forms.md, "Trust model"); otherwise nothing here is
 * ever compiled. Handlers run with the widget's reference as `this` (VForm's contract), the global
 * functions declared in scope; a failing handler is reported on the console and does not break the form.
 */

/** The parameters each event's code receives (VForm's names). */
export const EVENT_PARAMS: Readonly<Record<string, readonly string[]>> = {
  onCreated: [],
  onMounted: [],
  onChange: ['value', 'oldValue', 'subFormData', 'rowId'],
  onInput: ['value'],
  onFocus: ['event'],
  onBlur: ['event'],
  onValidate: ['rule', 'value', 'callback'],
  onClick: [],
  onAppendButtonClick: [],
  onRemoteQuery: ['keyword'],
  onBeforeUpload: ['file'],
  onUploadSuccess: ['result', 'file', 'fileList'],
  onUploadError: ['error', 'file', 'fileList'],
  onClose: [],
  onSubFormRowAdd: ['subFormData', 'newRowId'],
  onSubFormRowInsert: ['subFormData', 'newRowId'],
  onSubFormRowDelete: ['subFormData', 'deletedDataRow'],
  onSubFormRowChange: ['subFormData'],
  onFormCreated: [],
  onFormMounted: [],
  onFormDataChange: ['fieldName', 'newValue', 'oldValue', 'formModel', 'subFormName', 'subFormRowIndex'],
  onFormValidate: ['formModel'],
};

type Compiled = (this: unknown, ...args: unknown[]) => unknown;

export interface EventRunner {
  /** Whether event code runs at all for this form. */
  readonly enabled: boolean;
  /** True when the option holds code (and code may run). */
  has(code: unknown): boolean;
  /** Runs `code` as handler of `event` with `self` as this; the handler's result, undefined on failure. */
  run(code: unknown, event: string, self: unknown, args: unknown[], where: string): unknown;
}

export function createEventRunner(enabled: boolean, globalFunctions: unknown): EventRunner {
  const cache = new Map<string, Compiled | null>();
  const prelude = typeof globalFunctions === 'string' ? globalFunctions : '';
  const compile = (code: string, event: string): Compiled | null => {
    const key = `${event}\u0000${code}`;
    if (!cache.has(key)) {
      try {
        // The Function constructor compiles the designer's code in its own scope; the global functions
        // are declared at its top so every handler can call them.
        // eslint-disable-next-line @typescript-eslint/no-implied-eval
        cache.set(key, new Function(...(EVENT_PARAMS[event] ?? []), `${prelude}\n${code}`) as Compiled);
      } catch (error) {
        console.warn(`form event ${event} does not compile:`, error);
        cache.set(key, null);
      }
    }
    return cache.get(key) ?? null;
  };
  const has = (code: unknown) => enabled && typeof code === 'string' && code.trim() !== '';
  return {
    enabled,
    has,
    run(code, event, self, args, where) {
      if (!has(code)) return undefined;
      const handler = compile(code as string, event);
      if (!handler) return undefined;
      try {
        return handler.apply(self, args);
      } catch (error) {
        console.warn(`form event ${event} of ${where} failed:`, error);
        return undefined;
      }
    },
  };
}
