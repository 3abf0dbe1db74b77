import { createContext } from 'react';
import type { ReactNode } from 'react';

/** Content the page hands a designed form for its slot widgets, by slot name. */
export const FormSlotsContext = createContext<Record<string, ReactNode>>({});
