/**
 * Module schema checks: the meta-schema (shape) then the semantic rules, per document, and collisions
 * across documents. Pure (no file system), so the server loader, the CLI and a browser designer share it.
 */
import { dictionaries as sharedDictionaries } from '../dictionaries';
import type { DictionaryDef, ModuleSchema } from '../types';
import { semanticIssues, type SemanticContext } from './semantic';
import { structuralIssues } from './structural';
import type { SchemaIssue } from './issues';

export function semanticContext(dictionaries: readonly DictionaryDef[] = sharedDictionaries, allowedApiRoots: readonly string[] = []): SemanticContext {
  return { dictionaries: new Map(dictionaries.map((d) => [d.type, d.children.map((c) => c.value)])), allowedApiRoots };
}

/** Every issue of one parsed document; the document is a valid ModuleSchema when none is returned. */
export function moduleIssues(doc: unknown, ctx: SemanticContext = semanticContext()): SchemaIssue[] {
  const structural = structuralIssues(doc);
  // Semantic rules assume the shape; reporting them on a malformed document would only add noise.
  if (structural.length > 0) return structural;
  return semanticIssues(doc as ModuleSchema, ctx);
}

export { collisionIssues, type SourcedIssue, type SourcedSchema } from './collisions';
export { displayPointer, pointer, type SchemaIssue } from './issues';
export { structuralIssues } from './structural';
export { semanticIssues, type SemanticContext } from './semantic';
