import { createContext, useContext } from 'react';
import type { Designer } from './useDesigner';

export const NS = 'form-designer';

export interface DesignerContextValue {
  designer: Designer;
  /** Adds a widget of `type` (palette click or drop): at `place`, or after/into the selection. */
  add(type: string, place?: { slot: string; index: number }): void;
}

export const DesignerContext = createContext<DesignerContextValue | null>(null);

export function useDesignerContext(): DesignerContextValue {
  const value = useContext(DesignerContext);
  if (!value) throw new Error('inside the Designer only');
  return value;
}
