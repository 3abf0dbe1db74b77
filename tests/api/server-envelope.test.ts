import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    schemas: [],
    beforeReady(app) {
      // Test-only routes: an internal failure, a raw buffer and a handler answering null.
      app.get('/api/test/boom', async () => {
        throw new Error('secret internal detail: connection string postgres://x:y@db');
      });
      app.get('/api/test/buffer', async (_req, reply) => reply.type('text/csv').send(Buffer.from('a,b\n1,2\n')));
      app.get('/api/test/null', async () => null);
      app.get('/api/test/items/:id', async (req) => ({ id: (req.params as { id: string }).id }));
      app.post(
        '/api/test/nested',
        {
          schema: {
            body: {
              type: 'object',
              required: ['items'],
              properties: {
                items: { type: 'array', items: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 3 } } } },
              },
            },
          },
        },
        async () => null,
      );
    },
  });
});
afterAll(() => t?.close());

const LOGIN = '/api/enterprise-side-app/auth/login/phonePassword';

describe('envelope', () => {
  it('wraps handler results as {code: 1000000, msg: success, data}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/items/42' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ code: 1000000, msg: 'success', data: { id: '42' } });
  });

  it('wraps null data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/null' });
    expect(res.json()).toEqual({ code: 1000000, msg: 'success', data: null });
  });

  it('leaves non-JSON replies (exports) untouched', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/buffer' });
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body).toBe('a,b\n1,2\n');
  });

  it('answers every request with a request id header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('validation errors', () => {
  it('answers 2010102 naming every offending field, in Chinese by default', async () => {
    const res = await t.app.inject({ method: 'POST', url: LOGIN, payload: { password: 'plain-text', clientType: 0 } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(2010102);
    const fields = body.data.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['password', 'phone']);
    expect(body.msg).toMatch(/^参数异常/);
    expect(body.msg).toContain('phone');
    expect(body.msg).toContain('password');
    expect(body.data.errors.find((e: { field: string }) => e.field === 'phone').message).toBe('不能为空');
  });

  it('uses English texts for Accept-Language en', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload: { phone: '123', password: 'a'.repeat(64) },
    });
    const body = res.json();
    expect(body.code).toBe(2010102);
    expect(body.msg).toMatch(/^Parameter exception: phone: /);
    expect(body.data.errors).toEqual([{ field: 'phone', message: 'has an invalid format' }]);
  });

  it('reports nested fields dotted', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/nested', payload: { items: [{ name: 'ok' }, { name: 'toolong' }, {}] } });
    expect(res.json().data.errors).toEqual([
      { field: 'items.1.name', message: '长度不能超过 3 个字符' },
      { field: 'items.2.name', message: '不能为空' },
    ]);
  });

  it('names a field holding a value outside its enum', async () => {
    const res = await t.app.inject({ method: 'POST', url: LOGIN, payload: { phone: '13800000001', password: 'a'.repeat(64), clientType: 3 } });
    expect(res.json().data.errors).toEqual([{ field: 'clientType', message: '取值不在允许范围内' }]);
  });

  it('answers a malformed JSON body with 2010102 and HTTP 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': 'application/json' }, payload: '{"phone":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(2010102);
  });
});

describe('unknown paths and methods', () => {
  it('answers an unknown /api path with HTTP 404 and code 2010105', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/enterprise-side-app/no/such/thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 2010105, msg: '数据不存在', data: null });
  });

  it('answers an existing path with a wrong method with HTTP 405 and code 2010106', async () => {
    const res = await t.app.inject({ method: 'GET', url: LOGIN });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toMatchObject({ code: 2010106, msg: '方法错误' });
    expect(res.headers.allow).toContain('POST');
  });

  it('matches parametric routes when deciding 405', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/test/items/7' });
    expect(res.statusCode).toBe(405);
    expect(res.json().code).toBe(2010106);
  });

  it('never serves the SPA (or anything else) for /api paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(2010105);
  });
});

describe('unexpected failures', () => {
  it('answers HTTP 500 {code: 500, msg: 系统服务异常} without internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: '系统服务异常', data: null });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('postgres://');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('localises the 500 message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom', headers: { 'accept-language': 'en' } });
    expect(res.json().msg).toBe('System service exception');
  });
});
