/**
 * The whole check of a form JSON: structure against schemas/meta/form.schema.json (ajv), then the
 * semantic lint. Problems come as `{ pointer, message }` (RFC 6901 pointers into the document), the
 * format `npm run schemas:check` prints and the server answers with 2010102.
 */
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import meta from '../meta/form.schema.json';
import { lintForm, type FormIssue } from './lint';
import type { MessageLocale } from './messages';
import type { FormJson } from './types';

let compiled: ReturnType<Ajv2020['compile']> | undefined;
function validator() {
  compiled ??= new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true }).compile(meta);
  return compiled;
}

function issueOf(error: ErrorObject): FormIssue {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return { pointer: `${error.instancePath}/${String(params.missingProperty)}`, message: 'is required' };
  if (error.keyword === 'enum') return { pointer: error.instancePath, message: `must be one of ${JSON.stringify(params.allowedValues)}` };
  return { pointer: error.instancePath, message: error.message ?? error.keyword };
}

/** Structural problems only (the JSON Schema). */
export function structuralIssues(json: unknown): FormIssue[] {
  const validate = validator();
  if (validate(json)) return [];
  // One line per place: ajv repeats a failing $ref chain's errors at the same pointer.
  const seen = new Set<string>();
  return (validate.errors ?? []).map(issueOf).filter((i) => {
    const key = `${i.pointer} ${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every problem of a form JSON; semantic checks run only on a structurally valid document. */
export function checkFormJson(json: unknown, locale: MessageLocale = 'zh-CN'): FormIssue[] {
  const structural = structuralIssues(json);
  return structural.length > 0 ? structural : lintForm(json as FormJson, locale);
}

export type { FormIssue };
