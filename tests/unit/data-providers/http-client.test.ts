// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError, enterpriseStore, tokenStore, withHeaders } from '../../../data-providers';
import { BASE, clearCookies, json, ok, setup } from './fakes';

afterEach(clearCookies);

describe('request URL and headers', () => {
  it('prefixes /api, flattens params and sends the area token, enterprise and language', async () => {
    tokenStore.set('client', 'tok-1');
    enterpriseStore.set(7);
    const { http, calls } = setup(() => ok({ n: 1 }));
    await http.get('/enterprise-side-app/account/deviceInventory/page', { params: { pageNum: 1, recordTime: ['a', 'b'], x: '' } });
    expect(calls[0].url).toBe(`${BASE}/api/enterprise-side-app/account/deviceInventory/page?pageNum=1&recordTime[0]=a&recordTime[1]=b`);
    expect(calls[0].method).toBe('GET');
    expect(calls[0].headers).toMatchObject({ Authorization: 'tok-1', enterprise_id: '7', 'Accept-Language': 'zh-CN' });
  });

  it('sends the enterprise the screens show with writes only (shown_enterprise_id)', async () => {
    tokenStore.set('client', 'tok-1');
    enterpriseStore.set(7);
    enterpriseStore.setShown(7);
    const { http, calls } = setup(() => ok(null));
    await http.get('/enterprise-side-app/x/page');
    await http.post('/enterprise-side-app/x', { a: 1 });
    await http.delete('/enterprise-side-app/x/1');
    enterpriseStore.setShown(null);
    expect(calls.map((c) => c.headers.shown_enterprise_id)).toEqual([undefined, '7', '7']);
    expect(calls.map((c) => c.headers.enterprise_id)).toEqual(['7', '7', '7']);
  });

  it('uses the admin token and no enterprise header in the admin area', async () => {
    tokenStore.set('client', 'tok-client');
    tokenStore.set('admin', 'tok-admin');
    enterpriseStore.set(7);
    const { http, calls, setArea, setLocale } = setup(() => ok(null));
    setArea('admin');
    setLocale('en-US');
    await http.get('/operation-manage/user/info');
    expect(calls[0].headers.Authorization).toBe('tok-admin');
    expect(calls[0].headers.enterprise_id).toBeUndefined();
    expect(calls[0].headers['Accept-Language']).toBe('en-US');
  });

  it('sends an operator’s call (operator_enterprise_id) with the admin token and no enterprise headers, from any area', async () => {
    tokenStore.set('client', 'tok-client');
    tokenStore.set('admin', 'tok-admin');
    enterpriseStore.set(7);
    enterpriseStore.setShown(7);
    const { http, calls } = setup(() => ok(null));
    await http.get('/enterprise-side-app/x/page', { headers: { operator_enterprise_id: '12' } });
    await http.put('/enterprise-side-app/x', { a: 1 }, { headers: { operator_enterprise_id: '12' } });
    await http.get('/enterprise-side-app/x/page');
    enterpriseStore.setShown(null);
    expect(calls.map((c) => [c.headers.Authorization, c.headers.operator_enterprise_id, c.headers.enterprise_id, c.headers.shown_enterprise_id])).toEqual([
      ['tok-admin', '12', undefined, undefined],
      ['tok-admin', '12', undefined, undefined],
      ['tok-client', undefined, '7', undefined],
    ]);
  });

  it('sends no Authorization without a token', async () => {
    const { http, calls } = setup(() => ok(null));
    await http.get('/file/sts');
    expect(calls[0].headers.Authorization).toBeUndefined();
  });

  it('keeps the session token away from third-party absolute URLs', async () => {
    tokenStore.set('client', 'tok-1');
    enterpriseStore.set(7);
    const { http, calls } = setup(() => ok(null));
    await http.get('https://maps.example.com/tile');
    await http.get(`${BASE}/api/file/sts`);
    expect(calls[0].url).toBe('https://maps.example.com/tile');
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(calls[0].headers.enterprise_id).toBeUndefined();
    expect(calls[1].headers.Authorization).toBe('tok-1');
  });

  it('does not prefix root map services', async () => {
    const { http, calls } = setup(() => ok(null));
    await http.get('/geocoder', { params: { postStr: { lon: 1 } } });
    expect(calls[0].url).toBe(`${BASE}/geocoder?postStr[lon]=1`);
  });

  it('lets caller headers override defaults', async () => {
    enterpriseStore.set(7);
    const { http, calls } = setup(() => ok(null));
    await http.get('/x', { headers: { enterprise_id: '9' } });
    expect(calls[0].headers.enterprise_id).toBe('9');
  });
});

describe('request bodies', () => {
  it('sends objects as JSON with a JSON content type', async () => {
    const { http, calls } = setup(() => ok({ id: 1 }));
    await http.post('/a', { name: '设备' });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers['Content-Type']).toMatch(/^application\/json/);
    expect(calls[0].body).toBe('{"name":"设备"}');
  });

  it('passes FormData through without forcing a content type', async () => {
    const { http, calls } = setup(() => ok(null));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.xlsx');
    await http.post('/a/importExcel', form);
    expect(calls[0].body).toBe(form);
    expect(Object.keys(calls[0].headers).map((h) => h.toLowerCase())).not.toContain('content-type');
  });

  it('sends no body on GET and a JSON body on PUT and DELETE', async () => {
    const { http, calls } = setup(() => ok(null));
    await http.request('get', '/a', { data: { ignored: true } });
    await http.put('/a', { id: 1 });
    await http.delete('/a/1', { data: [1] });
    expect(calls.map((c) => [c.method, c.body])).toEqual([
      ['GET', undefined],
      ['PUT', '{"id":1}'],
      ['DELETE', '[1]'],
    ]);
  });
});

describe('success envelopes', () => {
  it('resolves data for code 1000000 and for the legacy 200', async () => {
    const answers = [ok({ a: 1 }), ok({ b: 2 }, 200)];
    const { http, notifier } = setup(() => answers.shift()!);
    await expect(http.get('/a')).resolves.toEqual({ a: 1 });
    await expect(http.get('/b')).resolves.toEqual({ b: 2 });
    expect(notifier.toasts).toEqual([]);
  });

  it('resolves the whole envelope with raw', async () => {
    const { http } = setup(() => json({ code: 1000000, msg: 'success', data: 3, extra: 'x' }));
    await expect(http.get('/a', { raw: true })).resolves.toEqual({ code: 1000000, msg: 'success', data: 3, extra: 'x' });
  });

  it('resolves bodies of services without an envelope when envelope is false', async () => {
    const { http, notifier } = setup(() => json({ status: '0', result: { x: 1 } }));
    await expect(http.get('/geocoder', { envelope: false })).resolves.toEqual({ status: '0', result: { x: 1 } });
    expect(notifier.toasts).toEqual([]);
  });
});

describe('response-level errors (spec §8)', () => {
  async function failure(body: unknown, locale: 'zh-CN' | 'en-US' = 'zh-CN', silent = false) {
    const ctx = setup(() => json(body));
    ctx.setLocale(locale);
    const error = await ctx.http.get('/a', { silent }).then(
      () => {
        throw new Error('expected a rejection');
      },
      (e: unknown) => e as ApiRequestError,
    );
    return { error, toasts: ctx.notifier.toasts };
  }

  it('shows the server msg for 1.5 s and rejects with code and data', async () => {
    const { error, toasts } = await failure({ code: 2010102, msg: '参数异常: name: 必填', data: { errors: [{ field: 'name', message: '必填' }] } });
    expect(toasts).toEqual([{ kind: 'error', text: '参数异常: name: 必填', seconds: 1.5 }]);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: '参数异常: name: 必填', code: 2010102, kind: 'response', handled: true });
    expect(error.data).toEqual({ errors: [{ field: 'name', message: '必填' }] });
    expect(error.errors).toEqual({ name: '必填' });
  });

  it('uses the message field when msg is absent', async () => {
    const { toasts } = await failure({ code: 2010101, message: 'boom' });
    expect(toasts[0].text).toBe('boom');
  });

  it('falls back to the catalogue text for the code in the current language', async () => {
    expect((await failure({ code: 2010105 })).toasts[0].text).toBe('数据不存在');
    expect((await failure({ code: 2010107, msg: '' }, 'en-US')).toasts[0].text).toBe('Requests too fast');
  });

  it('falls back to the unknown-error text for unknown codes and non-envelopes', async () => {
    expect((await failure({ code: 123 })).toasts[0].text).toBe('系统未知错误，请反馈给管理员');
    expect((await failure({ hello: 1 })).toasts[0].text).toBe('系统未知错误，请反馈给管理员');
  });

  it("shortens messages containing 'on-demand failed'", async () => {
    const { error, toasts } = await failure({ code: 2010104, msg: 'stream 12 on-demand failed: device offline (trace 99)' });
    expect(toasts[0].text).toBe('on-demand failed');
    expect(error.message).toBe('on-demand failed');
  });

  it('shows nothing when silent, leaving the error to the caller', async () => {
    const { error, toasts } = await failure({ code: 2010103, msg: '没有权限' }, 'zh-CN', true);
    expect(toasts).toEqual([]);
    expect(error).toMatchObject({ code: 2010103, message: '没有权限', handled: false });
  });
});

describe('withHeaders', () => {
  it('adds its headers to every call, the call’s own winning, and so sends an operator scope’s calls as the operator', async () => {
    tokenStore.set('client', 'tok-client');
    tokenStore.set('admin', 'tok-admin');
    const { http, calls } = setup(() => ok(null));
    const scoped = withHeaders(http, { operator_enterprise_id: '5', 'x-a': '1' });
    await scoped.get('/enterprise-side-app/a');
    await scoped.post('/enterprise-side-app/b', {}, { headers: { 'x-a': '2' } });
    await scoped.delete('/enterprise-side-app/c/1');
    expect(calls.map((c) => [c.method, c.headers.Authorization, c.headers.operator_enterprise_id, c.headers['x-a']])).toEqual([
      ['GET', 'tok-admin', '5', '1'],
      ['POST', 'tok-admin', '5', '2'],
      ['DELETE', 'tok-admin', '5', '1'],
    ]);
  });
});
