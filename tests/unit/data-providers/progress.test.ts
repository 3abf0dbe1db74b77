// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransferProgress, UploadSender } from '../../../data-providers';
import { xhrUpload } from '../../../data-providers/xhr-upload';
import { FakeXhr } from '../helpers/fakeXhr';
import { clearCookies, ok, setup } from './fakes';

afterEach(() => {
  clearCookies();
  vi.unstubAllGlobals();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A streamed answer in the given chunks, like the chunked export (no content-length unless given). */
function streamed(chunks: string[], headers: Record<string, string> = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="a.xlsx"', ...headers } });
}

function recordingSaver() {
  const saved: { name: string; blob: Blob }[] = [];
  return { saved, saveFile: (blob: Blob, name: string) => saved.push({ name, blob }) };
}

describe('download() with onDownloadProgress', () => {
  it('reports the bytes received after every chunk, total unknown without a content-length, and saves the whole file', async () => {
    const saver = recordingSaver();
    const ctx = setup(() => streamed(['PK12', '345', '6789']), { saveFile: saver.saveFile });
    const seen: TransferProgress[] = [];
    await expect(ctx.http.download('/x/exportExcel', { onDownloadProgress: (p) => seen.push(p) })).resolves.toBe('a.xlsx');
    expect(seen).toEqual([
      { loaded: 0, total: null },
      { loaded: 4, total: null },
      { loaded: 7, total: null },
      { loaded: 11, total: null },
    ]);
    expect(await saver.saved[0].blob.text()).toBe('PK123456789');
    expect(saver.saved[0].blob.type).toBe(XLSX);
  });

  it('gives the total when the server announces a length', async () => {
    const saver = recordingSaver();
    const ctx = setup(() => streamed(['abc', 'de'], { 'content-length': '5' }), { saveFile: saver.saveFile });
    const seen: TransferProgress[] = [];
    await ctx.http.download('/x/exportExcel', { onDownloadProgress: (p) => seen.push(p) });
    expect(seen.at(-1)).toEqual({ loaded: 5, total: 5 });
  });

  it('still turns a JSON error envelope into an error and saves nothing', async () => {
    const saver = recordingSaver();
    const ctx = setup(() => ok(null, 2010103), { saveFile: saver.saveFile });
    await expect(ctx.http.download('/x/exportExcel', { onDownloadProgress: () => undefined })).rejects.toMatchObject({ code: 2010103 });
    expect(saver.saved).toEqual([]);
  });
});

describe('requests with onUploadProgress', () => {
  it('go through uploadImpl with the same URL, headers and body, and are read as envelopes', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const uploadImpl: UploadSender = async (url, init, onProgress) => {
      sent.push({ url, init });
      onProgress({ loaded: 5, total: 10 });
      onProgress({ loaded: 10, total: 10 });
      return ok({ total: 3 });
    };
    const ctx = setup(() => ok('fetch was used'), { uploadImpl });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.xlsx');
    const seen: TransferProgress[] = [];
    const data = await ctx.http.post('/enterprise-side-app/account/x/importExcel', form, { params: { mode: 'validate' }, onUploadProgress: (p) => seen.push(p) });
    expect(data).toEqual({ total: 3 });
    expect(ctx.calls).toHaveLength(0);
    expect(sent[0].url).toBe('http://127.0.0.1:9/api/enterprise-side-app/account/x/importExcel?mode=validate');
    expect(sent[0].init.body).toBe(form);
    expect(sent[0].init.method).toBe('POST');
    expect((sent[0].init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(seen).toEqual([
      { loaded: 5, total: 10 },
      { loaded: 10, total: 10 },
    ]);
  });

  it('toast business errors like any request', async () => {
    const ctx = setup(() => ok(null), { uploadImpl: async () => ok({ total: 1 }, 2010102) });
    await expect(ctx.http.post('/x/importExcel', new FormData(), { onUploadProgress: () => undefined })).rejects.toMatchObject({ code: 2010102, data: { total: 1 } });
    expect(ctx.notifier.toasts).toHaveLength(1);
  });
});

describe('xhrUpload', () => {
  it('sends method, headers and body, forwards upload progress and resolves a Response', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: TransferProgress[] = [];
    const pending = xhrUpload('/api/x', { method: 'POST', headers: { Authorization: 't' }, body: 'b' }, (p) => seen.push(p));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers, xhr.body, xhr.responseType]).toEqual(['POST', '/api/x', { Authorization: 't' }, 'b', 'blob']);
    xhr.progress(3, 9);
    xhr.progress(4, 0, false);
    xhr.answer(200, '{"code":1000000}');
    const response = await pending;
    expect(seen).toEqual([
      { loaded: 3, total: 9 },
      { loaded: 4, total: null },
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('7');
    expect(await response.text()).toBe('{"code":1000000}');
  });

  it('rejects like fetch: TypeError on a network failure, AbortError when the signal aborts', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failed = xhrUpload('/api/x', { method: 'POST' }, () => undefined);
    FakeXhr.last.onerror?.();
    await expect(failed).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const aborted = xhrUpload('/api/x', { method: 'POST', signal: controller.signal }, () => undefined);
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });

  it('is what the client uses by default where XMLHttpRequest exists, with its errors mapped to the network toast', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const ctx = setup(() => ok('fetch was used'));
    const pending = ctx.http.post('/x/importExcel', new FormData(), { onUploadProgress: () => undefined });
    await Promise.resolve();
    FakeXhr.last.onerror?.();
    await expect(pending).rejects.toMatchObject({ kind: 'network' });
    expect(ctx.calls).toHaveLength(0);
    expect(ctx.notifier.toasts).toHaveLength(1);
  });
});
