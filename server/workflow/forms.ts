/**
 * Designer forms in processes (issue 14, docs/workflow.md "Forms"): a start event or user task names a
 * form by its key; the version current when an instance starts is pinned for the whole instance, and
 * data submitted with the start or a task completion is checked on the server with the form's rules
 * (the renderer's, schemas/forms/validate) before it is stored.
 */
import type { RenderableForm } from '../../schemas/contracts/forms';
import type { FormData } from '../../schemas/forms/types';
import type { Locale } from '../../data-providers/catalogue';
import { checkSubmission, loadForm } from '../forms';
import type { Db } from '../core/contracts';
import type { ProcessModel } from './model';

type Tx = Pick<Db, 'query'>;

/** Form key → pinned version, for the forms of one instance. */
export type FormVersions = Record<string, number>;

/** The form keys a model names (start events and user tasks). */
export function formKeysOf(model: ProcessModel): string[] {
  return [...new Set([...model.nodes.values()].map((n) => n.formKey).filter((k): k is string => Boolean(k)))];
}

/**
 * The current version of every form the model names, as saved for the instance's enterprise (the back
 * office's templates for a platform process). A key with no saved form pins nothing: its task shows no
 * form and nothing is checked.
 */
export async function pinFormVersions(tx: Tx, model: ProcessModel, enterpriseId: number | null): Promise<FormVersions> {
  const keys = formKeysOf(model);
  if (keys.length === 0) return {};
  // The newest live definition of each key, in one statement.
  const { rows } = await tx.query<{ formKey: string; version: number }>(
    `SELECT DISTINCT ON (form_key) form_key AS "formKey", version FROM form_definition
      WHERE form_key = ANY($1::text[]) AND NOT deleted AND enterprise_id IS NOT DISTINCT FROM $2 ORDER BY form_key, id DESC`,
    [keys, enterpriseId],
  );
  return Object.fromEntries(rows.map((r) => [r.formKey, Number(r.version)]));
}

/** The form key of the model's start event (the first one naming a form; with `pinned`, a pinned one). */
export function startFormKeyOf(model: ProcessModel, pinned?: FormVersions): string | undefined {
  return [...model.nodes.values()].find((n) => n.type === 'bpmn:StartEvent' && n.formKey && (!pinned || pinned[n.formKey] !== undefined))?.formKey;
}

export interface FormSubmission {
  data: FormData | undefined;
  /** Widgets the renderer had hidden (their rules were off); only those the form could hide count. */
  hidden?: readonly string[];
  locale: Locale;
}

/**
 * The data of a pinned form as it may be stored; 2010102 naming each failing field with the renderer's
 * messages. Missing data is checked as an empty form (its required fields fail).
 */
export async function checkPinnedForm(tx: Tx, enterpriseId: number | null, formKey: string, version: number, submission: FormSubmission): Promise<FormData> {
  const form = await loadForm(tx, { enterpriseId, formKey, version });
  // The pinned version exists (versions are never deleted); a missing one means the enterprise went away.
  if (!form) return submission.data ?? {};
  return checkSubmission(form.json, submission.data ?? {}, { locale: submission.locale, hidden: submission.hidden, trusted: form.trusted });
}

/** The forms an instance's detail renders: each pinned (key, version) once. */
export async function formsFor(tx: Tx, enterpriseId: number | null, used: Array<{ formKey: string; version: number }>): Promise<RenderableForm[]> {
  const seen = new Set<string>();
  const out: RenderableForm[] = [];
  for (const u of used) {
    const id = `${u.formKey}@${u.version}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const form = await loadForm(tx, { enterpriseId, formKey: u.formKey, version: u.version });
    if (form) out.push(form);
  }
  return out;
}
