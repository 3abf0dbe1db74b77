// @vitest-environment jsdom
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiRequestError, saveBlob, tokenStore } from '../../../data-providers';
import { BASE, clearCookies, json, setup } from './fakes';

afterEach(() => {
  clearCookies();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function file(bytes: string, disposition?: string, type = XLSX): Response {
  const headers: Record<string, string> = { 'content-type': type };
  if (disposition) headers['content-disposition'] = disposition;
  return new Response(bytes, { status: 200, headers });
}

function recordingSaver() {
  const saved: { name: string; blob: Blob }[] = [];
  return { saved, saveFile: (blob: Blob, name: string) => saved.push({ name, blob }) };
}

describe('download()', () => {
  it('GETs with the session headers and flattened filters, saves under the Chinese file name', async () => {
    tokenStore.set('client', 'tok');
    const saver = recordingSaver();
    const ctx = setup(
      () => file('PK-bytes', `attachment; filename="export.xlsx"; filename*=UTF-8''%E8%AE%BE%E5%A4%87%E5%8F%B0%E8%B4%A6.xlsx`),
      { saveFile: saver.saveFile },
    );
    const name = await ctx.http.download('/enterprise-side-app/account/deviceInventory/exportExcel', {
      params: { columns: 'deviceName,status', installDate: ['2024-01-01', '2024-01-31'] },
    });
    expect(name).toBe('设备台账.xlsx');
    expect(ctx.calls[0].url).toBe(
      `${BASE}/api/enterprise-side-app/account/deviceInventory/exportExcel?columns=deviceName%2Cstatus&installDate[0]=2024-01-01&installDate[1]=2024-01-31`,
    );
    expect(ctx.calls[0].headers.Authorization).toBe('tok');
    expect(saver.saved).toHaveLength(1);
    expect(saver.saved[0].name).toBe('设备台账.xlsx');
    expect(await saver.saved[0].blob.text()).toBe('PK-bytes');
  });

  it('falls back to the last path segment without a content-disposition', async () => {
    const saver = recordingSaver();
    const ctx = setup(() => file('x'), { saveFile: saver.saveFile });
    await expect(ctx.http.download('/enterprise-side-app/loginLog/exportExcel?x=1')).resolves.toBe('exportExcel');
  });

  it('treats a JSON error envelope as a response-level error and saves nothing', async () => {
    const saver = recordingSaver();
    const ctx = setup(() => json({ code: 2010103, msg: '没有权限', data: null }), { saveFile: saver.saveFile });
    const error = await ctx.http.download('/x/exportExcel').catch((e: ApiRequestError) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ code: 2010103, kind: 'response' });
    expect(ctx.notifier.toasts).toEqual([{ kind: 'error', text: '没有权限', seconds: 1.5 }]);
    expect(saver.saved).toEqual([]);
  });

  it('handles HTTP errors like any request', async () => {
    const saver = recordingSaver();
    const ctx = setup(() => new Response('', { status: 500 }), { saveFile: saver.saveFile });
    await expect(ctx.http.download('/x/exportExcel')).rejects.toMatchObject({ status: 500 });
    expect(ctx.notifier.toasts[0]).toMatchObject({ text: '系统接口500异常', seconds: 5 });
    expect(saver.saved).toEqual([]);
  });
});

describe('saveBlob (default saver)', () => {
  it('clicks a temporary <a download> pointing at an object URL and revokes it later', () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    const revoked: string[] = [];
    // jsdom has no object URLs; stand in for the browser's.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => void Object.assign(URL, original));
    Object.assign(URL, {
      createObjectURL: (b: Blob) => (created.push(b), 'blob:fake/1'),
      revokeObjectURL: (u: string) => revoked.push(u),
    });
    const clicks: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
    const blob = new Blob(['x']);
    saveBlob(blob, '设备台账.xlsx');
    expect(created).toEqual([blob]);
    expect(clicks).toEqual([{ href: 'blob:fake/1', download: '设备台账.xlsx', attached: true }]);
    expect(document.querySelectorAll('a').length).toBe(0);
    expect(revoked).toEqual([]);
    vi.runAllTimers();
    expect(revoked).toEqual(['blob:fake/1']);
  });
});
