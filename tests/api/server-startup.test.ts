// What the cold-start work (issue 19) defers must still hold: every route's request and response schema
// compiles (they compile on first use now, so a broken one would otherwise surface on its first request),
// and the HEAD twins left out of the route table stay where clients use them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';
import { baseStorageConfig } from './storage-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ storage: baseStorageConfig({ kind: 'local', localRoot: null }) });
});
afterAll(() => t?.close());

describe('server start', () => {
  it('compiles no route schema before a request needs it, and every one of them compiles', () => {
    const pending = t.app.routeSchemas.pendingCount;
    // Module routes validate in their handlers (skipValidation); every other route has at least one schema.
    expect(pending).toBeGreaterThan(150);
    expect(t.app.routeSchemas.compileAll()).toBe(pending);
    expect(t.app.routeSchemas.pendingCount).toBe(0);
  });

  it('answers HEAD for the health probe and the SPA entry only', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/api/health' })).statusCode).toBe(200);
    const headOfApi = await t.app.inject({ method: 'HEAD', url: '/api/enterprise-side-app/dict/all' });
    expect(headOfApi.statusCode).toBe(405); // the path exists; HEAD is not one of its methods
    expect((await t.app.inject({ method: 'GET', url: '/api/enterprise-side-app/dict/all' })).statusCode).not.toBe(404);
  });
});
