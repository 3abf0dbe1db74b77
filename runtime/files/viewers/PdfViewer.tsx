import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewerProps } from './types';
import { useFileBytes } from './useFileBytes';
import { ViewerError, ViewerLoading } from './ViewerState';

// The worker is its own asset (Vite `?url`): parsing runs off the main thread.
GlobalWorkerOptions.workerSrc = workerUrl;

const openPdf = (bytes: ArrayBuffer) => getDocument({ data: new Uint8Array(bytes) }).promise;
const closePdf = (doc: PDFDocumentProxy) => void doc.destroy().catch(() => undefined);

export function PdfPages({ doc }: { doc: PDFDocumentProxy }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const total = doc.numPages;

  useEffect(() => {
    let cancelled = false;
    let task: { cancel(): void; promise: Promise<void> } | null = null;
    // Closing the preview destroys the document while a page may still be on its way: pdf.js then
    // rejects getPage ("Transport destroyed") and the render; both are expected once cancelled.
    doc
      .getPage(page)
      .then((p) => {
        if (cancelled || !canvas.current) return;
        const ratio = window.devicePixelRatio || 1;
        const viewport = p.getViewport({ scale: 1.4 * ratio });
        const el = canvas.current;
        el.width = viewport.width;
        el.height = viewport.height;
        el.style.width = `${viewport.width / ratio}px`;
        task = p.render({ canvas: el, viewport });
        return task.promise.then(() => !cancelled && el.setAttribute('data-rendered-page', String(page)));
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page]);

  if (failed) return <ViewerError />;
  return (
    <div className="ec-preview-pdf" data-testid="preview-pdf">
      <Space className="ec-preview-pager">
        <Button icon={<LeftOutlined />} disabled={page <= 1} onClick={() => setPage(page - 1)} data-testid="pdf-prev">
          {t('files.prevPage')}
        </Button>
        <span data-testid="pdf-page-info" data-page={page} data-pages={total}>
          {t('files.pageOf', { page, total })}
        </span>
        <Button disabled={page >= total} onClick={() => setPage(page + 1)} data-testid="pdf-next">
          {t('files.nextPage')} <RightOutlined />
        </Button>
      </Space>
      <div className="ec-preview-canvas-wrap">
        <canvas ref={canvas} data-testid="pdf-canvas" />
      </div>
    </div>
  );
}

export default function PdfViewer({ url }: ViewerProps) {
  const loaded = useFileBytes(url, openPdf, closePdf);
  if (loaded.state === 'loading') return <ViewerLoading />;
  if (loaded.state === 'error') return <ViewerError />;
  return <PdfPages doc={loaded.value} />;
}
