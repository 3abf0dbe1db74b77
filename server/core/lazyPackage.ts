import { createRequire } from 'node:module';

const requirePackage = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on first use rather than at start. For packages a running server may never
 * need (the PostgreSQL driver on PGlite, the BPMN engine until a process starts, the HTML sanitiser until
 * rich text is saved): loading them costs a noticeable part of the cold start.
 */
export function lazyPackage<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requirePackage(specifier) as T);
}
