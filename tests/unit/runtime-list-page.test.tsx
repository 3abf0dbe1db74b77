// @vitest-environment jsdom
import { Refine } from '@refinedev/core';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { createRefineDataProvider } from '../../data-providers';
import deviceInventory from '../../schemas/modules/device-inventory.json';
import { i18n, initI18n } from '../../runtime/i18n';
import ListPage from '../../runtime/modules/ListPage';
import { http } from '../../runtime/services/http';
import { ShellContext } from '../../runtime/shell/ShellData';
import { warmRoute } from '../../runtime/shell/routeWarmup';
import type { ModuleSummary, ResolvedRoute } from '../../runtime/plugins/types';
import { testShellData } from './helpers/shellData';
import { envelope, stubMatchMedia } from './helpers/dom';
import { useFakeServer } from './helpers/fakeServer';

const ROUTE = '/accountManagement/deviceInventory';
const perms = deviceInventory.permissions;

/** Requests the screen made, as path + query. */
let calls: string[] = [];
/** The column setting the fake server holds for the user, and the bodies of PUT columnConfig. */
let storedColumns: unknown[] = [];
let savedColumns: unknown[] = [];
/** While set, the page answer waits for it (the first page still on its way). */
let pageGate: Promise<void> | undefined;
/** The page answer fails (HTTP 500). */
let pageFails = false;

function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  calls.push(decodeURIComponent(url.pathname + url.search));
  if (url.pathname.endsWith('/columnConfig')) {
    if (init?.method === 'PUT') {
      const { columns } = JSON.parse(String(init.body)) as { columns: unknown[] };
      savedColumns.push(columns);
      storedColumns = columns;
    }
    return Promise.resolve(envelope({ key: url.searchParams.get('key'), columns: storedColumns }));
  }
  if (url.pathname.endsWith('/module/schema/deviceInventory')) return Promise.resolve(envelope(deviceInventory));
  if (url.pathname.endsWith('/dict/all')) {
    return Promise.resolve(
      envelope([
        { type: 'device_type', children: [{ value: '1', label: '生产设施' }] },
        { type: 'device_status', children: [{ value: '1', label: '在用' }] },
      ]),
    );
  }
  if (url.pathname.endsWith('/account/deviceInventory/page')) {
    if (pageFails) return Promise.resolve(new Response('{}', { status: 500 }));
    const record = { id: 7, deviceCode: 'D-7', name: '一号泵', deviceType: '1', designCapacity: 3, status: '1', recordTime: '2024-01-01 10:00:00' };
    return (pageGate ?? Promise.resolve()).then(() => envelope({ records: [record], total: 45 }));
  }
  return Promise.resolve(new Response('{}', { status: 404 }));
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderList(granted: string[], search = '', queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const shell = testShellData({ permissions: new Set(granted) });
  render(
    <MemoryRouter initialEntries={[`${ROUTE}${search}`]}>
      <Refine dataProvider={createRefineDataProvider(http)} options={{ disableTelemetry: true, reactQuery: { clientConfig: queryClient } }}>
        <ShellContext.Provider value={shell}>
          <ListPage moduleId="deviceInventory" moduleRoute={ROUTE} />
          <LocationProbe />
        </ShellContext.Provider>
      </Refine>
    </MemoryRouter>,
  );
}

const pageCalls = () => calls.filter((c) => c.includes('/page?'));

beforeAll(async () => {
  stubMatchMedia();
  await initI18n('zh-CN');
});

useFakeServer(fakeServer, () => {
  calls = [];
  storedColumns = [];
  savedColumns = [];
  pageGate = undefined;
  pageFails = false;
});

describe('schema-driven list page', { timeout: 30_000 }, () => {
  it('loads the page the URL names with the default sort, and shows dictionary labels and precision', async () => {
    renderList([perms.view], '?pageNum=2');
    await screen.findByText('一号泵', {}, { timeout: 15_000 });
    expect(pageCalls()[0]).toBe('/api/enterprise-side-app/account/deviceInventory/page?pageNum=2&pageSize=20&sortField=recordTime&sortOrder=descend');
    const row = screen.getByTestId('list-row');
    expect(row.textContent).toContain('生产设施');
    expect(row.textContent).toContain('在用');
    expect(row.textContent).toContain('3.00');
    expect(screen.getByText('共 45 条')).toBeTruthy();
  });

  it('shows the page loader, not an empty table, until the first page has answered', async () => {
    let release!: () => void;
    pageGate = new Promise((resolve) => (release = resolve));
    renderList([perms.view]);
    await waitFor(() => expect(pageCalls()).toHaveLength(1), { timeout: 15_000 });
    expect(screen.queryByTestId('module-list-deviceInventory')).toBeNull();
    expect(document.querySelector('.ec-page-loading')).not.toBeNull();
    release();
    await screen.findByText('一号泵', {}, { timeout: 15_000 });
    expect(document.querySelector('.ec-page-loading')).toBeNull();
  });

  it('shows the table, empty, when the first page fails, and reports the error', async () => {
    pageFails = true;
    renderList([perms.view]);
    await screen.findByTestId('list-table', {}, { timeout: 15_000 });
    expect(pageCalls()).toHaveLength(1);
    expect(screen.queryAllByTestId('list-row')).toHaveLength(0);
    // The toast's code (antd's message) loads on first use; the test also waits for it, so that the
    // import does not outlive the test file's environment (it did once on a loaded machine).
    await screen.findByText('系统接口500异常', {}, { timeout: 15_000 });
  });

  it('hides the buttons the user has no permission for', async () => {
    renderList([perms.view]);
    await screen.findByText('一号泵', {}, { timeout: 15_000 });
    expect(screen.queryByTestId('list-add')).toBeNull();
    expect(screen.queryByTestId('list-export')).toBeNull();
    expect(screen.queryByTestId('row-edit')).toBeNull();
    expect(screen.queryByTestId('row-delete')).toBeNull();
    expect(screen.getByTestId('row-detail')).toBeTruthy();
  });

  it('shows them with the permissions', async () => {
    renderList([perms.view, perms.add, perms.edit, perms.delete, perms.export]);
    await screen.findByText('一号泵', {}, { timeout: 15_000 });
    for (const id of ['list-add', 'list-export', 'row-edit', 'row-delete']) expect(screen.getByTestId(id)).toBeTruthy();
  });

  it('puts a search into the URL, back on page 1, and sends it as the API filter', async () => {
    renderList([perms.view], '?pageNum=3');
    await screen.findByText('一号泵', {}, { timeout: 15_000 });
    fireEvent.change(screen.getByTestId('search-name'), { target: { value: ' 一号 ' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${ROUTE}?name=${encodeURIComponent('一号')}`), { timeout: 15_000 });
    await waitFor(() => expect(pageCalls().at(-1)).toContain('pageNum=1&pageSize=20&name=一号&sortField=recordTime'), { timeout: 15_000 });
  });

  it("shows the user's stored columns in their order", async () => {
    // What a save stores: every column. Status moved first, the device code switched off.
    const fields = ['status', ...deviceInventory.list.columns.map((c) => c.field).filter((f) => f !== 'status')];
    storedColumns = fields.map((field, order) => ({ field, order, visible: field !== 'deviceCode' && field !== 'location' && field !== 'capacityUnit' }));
    renderList([perms.view]);
    await screen.findByText('一号泵', {}, { timeout: 15_000 });
    expect(calls).toContain(`/api/enterprise-side-app/columnConfig?key=${ROUTE}#list`);
    const headers = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers.slice(0, 3)).toEqual(['设备状态', '设备名称', '设备类型']);
    expect(headers).not.toContain('设备编号');
  });

  it('saves a change to the server when the panel closes, keeping the last checked column', async () => {
    renderList([perms.view]);
    await screen.findByText('一号泵', {}, { timeout: 15_000 });
    await waitFor(() => expect(screen.getByTestId('list-columns').classList.contains('ant-btn-loading')).toBe(false));
    fireEvent.click(screen.getByTestId('list-columns'));
    const panel = await screen.findByTestId('columns-panel');
    fireEvent.click(screen.getByTestId('column-down-deviceCode'));
    fireEvent.click(screen.getByTestId('column-option-model'));
    expect(panel.textContent?.indexOf('设备名称')).toBeLessThan(panel.textContent!.indexOf('设备编号'));
    fireEvent.click(screen.getByTestId('list-columns'));
    await waitFor(() => expect(savedColumns).toHaveLength(1), { timeout: 5_000 });
    const saved = savedColumns[0] as { field: string; visible: boolean; order: number }[];
    expect(saved.slice(0, 2)).toEqual([{ field: 'name', visible: true, order: 0 }, { field: 'deviceCode', visible: true, order: 1 }]);
    expect(saved.find((c) => c.field === 'model')?.visible).toBe(false);
    expect(saved.find((c) => c.field === 'location')?.visible).toBe(false);
  });
});

describe('a list the shell read ahead (a cold load of its URL)', { timeout: 30_000 }, () => {
  const listRoute: ResolvedRoute = {
    plugin: 'account-management',
    path: ROUTE,
    component: () => Promise.resolve({ default: ListPage }),
    props: { moduleId: 'deviceInventory', moduleRoute: ROUTE },
    meta: { title: 'x', permission: perms.view },
    module: { id: 'deviceInventory', route: ROUTE } as ModuleSummary,
  };

  it('is asked for once: the list shows the page read ahead for the state in the URL', async () => {
    // The product's cache settings (runtime/shell/queryClient.ts): answers stay fresh for 30 s.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const search = '?pageNum=2&sortField=installDate&sortOrder=ascend';
    warmRoute({ queryClient, language: i18n.language, search, getList: createRefineDataProvider(http).getList }, listRoute);
    await waitFor(() => expect(pageCalls()).toHaveLength(1), { timeout: 15_000 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 15_000 });

    renderList([perms.view], search, queryClient);
    await screen.findByText('一号泵', {}, { timeout: 15_000 });
    expect(pageCalls()).toEqual(['/api/enterprise-side-app/account/deviceInventory/page?pageNum=2&pageSize=20&sortField=installDate&sortOrder=ascend']);
    for (const path of ['/module/schema/deviceInventory', '/dict/all', '/columnConfig']) expect(calls.filter((c) => c.includes(path))).toHaveLength(1);
  });

  it('a page the list does not show (another sort in the URL than read ahead) is asked for by the list itself', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    warmRoute({ queryClient, language: i18n.language, search: '', getList: createRefineDataProvider(http).getList }, listRoute);
    await waitFor(() => expect(pageCalls()).toHaveLength(1), { timeout: 15_000 });

    renderList([perms.view], '?sortField=installDate&sortOrder=ascend', queryClient);
    await screen.findByText('一号泵', {}, { timeout: 15_000 });
    await waitFor(() => expect(pageCalls()).toHaveLength(2), { timeout: 15_000 });
    expect(pageCalls()[1]).toContain('sortField=installDate&sortOrder=ascend');
  });
});
