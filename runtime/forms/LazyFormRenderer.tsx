import { Spin } from 'antd';
import { forwardRef, lazy, Suspense } from 'react';
import type { FormApi } from './api';
import type { FormRendererProps } from './FormRenderer';

const Renderer = lazy(() => import('./FormRenderer'));

/**
 * The form renderer as a lazy chunk (Formily and the renderer load when a page first shows a form), for
 * pages that render saved forms: approval tasks, previews, custom screens.
 */
export const LazyFormRenderer = forwardRef<FormApi, FormRendererProps>(function LazyFormRenderer(props, ref) {
  return (
    <Suspense fallback={<Spin />}>
      <Renderer {...props} ref={ref} />
    </Suspense>
  );
});
