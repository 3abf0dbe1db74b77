import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../data-providers/password';
import { createTestApp, type TestApp } from './helpers/testApp';

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _enc, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const logText = () => lines.join('\n');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    schemas: [],
    logger: { level: 'debug', stream: capture },
    beforeReady(app) {
      // A careless handler that logs everything it received.
      app.post('/api/test/echo-log', async (request) => {
        request.log.info({ headers: request.headers, body: request.body }, 'received');
        return null;
      });
      app.get('/api/test/fail', async () => {
        throw new Error('database password is hunter2');
      });
    },
  });
});
afterAll(() => t?.close());

describe('structured logs', () => {
  it('are JSON lines carrying the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/enterprise-side-app/none' });
    const id = res.headers['x-request-id'];
    const mine = lines.map((l) => JSON.parse(l)).filter((l) => l.reqId === id);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.some((l) => l.req?.url === '/api/enterprise-side-app/none')).toBe(true);
  });

  it('never contain the password, its pre-hash or the session token', async () => {
    const prehash = prehashPassword('Demo@2024');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enterprise-side-app/auth/login/phonePassword',
      payload: { phone: '13800000001', password: prehash, clientType: 0 },
    });
    const token = res.json().data.token as string;
    await t.app.inject({ method: 'GET', url: '/api/enterprise-side-app/userEnterprise/authorizationEnterpriseList', headers: { authorization: token, cookie: `ec_client_token=${token}` } });
    await t.app.inject({
      method: 'POST',
      url: '/api/test/echo-log',
      headers: { authorization: `Bearer ${token}`, cookie: `ec_client_token=${token}` },
      payload: { password: prehash, nested: { token, newPassword: 'Plain@123' } },
    });
    await t.app.inject({ method: 'POST', url: '/api/enterprise-side-app/auth/login/phonePassword', payload: { phone: '13800000001', password: prehashPassword('Wrong@2024') } });

    const text = logText();
    expect(text).toContain('"received"'); // the careless handler did log
    expect(text).toContain('[redacted]');
    expect(text).not.toContain(prehash);
    expect(text).not.toContain(token);
    expect(text).not.toContain('Demo@2024');
    expect(text).not.toContain('Plain@123');
    expect(text).not.toContain('13800000001'); // sign-in logs mask the phone
  });

  it('record unexpected errors with detail and request id while the caller sees none', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/fail' });
    expect(res.body).not.toContain('hunter2');
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.reqId === res.headers['x-request-id'] && l.level === 50);
    expect(entry?.err?.message).toBe('database password is hunter2');
    expect(entry?.err?.stack).toContain('Error');
  });
});
