// @vitest-environment jsdom
// runtime/files/viewers: closing a preview while the file is still loading or a PDF page is still on its
// way must neither leak the parsed document nor surface pdf.js's rejection as a page error.
import { act, cleanup, render, renderHook, screen, within } from '@testing-library/react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../runtime/i18n';

// The real pdf.js wants a worker and a canvas; these tests drive the document's promises by hand.
vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: {}, getDocument: vi.fn() }));
const { PdfPages } = await import('../../runtime/files/viewers/PdfViewer');
const { useFileBytes } = await import('../../runtime/files/viewers/useFileBytes');

beforeAll(async () => {
  await initI18n('zh-CN');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));

function stubFetch() {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(new Uint8Array([1, 2, 3]))));
}

/** Collects the promise rejections nobody handled while `run` goes on. */
async function unhandledDuring(run: () => Promise<void>) {
  const seen: unknown[] = [];
  const onRejection = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', onRejection);
  try {
    await run();
    await new Promise((r) => setTimeout(r, 20));
  } finally {
    process.off('unhandledRejection', onRejection);
  }
  return seen;
}

describe('useFileBytes releases what it parsed', () => {
  it('releases a value that arrives after the viewer closed, and never shows it', async () => {
    stubFetch();
    const parsing = deferred<{ id: string }>();
    const release = vi.fn();
    const { result, unmount } = renderHook(() => useFileBytes('blob:doc', () => parsing.promise, release));
    await settle();
    unmount();
    parsing.resolve({ id: 'late' });
    await settle();
    expect(release).toHaveBeenCalledTimes(1);
    expect(release).toHaveBeenCalledWith({ id: 'late' });
    expect(result.current).toEqual({ state: 'loading' });
  });

  it('releases the shown value once when the viewer closes', async () => {
    stubFetch();
    const release = vi.fn();
    const { result, unmount } = renderHook(() => useFileBytes('blob:doc', async () => ({ id: 'shown' }), release));
    await settle();
    expect(result.current).toEqual({ state: 'ready', value: { id: 'shown' } });
    expect(release).not.toHaveBeenCalled();
    unmount();
    expect(release).toHaveBeenCalledTimes(1);
    expect(release).toHaveBeenCalledWith({ id: 'shown' });
  });

  it('releases the old value when the URL changes', async () => {
    stubFetch();
    const release = vi.fn();
    const { rerender } = renderHook(({ url }) => useFileBytes(url, async () => ({ url }), release), { initialProps: { url: 'blob:a' } });
    await settle();
    rerender({ url: 'blob:b' });
    await settle();
    expect(release.mock.calls).toEqual([[{ url: 'blob:a' }]]);
  });
});

describe('PdfPages', () => {
  const docWith = (getPage: () => Promise<unknown>) => ({ numPages: 2, getPage }) as unknown as PDFDocumentProxy;

  it('swallows the rejection of a page still on its way when the preview closes', async () => {
    const page = deferred<unknown>();
    const unhandled = await unhandledDuring(async () => {
      const { unmount } = render(<PdfPages doc={docWith(() => page.promise)} />);
      unmount();
      page.reject(new Error('Transport destroyed'));
    });
    expect(unhandled).toEqual([]);
  });

  it('shows the load error when a page cannot be read while the preview is open', async () => {
    const unhandled = await unhandledDuring(async () => {
      render(<PdfPages doc={docWith(() => Promise.reject(new Error('Invalid page request.')))} />);
      await settle();
    });
    expect(unhandled).toEqual([]);
    const error = await screen.findByTestId('preview-error');
    expect(await within(error).findByText('文件加载失败', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByTestId('preview-pdf')).toBeNull();
  }, 30_000); // the error screen's antd Result is loaded on first use
});
