/**
 * The platform's forms (docs/forms.md): the renderer of saved forms (lazy), its API types and the
 * form JSON types. Other features (approval user tasks, custom screens, the designer plugin) import
 * from here; the designer is a plugin, the renderer and the widget registry are the runtime's.
 */
export { LazyFormRenderer } from './LazyFormRenderer';
export type { FormRendererProps } from './FormRenderer';
export type { FormApi, WidgetRef } from './api';
export type { FormData, FormJson, FormWidget, FormConfig, WidgetOptions } from '../../schemas/forms/types';
