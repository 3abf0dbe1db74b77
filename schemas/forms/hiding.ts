/**
 * Which widgets a submission may report hidden (docs/forms.md "Hidden fields on the server"). The
 * renderer sends the names of the widgets it had hidden (their rules were off), but that list comes
 * from the client: taken at its word, it would switch off any required field. A reported name is
 * therefore accepted only where the saved form could have hidden that widget:
 *   - the widget, or a container above it, is hidden by its saved options (hidden from the start);
 *   - or the saved version is trusted (its event code runs in the browser), that code calls a hiding
 *     API (setHidden, hideWidgets, hideTab, or the Formily form itself), and it can reach the widget:
 *     the widget's name is written in the code as a string literal, or the widget's own handlers (run
 *     with the widget as `this`) call setHidden / hideTab, or — for a tab pane, hidden by index — the
 *     same holds for its tab.
 * A name computed at run time ('f' + i), or `this` handed to a function that hides it, is not
 * recognised: such a widget keeps its rules on the server, which errs on the side of checking.
 */
import type { FormJson, FormWidget } from './types';
import { walkForm } from './walk';
import { escapeRegExp } from '../escapeRegExp';

/** The calls through which event code can hide a widget (formState.ts); code without them hides nothing. */
const HIDING_CALLS = /\b(setHidden|hideWidgets|hideTab|formily)\b/;
/** The hiding calls of a widget reference, which a widget's own handlers can make on `this`. */
const SELF_HIDING_CALLS = /\b(setHidden|hideTab)\b/;
const isCode = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The event-code options of a widget or of the form config (`on…`), non-empty. */
function handlersOf(options: Record<string, unknown> | undefined): string[] {
  if (!options) return [];
  return Object.entries(options)
    .filter(([key, value]) => /^on[A-Z]/.test(key) && isCode(value))
    .map(([, value]) => value as string);
}

/** True when `code` holds `name` as a string literal ('name', "name", `name`, or a dotted path ending in it). */
function namesLiterally(code: string, name: string): boolean {
  return new RegExp(`(['"\`])(?:[^'"\`\\n]*\\.)?${escapeRegExp(name)}\\1`).test(code);
}

/**
 * The names of `claimed` the form could have hidden (see above); the others are ignored, so their
 * widgets keep their rules.
 */
export function acceptedHidden(form: FormJson, claimed: readonly string[], trusted: boolean): Set<string> {
  const accepted = new Set<string>();
  if (claimed.length === 0) return accepted;
  const wanted = new Set(claimed);
  const visits = walkForm(form);
  const config = (form.formConfig ?? {}) as unknown as Record<string, unknown>;
  const code = [config.functions, ...handlersOf(config), ...visits.flatMap((v) => handlersOf(v.widget.options))].filter(isCode).join('\n');
  const codeHides = trusted && HIDING_CALLS.test(code);
  const reachable = (widget: FormWidget | null | undefined): boolean => {
    const name = widget?.options?.name;
    return typeof name === 'string' && name !== '' && (namesLiterally(code, name) || handlersOf(widget!.options).some((h) => SELF_HIDING_CALLS.test(h)));
  };
  for (const visit of visits) {
    const name = visit.widget.options?.name;
    if (typeof name !== 'string' || !wanted.has(name)) continue;
    const paneOfTab = visit.widget.type === 'tab-pane' && visit.parent?.type === 'tab' ? visit.parent : null;
    if (visit.hidden || (codeHides && (reachable(visit.widget) || reachable(paneOfTab)))) accepted.add(name);
  }
  return accepted;
}
