import { createContext, useContext } from 'react';
import type { FormState } from '../formState';

export interface RenderLayout {
  /** Labels above the controls (label position top, or the H5 layout). */
  vertical: boolean;
  labelWidth: number;
  labelAlign: 'left' | 'right' | 'center';
  size?: 'small' | 'middle' | 'large';
  /** H5: grid columns take the whole width. */
  narrow: boolean;
}

export interface RenderContextValue {
  state: FormState;
  layout: RenderLayout;
}

export const RenderContext = createContext<RenderContextValue | null>(null);

export function useRender(): RenderContextValue {
  const value = useContext(RenderContext);
  if (!value) throw new Error('form nodes render inside FormRenderer');
  return value;
}
