import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/core/contracts';
import { createTestApp, testConfig, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
});
afterAll(() => t?.close());

describe('health', () => {
  it('reports ok with the database kind and uptime', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 1000000, msg: 'success', data: { status: 'ok', db: t.db.dialect } });
    expect(body.data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 in the envelope when the database does not answer', async () => {
    const broken: Db = {
      dialect: 'postgres',
      query: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
      transaction: async () => {
        throw new Error('down');
      },
      stream: () => {
        throw new Error('down');
      },
      close: async () => {},
    };
    const app = await buildApp({ config: testConfig(), db: broken, schemas: [], logger: false, storage: false, monitoring: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 2010104, msg: '数据库连接未建立', data: { status: 'error', db: 'postgres' } });
      expect(res.body).not.toContain('ECONNREFUSED');
    } finally {
      await app.close();
    }
  });
});

describe('OpenAPI', () => {
  it('describes the routes with envelope response schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/health',
      '/api/enterprise-side-app/auth/login/phonePassword',
      '/api/enterprise-side-app/auth/logout',
      '/api/enterprise-side-auth/token/heartbeat/connect',
      '/api/enterprise-side-app/userEnterprise/authorizationEnterpriseList',
      '/api/enterprise-side-app/user/center/info',
      '/api/enterprise-side-app/dict/all',
      '/api/operation-manage/auth/login',
      '/api/operation-manage/auth/logout',
      '/api/operation-manage/user/info',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths).not.toContain('/api/openapi.json');
    const login = doc.paths['/api/enterprise-side-app/auth/login/phonePassword'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['phone', 'password']);
    const ok = login.responses['200'].content['application/json'].schema;
    expect(ok.required).toEqual(['code', 'msg', 'data']);
    expect(Object.keys(ok.properties.data.properties)).toEqual(['token', 'userId', 'name', 'phone', 'expireTime']);
  });
});
