import { Spin } from 'antd';
import { forwardRef, lazy, Suspense, useEffect } from 'react';
import { loadFieldWidgets, useFieldWidgetLookup } from '../plugins/fieldWidgets';
import type { FormApi } from './api';
import type { FormRendererProps } from './FormRenderer';
import { formWidgetTypes } from './widgetTypes';

const Renderer = lazy(() => import('./FormRenderer'));

/**
 * The form renderer as a lazy chunk (Formily and the renderer load when a page first shows a form), for
 * pages that render saved forms: approval tasks, previews, custom screens. The form's controls start
 * loading at the same time as the renderer's chunk.
 */
export const LazyFormRenderer = forwardRef<FormApi, FormRendererProps>(function LazyFormRenderer(props, ref) {
  const lookup = useFieldWidgetLookup();
  useEffect(() => {
    void loadFieldWidgets(lookup, formWidgetTypes(props.form));
  }, [lookup, props.form]);
  return (
    <Suspense fallback={<Spin />}>
      <Renderer {...props} ref={ref} />
    </Suspense>
  );
});
