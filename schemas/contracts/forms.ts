/**
 * Wire contract of the platform's form storage (server/forms, docs/forms.md): permission keys the
 * core's routes guard with, paths, limits and answer shapes. The form-designer plugin declares these
 * keys in its manifest; nothing else spells them.
 */
import type { FormJson } from '../forms/types';

/** Client key: design, save and delete the enterprise's forms (and their event code runs). */
export const FORM_PERMISSIONS = { design: 'form:design' } as const;
/** Back-office key: manage form templates. */
export const FORM_ADMIN_PERMISSIONS = { template: 'operation:formTemplate' } as const;

export const FORM_PATHS = {
  /** Below /api/enterprise-side-app. */
  client: 'form',
  /** Below /api/operation-manage. */
  admin: 'formTemplate',
} as const;

export const FORM_LIMITS = {
  /** A form key names the form for approval tasks: letters first, then letters, digits, _ and -. */
  keyPattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$',
  name: 50,
  description: 500,
  /** Serialized form JSON. */
  jsonBytes: 1_000_000,
  /** Saved forms per enterprise (and templates in the back office). */
  forms: 500,
} as const;

export interface FormSummary {
  id: number;
  formKey: string;
  name: string;
  description: string;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

export interface FormDetail extends FormSummary {
  json: FormJson;
  /** Saved by a holder of the designer permission: its event code may run (docs/forms.md). */
  trusted: boolean;
}

export interface FormVersionEntry {
  version: number;
  savedAt: string;
  savedBy: string | null;
}

/** What an approval task (or any page) gets to render a form by key. */
export interface RenderableForm {
  formKey: string;
  name: string;
  version: number;
  json: FormJson;
  trusted: boolean;
}

export interface FormInput {
  formKey: string;
  name: string;
  description?: string;
  json: FormJson;
}
