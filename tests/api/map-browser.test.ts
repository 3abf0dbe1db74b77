/**
 * The browser's base map (server/plugins/map, GET /api/enterprise-side-app/map/browser): the Tianditu JS
 * API and the browser key when TIANDITU_BROWSER_KEY is set, null otherwise (screens draw their plain
 * chart). The server key never goes out with it, and the browser key never reaches the log.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';

const BROWSER_KEY = 'tdt-browser-5f1e2d';
const SERVER_KEY = 'tdt-server-9a8b7c';
const URL = '/api/enterprise-side-app/map/browser';

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});

let off: TestApp;
let on: TestApp;

beforeAll(async () => {
  delete process.env.TIANDITU_BROWSER_KEY;
  off = await createTestApp({ schemas: [] });
  process.env.TIANDITU_BROWSER_KEY = ` ${BROWSER_KEY} `;
  process.env.TIANDITU_KEY = SERVER_KEY;
  process.env.TIANDITU_JS_URL = 'http://tianditu.test/api?v=4.0';
  try {
    on = await createTestApp({ schemas: [], logger: { level: 'trace', stream: capture } });
  } finally {
    delete process.env.TIANDITU_BROWSER_KEY;
    delete process.env.TIANDITU_KEY;
    delete process.env.TIANDITU_JS_URL;
  }
});
afterAll(async () => {
  await off?.close();
  await on?.close();
});

describe('the browser map configuration', () => {
  it('is null without a browser key, for either area', async () => {
    const client = (await off.app.inject({ url: URL, headers: off.headers(await off.login('13800000001', 'Demo@2024')) })).json();
    expect(client).toMatchObject({ code: 1000000, data: null });
    const admin = (await off.app.inject({ url: URL, headers: off.headers(await off.adminLogin('admin', 'Admin@2024')) })).json();
    expect(admin).toMatchObject({ code: 1000000, data: null });
  });

  it('answers the JS API and the browser key (trimmed), never the server key, and only to signed-in users', async () => {
    const res = await on.app.inject({ url: URL, headers: on.headers(await on.login('13800000002', 'Demo@2024')) });
    expect(res.json()).toMatchObject({ code: 1000000, data: { browserKey: BROWSER_KEY, scriptUrl: 'http://tianditu.test/api?v=4.0' } });
    expect(res.body).not.toContain(SERVER_KEY);
    const anonymous = await on.app.inject({ url: URL });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain(BROWSER_KEY);
  });

  it('keeps the key out of the log, also when an object carrying it is logged', async () => {
    on.app.log.info({ map: { browserKey: BROWSER_KEY }, tk: BROWSER_KEY }, 'map settings');
    await on.app.inject({ url: URL, headers: on.headers(await on.login('13800000002', 'Demo@2024')) });
    const log = lines.join('');
    expect(log).toContain('map settings');
    expect(log).toContain('/map/browser');
    expect(log).not.toContain(BROWSER_KEY);
    expect(log).not.toContain(SERVER_KEY);
  });
});
