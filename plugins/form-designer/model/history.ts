/**
 * Undo/redo of the designer (spec §2 toolbar): snapshots of the form JSON. Consecutive edits with the
 * same merge key (typing into one option) make one step, so undo goes back a whole edit, not a keystroke.
 */
import type { FormJson } from '../../../schemas/forms/types';
import { HISTORY_LIMIT } from '../constants';

export interface History {
  past: FormJson[];
  present: FormJson;
  future: FormJson[];
  /** Merge key of the edit that produced `present`. */
  lastKey?: string;
}

export const startHistory = (form: FormJson): History => ({ past: [], present: form, future: [] });

export function record(h: History, form: FormJson, mergeKey?: string): History {
  if (form === h.present) return h;
  if (mergeKey !== undefined && mergeKey === h.lastKey) return { ...h, present: form, future: [] };
  return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: form, future: [], lastKey: mergeKey };
}

export function undo(h: History): History {
  const previous = h.past[h.past.length - 1];
  return previous ? { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future] } : h;
}

export function redo(h: History): History {
  const [next, ...rest] = h.future;
  return next ? { past: [...h.past, h.present], present: next, future: rest } : h;
}
