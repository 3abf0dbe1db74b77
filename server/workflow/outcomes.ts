import type { ProcessEnd } from './types';

export type OutcomeHandler = (end: ProcessEnd) => Promise<void>;

/**
 * Who wants to know when an instance of a business type ends. A feature registers its handler once at
 * load (every server process does the same at start), and the engine calls it inside the transaction
 * that ended the instance: the business record changes if and only if the approval committed
 * (docs/decisions.md, "Process outcomes reach features through handlers").
 */
const handlers = new Map<string, OutcomeHandler[]>();

export function onProcessEnd(businessType: string, handler: OutcomeHandler): () => void {
  const list = handlers.get(businessType) ?? [];
  list.push(handler);
  handlers.set(businessType, list);
  return () => handlers.set(businessType, (handlers.get(businessType) ?? []).filter((h) => h !== handler));
}

export async function runOutcomeHandlers(end: ProcessEnd): Promise<void> {
  for (const handler of handlers.get(end.instance.businessType) ?? []) await handler(end);
}
