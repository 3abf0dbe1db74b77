import { describe, expect, it } from 'vitest';
import { guardDecision, HOME_PATH, safeRedirect } from '../../runtime/app/routeGuard';
import { opensForEnterpriseKind } from '../../runtime/shell/permissions';

describe('route guard (spec §2)', () => {
  it('sends / to the login page whether signed in or not', () => {
    expect(guardDecision('/', '', false)).toEqual({ kind: 'redirect', to: '/login' });
    expect(guardDecision('/', '', true)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('keeps /login open without a token', () => {
    expect(guardDecision('/login', '', false)).toEqual({ kind: 'allow' });
  });

  it('sends a visitor without a token to /login, remembering the wanted page and query', () => {
    const decision = guardDecision('/accountManagement/deviceInventory', '?status=1&pageNum=2', false);
    expect(decision.kind).toBe('redirect');
    const to = (decision as { to: string }).to;
    expect(to.startsWith('/login?redirect=')).toBe(true);
    expect(new URLSearchParams(to.split('?')[1]).get('redirect')).toBe('/accountManagement/deviceInventory?status=1&pageNum=2');
  });

  it('lets a signed-in user through to any other path', () => {
    expect(guardDecision('/moduleHome/page', '', true)).toEqual({ kind: 'allow' });
  });
});

describe('safeRedirect', () => {
  it('accepts in-app paths', () => {
    expect(safeRedirect('/accountManagement/page?x=1')).toBe('/accountManagement/page?x=1');
  });

  it('falls back to module home for missing, external or looping targets', () => {
    for (const value of [null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', '/login', '/login?redirect=/x', '/']) {
      expect(safeRedirect(value)).toBe(HOME_PATH);
    }
  });
});

describe('group pages (spec §6: a group works in the group system)', () => {
  const groupPage = { meta: { system: 'group' as const } };
  const enterprisePage = { meta: {} };
  it('open a group page only while a group is chosen', () => {
    expect(opensForEnterpriseKind(groupPage, false)).toBe(true);
    expect(opensForEnterpriseKind(groupPage, true)).toBe(false);
  });
  it('leave the other pages to the permission checks', () => {
    expect(opensForEnterpriseKind(enterprisePage, true)).toBe(true);
    expect(opensForEnterpriseKind(enterprisePage, false)).toBe(true);
  });
});
