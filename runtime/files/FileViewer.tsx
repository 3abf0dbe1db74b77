import { LazyResult as Result } from '../common/LazyResult';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { viewerFor, type Viewer } from './fileKind';
import type { ViewerProps } from './viewers/types';
import { ViewerLoading } from './viewers/ViewerState';

// Each viewer is its own chunk: pdf.js, docx-preview and exceljs download only when needed.
const VIEWERS: Record<Viewer, ComponentType<ViewerProps>> = {
  image: lazy(() => import('./viewers/ImageViewer')),
  pdf: lazy(() => import('./viewers/PdfViewer')),
  docx: lazy(() => import('./viewers/DocxViewer')),
  xlsx: lazy(() => import('./viewers/ExcelViewer')),
  video: lazy(() => import('./viewers/MediaViewer').then((m) => ({ default: m.VideoViewer }))),
  audio: lazy(() => import('./viewers/MediaViewer').then((m) => ({ default: m.AudioViewer }))),
};

/** The right viewer for a file, chosen by the name's (or URL path's) extension. */
export function FileViewer({ url, name }: ViewerProps) {
  const { t } = useTranslation();
  const viewer = viewerFor(name) ?? viewerFor(url);
  if (!viewer) return <Result status="info" title={t('files.unsupported')} data-testid="preview-unsupported" />;
  const View = VIEWERS[viewer];
  return (
    <Suspense fallback={<ViewerLoading />}>
      <View url={url} name={name} />
    </Suspense>
  );
}
