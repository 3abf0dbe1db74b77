import { createContext, useContext } from 'react';
import { i18n } from '../../../runtime/i18n';
import { designerTexts } from './texts';
import type { Designer } from './useDesigner';

export const NS = 'form-designer';

// The designer's texts join the plugin's namespace when its first page loads (deep, keeping the entry's).
for (const [locale, bundle] of Object.entries(designerTexts)) i18n.addResourceBundle(locale, NS, bundle, true, false);

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
