/**
 * The form services other features use (exported through server/plugin-api): load a form by key for
 * rendering, and check submitted data with the same rules the renderer applies in the browser
 * (schemas/forms/validate) before it is stored — approval tasks validate their form data this way.
 */
import type { RenderableForm } from '../../schemas/contracts/forms';
import { checkFormJson } from '../../schemas/forms/check';
import type { FormData, FormJson } from '../../schemas/forms/types';
import { checkFormData } from '../../schemas/forms/validate';
import { walkForm } from '../../schemas/forms/walk';
import type { Locale } from '../../data-providers/catalogue';
import type { Db } from '../core/contracts';
import { ApiError } from '../core/errors';
import { sanitizeRichText } from '../storage/sanitize';
import { findFormByKey } from './store';

export interface LoadFormQuery {
  /** The enterprise whose form it is; null for a back-office template. */
  enterpriseId: number | null;
  formKey: string;
  /** A saved version (also of a since deleted form); the current one when left out. */
  version?: number;
}

/** A saved form to render, or null when the enterprise has no such form (version). */
export async function loadForm(db: Pick<Db, 'query'>, query: LoadFormQuery): Promise<RenderableForm | null> {
  const found = await findFormByKey(db, query.enterpriseId, query.formKey, query.version);
  return found ? { formKey: found.formKey, name: found.name, version: found.version, json: found.json, trusted: found.trusted } : null;
}

export interface SubmissionOptions {
  locale: Locale;
  /**
   * Widgets the renderer had hidden (their rules were off): FormApi.hiddenWidgetNames(). Only those the
   * saved form could hide count (schemas/forms/hiding.ts).
   */
  hidden?: readonly string[];
  /** Whether the form's version is trusted (its event code runs in the browser and may hide widgets). */
  trusted: boolean;
}

/**
 * Checks form data against the form and answers what may be stored: only the form's fields, each in its
 * widget's shape, rich-editor HTML sanitized. Failing fields → 2010102 naming each (`name`, or
 * `subForm[row].name`) with the renderer's messages.
 */
export function checkSubmission(form: FormJson, data: unknown, options: SubmissionOptions): FormData {
  const result = checkFormData(form, data, { locale: options.locale, hidden: options.hidden, trusted: options.trusted });
  if (result.errors.length > 0) throw ApiError.badParameter(result.errors, options.locale);
  const richNames = new Set(walkForm(form).filter((v) => v.widget.type === 'rich-editor').map((v) => v.widget.options.name));
  if (richNames.size === 0) return result.data;
  const clean = (row: Record<string, unknown>) => {
    for (const name of Object.keys(row)) if (richNames.has(name) && typeof row[name] === 'string') row[name] = sanitizeRichText(row[name]);
    for (const value of Object.values(row)) if (Array.isArray(value)) value.forEach((r) => r && typeof r === 'object' && clean(r as Record<string, unknown>));
  };
  clean(result.data);
  return result.data;
}

/** A form JSON fit to be saved; 2010102 naming each problem by its JSON pointer under `json`. */
export function checkedFormJson(json: unknown, locale: Locale): FormJson {
  const issues = checkFormJson(json, locale);
  if (issues.length > 0) throw ApiError.badParameter(issues.slice(0, 50).map((i) => ({ field: `json${i.pointer}`, message: i.message })), locale);
  return json as FormJson;
}
