// @vitest-environment jsdom
// Spec §4 "Enterprise": the stored id and is-enterprise flag, and the switch (not loaded → menus and
// routes for the new enterprise → id stored → loaded again after 50 ms → module home), against a fake
// server, with fake timers for the delay.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isInterrupt, tokenStore } from '../../data-providers';
import { initI18n } from '../../runtime/i18n';
import { ENTERPRISE_SWITCH_DELAY_MS } from '../../runtime/settings';
import { http } from '../../runtime/services/http';
import type { EnterpriseItem } from '../../runtime/shell/enterpriseChoice';
import { queryClient } from '../../runtime/shell/queryClient';
import { ShellDataProvider, useShell } from '../../runtime/shell/ShellData';
import { envelope, stubMatchMedia } from './helpers/dom';

vi.mock('../../runtime/plugins/discover', () => ({ loadPlugins: async () => [], loadAllPlugins: async () => [] }));

const COMPANY: EnterpriseItem = { id: 11, name: '江苏绿源化工', type: 0, actived: 1, expired: 0 };
const OTHER_TYPE: EnterpriseItem = { id: 12, name: '绿源集团', type: 1, actived: 1, expired: 0 };
const EXPIRED: EnterpriseItem = { id: 13, name: '山东绿源', type: 0, actived: 1, expired: 1 };

let enterprises: EnterpriseItem[];
/** enterprise_id header of each shell call, by path. */
let calls: { path: string; enterprise: string | null }[];
/** Outcome of the page's own slow request. */
let slowOutcome: string;

function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = new URL(String(input), 'http://localhost').pathname;
  const enterprise = new Headers(init?.headers).get('enterprise_id');
  calls.push({ path, enterprise });
  if (path.endsWith('/slow/page')) {
    // Answers only when aborted: it stands for an old-enterprise request still in flight at the switch.
    return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  }
  if (path.endsWith('/authorizationEnterpriseList')) return Promise.resolve(envelope(enterprises));
  if (path.endsWith('/user/center/info')) return Promise.resolve(envelope({ id: 1, name: '张伟', phone: '13800000001', permissions: [] }));
  if (path.endsWith('/module/schemas') || path.endsWith('/menu/routerList') || path.endsWith('/menu/treeList')) return Promise.resolve(envelope([]));
  return Promise.resolve(new Response('{}', { status: 404 }));
}

/** A page: shows the shell state and, once, starts a request that is still running at the switch. */
function Page() {
  const shell = useShell();
  const location = useLocation();
  useEffect(() => {
    http.get('/enterprise-side-app/slow/page').then(
      () => (slowOutcome = 'answered'),
      (error: unknown) => (slowOutcome = isInterrupt(error) ? 'interrupted' : 'failed'),
    );
  }, []);
  return (
    <div>
      <output data-testid="enterprise">{shell.enterprise.name}</output>
      <output data-testid="is-enterprise">{String(shell.isEnterprise)}</output>
      <output data-testid="loaded">{String(shell.loaded)}</output>
      <output data-testid="path">{location.pathname}</output>
      <button type="button" data-testid="switch" onClick={() => shell.switchEnterprise(String(OTHER_TYPE.id))} />
    </div>
  );
}

function renderShell() {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/accountManagement/deviceInventory']}>
        <ShellDataProvider>
          <Page />
        </ShellDataProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Lets answers and react-query's notifications through without moving the clock. */
async function settle() {
  for (let i = 0; i < 10; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

const text = (id: string) => screen.getByTestId(id).textContent;

beforeAll(async () => {
  stubMatchMedia();
  await initI18n('zh-CN');
});

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  slowOutcome = 'pending';
  enterprises = [COMPANY, OTHER_TYPE, EXPIRED];
  localStorage.clear();
  queryClient.clear();
  tokenStore.set('client', 'test-token');
  vi.stubGlobal('fetch', vi.fn(fakeServer));
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('enterprise choice and switch', { timeout: 30_000 }, () => {
  it('stores the chosen id with the is-enterprise flag (type not 1)', async () => {
    renderShell();
    await settle();
    expect(text('enterprise')).toBe(COMPANY.name);
    expect(text('is-enterprise')).toBe('true');
    expect(localStorage.getItem('ec_enterprise_id')).toBe('11');
    expect(localStorage.getItem('ec_is_enterprise')).toBe('1');
  });

  it('removes the stored id and flag when no enterprise is effective', async () => {
    localStorage.setItem('ec_enterprise_id', '13');
    localStorage.setItem('ec_is_enterprise', '1');
    enterprises = [EXPIRED];
    renderShell();
    await settle();
    expect(screen.getByTestId('no-enterprise')).toBeTruthy();
    expect(localStorage.getItem('ec_enterprise_id')).toBeNull();
    expect(localStorage.getItem('ec_is_enterprise')).toBeNull();
  });

  it('switches: old requests aborted, new id and flag stored, loaded again 50 ms after the new menus, then module home', async () => {
    renderShell();
    await settle();
    expect(text('loaded')).toBe('true');
    expect(slowOutcome).toBe('pending');
    calls = [];

    fireEvent.click(screen.getByTestId('switch'));
    await settle();
    // The old enterprise's request in flight was aborted, not answered into the new enterprise's screens.
    expect(slowOutcome).toBe('interrupted');
    expect(localStorage.getItem('ec_enterprise_id')).toBe('12');
    expect(localStorage.getItem('ec_is_enterprise')).toBe('0');
    // Menus and routes were read again for the new enterprise.
    const shellCalls = calls.filter((c) => /\/(user\/center\/info|module\/schemas|menu\/routerList|menu\/treeList)$/.test(c.path));
    expect(shellCalls.map((c) => c.path.split('/').slice(-2).join('/')).sort()).toEqual(['center/info', 'menu/routerList', 'menu/treeList', 'module/schemas']);
    expect(shellCalls.every((c) => c.enterprise === '12')).toBe(true);

    // The new enterprise's data is in, but the system counts as loaded only after the delay.
    expect(text('enterprise')).toBe(OTHER_TYPE.name);
    expect(text('is-enterprise')).toBe('false');
    expect(text('loaded')).toBe('false');
    expect(text('path')).toBe('/accountManagement/deviceInventory');
    await act(() => vi.advanceTimersByTimeAsync(ENTERPRISE_SWITCH_DELAY_MS - 1));
    expect(text('loaded')).toBe('false');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(text('loaded')).toBe('true');
    expect(text('path')).toBe('/moduleHome/page');
  });
});
