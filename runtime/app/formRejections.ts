/**
 * antd's `form.validateFields()` rejects when a field is refused, with `{ errorFields, values }`. The
 * form already shows each refusal beside its field, so a dialog handler that lets that rejection go
 * (`onOk={() => void save()}`) has nothing left to report: it is not an error of the page.
 */
export function isFormValidationRejection(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && Array.isArray((reason as { errorFields?: unknown }).errorFields);
}

/** Keeps refused form validations out of the page's uncaught errors; every other rejection still reports. */
export function quietFormValidationRejections(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isFormValidationRejection(event.reason)) event.preventDefault();
  });
}
