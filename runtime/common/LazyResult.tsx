import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

/*
 * antd's Result carries three large illustrations (403, 404, 500). The status screens that use it are
 * rare, so it is fetched when one is first shown instead of with every signed-in screen.
 */
const Result = lazy(() => import('antd/es/result'));

/** antd's Result, loaded on first render (nothing is shown for the moment the file takes to arrive). */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
