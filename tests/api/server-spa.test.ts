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
});
