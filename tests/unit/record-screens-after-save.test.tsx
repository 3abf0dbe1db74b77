// @vitest-environment jsdom
// After a save from the edit form (which returns to the list), the record's screens opened again show
// the saved record, never the copy read before the save: an edit form started from that copy would
// save its old values back over the new ones.
import { Refine } from '@refinedev/core';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { createRefineDataProvider } from '../../data-providers';
import { initI18n } from '../../runtime/i18n';
import DetailPage from '../../runtime/modules/DetailPage';
import FormPage from '../../runtime/modules/FormPage';
import { http } from '../../runtime/services/http';
import { queryDefaults } from '../../runtime/shell/queryClient';
import { ShellContext } from '../../runtime/shell/ShellData';
import type { ModuleSchema } from '../../schemas/types';
import { envelope, stubMatchMedia } from './helpers/dom';
import { useFakeServer } from './helpers/fakeServer';
import { testShellData } from './helpers/shellData';

const schema: ModuleSchema = {
  id: 'dustCollectors',
  version: 1,
  title: { 'zh-CN': '除尘设施' },
  route: '/accountManagement/dustCollectors',
  api: 'account/dustCollectors',
  group: 'accountManagement',
  table: 'ledger_dust_collectors',
  fields: [
    { name: 'deviceName', type: 'string', label: { 'zh-CN': '设备名称' }, required: true, maxLength: 50 },
    { name: 'remark', type: 'string', label: { 'zh-CN': '备注' }, maxLength: 50 },
  ],
  list: { columns: [{ field: 'deviceName' }] },
  search: [],
  form: { columns: 2, sections: [{ fields: ['deviceName', 'remark'] }] },
  permissions: { view: 'dust:view', add: 'dust:add', edit: 'dust:edit' },
};
const ID = 7;
const READ_MS = 400;

let stored: Record<string, unknown>;

function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = new URL(String(input), 'http://localhost').pathname;
  if (path.endsWith(`/module/schema/${schema.id}`)) return Promise.resolve(envelope(schema));
  if (path.endsWith('/dict/all')) return Promise.resolve(envelope([]));
  if (path.endsWith(`/${schema.api}/${ID}`) && (init?.method ?? 'GET') === 'GET') {
    // A read that takes a moment, as on a busy server: the save's own re-read of the record is still on
    // its way when the user opens the record again, and what the cache held meanwhile is the old copy.
    const answer = { ...stored };
    return new Promise((resolve) => setTimeout(() => resolve(envelope(answer)), READ_MS));
  }
  if (path.endsWith(`/${schema.api}`) && init?.method === 'PUT') {
    stored = { ...stored, ...JSON.parse(String(init.body)), id: ID };
    return Promise.resolve(envelope(stored));
  }
  return Promise.resolve(new Response('{}', { status: 404 }));
}

beforeAll(async () => {
  stubMatchMedia();
  await initI18n('zh-CN');
});

useFakeServer(fakeServer, () => {
  stored = { id: ID, deviceName: '布袋除尘器', remark: null };
});

/** The list is a stand-in with links to the record's screens; the edit form returns to it. */
function renderApp(start: string) {
  render(
    <MemoryRouter initialEntries={[start]}>
      <Refine
        dataProvider={createRefineDataProvider(http)}
        // The app's own cache settings: a read stays fresh for a while.
        options={{ disableTelemetry: true, reactQuery: { clientConfig: new QueryClient({ defaultOptions: queryDefaults }) } }}
      >
        <ShellContext.Provider value={testShellData({ permissions: new Set(Object.values(schema.permissions)) })}>
          <Routes>
            <Route
              path={schema.route}
              element={
                <p data-testid="list">
                  <Link to={`${schema.route}/edit/${ID}`} data-testid="open-edit">
                    edit
                  </Link>
                  <Link to={`${schema.route}/detail/${ID}`} data-testid="open-detail">
                    detail
                  </Link>
                </p>
              }
            />
            <Route path={`${schema.route}/edit/:id`} element={<FormPage moduleId={schema.id} moduleRoute={schema.route} mode="edit" />} />
            <Route path={`${schema.route}/detail/:id`} element={<DetailPage moduleId={schema.id} moduleRoute={schema.route} />} />
          </Routes>
        </ShellContext.Provider>
      </Refine>
    </MemoryRouter>,
  );
}

/** Renames the device in the open edit form and saves; the form returns to the list. */
async function renameAndSave(name: string) {
  const input = (await screen.findByTestId('field-deviceName', {}, { timeout: 15_000 })) as HTMLInputElement;
  fireEvent.change(input, { target: { value: name } });
  fireEvent.click(screen.getByTestId('form-submit'));
  await screen.findByTestId('list', {}, { timeout: 10_000 });
  expect(stored.deviceName).toBe(name);
}

describe('record screens after a save', { timeout: 60_000 }, () => {
  it('an edit form opened again starts from the saved record, and saving it keeps the first change', async () => {
    renderApp(schema.route);
    fireEvent.click(screen.getByTestId('open-edit'));
    await renameAndSave('布袋除尘器二号');

    fireEvent.click(screen.getByTestId('open-edit'));
    const input = (await screen.findByTestId('field-deviceName')) as HTMLInputElement;
    expect(input.value).toBe('布袋除尘器二号');
    // Changing another field and saving must not put the old name back.
    fireEvent.change(screen.getByTestId('field-remark'), { target: { value: '滤袋已换' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    await screen.findByTestId('list', {}, { timeout: 10_000 });
    expect(stored).toMatchObject({ deviceName: '布袋除尘器二号', remark: '滤袋已换' });
  });

  it('the detail opened after a save shows the saved values from its first frame', async () => {
    renderApp(`${schema.route}/detail/${ID}`);
    expect((await screen.findByTestId('detail-deviceName', {}, { timeout: 15_000 })).textContent).toBe('布袋除尘器');
    fireEvent.click(screen.getByTestId('detail-edit'));
    await renameAndSave('布袋除尘器二号');

    fireEvent.click(screen.getByTestId('open-detail'));
    expect((await screen.findByTestId('detail-deviceName')).textContent).toBe('布袋除尘器二号');
  });
});
