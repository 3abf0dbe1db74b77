import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';

const INDEX = '<!doctype html><html><body><div id="root"></div><script src="./assets/app-3f2a9c.js"></script></body></html>';
const distDir = mkdtempSync(join(tmpdir(), 'envcompliance-dist-'));
let t: TestApp;

beforeAll(async () => {
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, 'assets', 'app-3f2a9c.js'), 'console.log("app")');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(tmpdir(), 'envcompliance-outside.txt'), 'outside the dist dir');
  t = await createTestApp({ schemas: [], seed: false, config: { distDir } });
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('SPA serving', () => {
  it('serves index.html at / without caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a9c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app")');
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-old.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html>');
  });

  it('serves other top-level files and falls back to index.html for other paths', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).body).toContain('<svg');
    const deep = await t.app.inject({ method: 'GET', url: '/accountManagement/page?x=1' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toBe(INDEX);
  });

  it('never serves files outside the dist directory', async () => {
    for (const url of ['/../envcompliance-outside.txt', '/%2e%2e/envcompliance-outside.txt', '/assets/..%2f..%2fenvcompliance-outside.txt']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('outside the dist dir');
    }
  });

  it('keeps /api out of the SPA fallback', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown/page' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 2010105 });
  });

  it('answers /api paths with the envelope 404 or 405 beside the SPA, also percent-encoded', async () => {
    for (const url of ['/api', '/api/', '/%61pi/unknown/page', '/api/unknown/page?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: 2010105, msg: '数据不存在', data: null });
    }
    const wrong = await t.app.inject({ method: 'GET', url: '/api/enterprise-side-app/auth/login/phonePassword' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.json().code).toBe(2010106);
    expect(wrong.headers.allow).toContain('POST');
    // A path that only starts like /api is the SPA's.
    const spa = await t.app.inject({ method: 'GET', url: '/apiary' });
    expect(spa.statusCode).toBe(200);
    expect(spa.body).toBe(INDEX);
  });

  it('checks the body of a request to an unknown path as before: unsafe text everywhere, the JSON depth off /api', async () => {
    const post = (url: string, payload: string) => t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
    const unsafe = JSON.stringify({ name: 'a\u0000b' });
    for (const url of ['/api/unknown/thing', '/some/page']) {
      const res = await post(url, unsafe);
      expect(res.json(), url).toMatchObject({ code: 2010102, data: { errors: [{ field: 'name' }] } });
    }
    const deep = `${'['.repeat(40)}${']'.repeat(40)}`;
    const api = await post('/api/unknown/thing', deep);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 2010105, msg: '数据不存在', data: null });
    const page = await post('/some/page', deep);
    expect(page.json()).toMatchObject({ code: 2010102, data: { errors: [{ field: 'body' }] } });
  });
});
