// The operator scope's keys (docs/operator-scope.md): patterns, the keys of an operator's back-office keys,
// the write rule of a route, and the manifest checks of the declarations.
import { describe, expect, it } from 'vitest';
import { KeyPatternSet } from '../../schemas/contracts/operatorScope';
import { manifestProblems, type PluginManifest } from '../../schemas/plugins/manifest';
import { mayOperatorWrite, operatorGrants, operatorKeys } from '../../server/plugins/auth/operatorScope';
import type { FastifyRequest } from 'fastify';

const manifest = (permissions: PluginManifest['permissions']): PluginManifest => ({
  name: 'demo',
  locales: { 'zh-CN': { p: '键' }, 'en-US': { p: 'key' } },
  permissions,
});

describe('KeyPatternSet', () => {
  it('holds exact keys and one-segment patterns; iterating yields the exact keys only', () => {
    const keys = new KeyPatternSet(['point:view', 'account:*:view']);
    expect(keys.has('point:view')).toBe(true);
    expect(keys.has('account:deviceInventory:view')).toBe(true);
    expect(keys.has('account:deviceInventory:edit')).toBe(false);
    expect(keys.has('account:a:b:view')).toBe(false);
    expect(keys.has('accountXdevice:view')).toBe(false);
    expect([...keys]).toEqual(['point:view']);
  });
});

describe('operator keys', () => {
  const grants = operatorGrants([
    manifest([
      { key: 'operation:a', title: 'p', system: 'admin', enterpriseKeys: { read: ['a:view'] } },
      { key: 'operation:b', title: 'p', system: 'admin', enterpriseKeys: { read: ['a:view', 'b:view'], write: ['b:edit'] } },
      { key: 'operation:c', title: 'p', system: 'admin' },
      { key: 'a:view', title: 'p' },
    ]),
  ]);

  it('are the union of what the operator’s back-office keys give, reads and writes apart', () => {
    expect([...grants.keys()]).toEqual(['operation:a', 'operation:b']);
    expect(operatorKeys(['operation:a', 'operation:b', 'operation:c'], grants)).toEqual({ read: ['a:view', 'b:view'], write: ['b:edit'] });
    expect(operatorKeys(['operation:c', 'a:view'], grants)).toEqual({ read: [], write: [] });
  });

  it('let a write pass only when every key of its route is a write key, or the route is the caller’s own', () => {
    const route = (config: Record<string, unknown>) => ({ routeOptions: { config } }) as unknown as FastifyRequest;
    const writes = new KeyPatternSet(['b:edit', 'c:*:edit']);
    expect(mayOperatorWrite(route({ permissionKeys: ['b:edit'] }), writes)).toBe(true);
    expect(mayOperatorWrite(route({ permissionKeys: ['c:x:edit'] }), writes)).toBe(true);
    expect(mayOperatorWrite(route({ permissionKeys: ['b:edit', 'a:view'] }), writes)).toBe(false);
    expect(mayOperatorWrite(route({}), writes)).toBe(false);
    expect(mayOperatorWrite(route({ callersOwn: true }), writes)).toBe(true);
  });

  it('read the key of a route serving several modules from the request it answers', () => {
    const request = (module: string) =>
      ({ params: { module }, routeOptions: { config: { permissionKeys: [(req: FastifyRequest) => `c:${(req.params as { module: string }).module}:edit`] } } }) as unknown as FastifyRequest;
    const writes = new KeyPatternSet(['c:x:edit']);
    expect(mayOperatorWrite(request('x'), writes)).toBe(true);
    expect(mayOperatorWrite(request('y'), writes)).toBe(false);
  });
});

describe('manifest checks', () => {
  it('refuse enterprise keys on a client key and malformed patterns', () => {
    expect(manifestProblems(manifest([{ key: 'x:view', title: 'p', enterpriseKeys: { read: ['a:view'] } }]))).toEqual([
      'plugin demo: permission x:view: only a back-office key gives enterprise keys',
    ]);
    expect(manifestProblems(manifest([{ key: 'operation:x', title: 'p', system: 'admin', enterpriseKeys: { read: ['a:**'], write: ['a b'] } }]))).toEqual([
      'plugin demo: permission operation:x: enterprise key "a:**" is not a key or pattern',
      'plugin demo: permission operation:x: enterprise key "a b" is not a key or pattern',
    ]);
    expect(manifestProblems(manifest([{ key: 'operation:x', title: 'p', system: 'admin', enterpriseKeys: { read: ['account:*:view'] } }]))).toEqual([]);
  });
});
