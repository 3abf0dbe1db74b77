// @vitest-environment jsdom
// One registry (issue 14): a module-schema field naming the registry widget 'pollution-factor' is drawn
// by the same card designed forms use, inside the generic add form, and its rows go to the server as
// the sub-table's value; the card keeps key and value to 20 characters each.
import { Refine } from '@refinedev/core';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createRefineDataProvider } from '../../data-providers';
import { initI18n } from '../../runtime/i18n';
import FormPage from '../../runtime/modules/FormPage';
import { http } from '../../runtime/services/http';
import { ShellContext } from '../../runtime/shell/ShellData';
import { WIDGET_ROW_FIELDS } from '../../schemas/forms/moduleWidgets';
import type { ModuleSchema } from '../../schemas/types';
import { envelope, stubMatchMedia } from './helpers/dom';
import { useFakeServer } from './helpers/fakeServer';
import { testShellData } from './helpers/shellData';

const schema: ModuleSchema = {
  id: 'outletMonitoring',
  version: 1,
  title: { 'zh-CN': '排放口监测' },
  route: '/accountManagement/outletMonitoring',
  api: 'account/outletMonitoring',
  group: 'accountManagement',
  table: 'ledger_outlet_monitoring',
  fields: [
    { name: 'outlet', type: 'string', label: { 'zh-CN': '排放口' }, required: true, maxLength: 50 },
    { name: 'factors', type: 'subtable', label: { 'zh-CN': '监测因子' }, widget: 'pollution-factor', fields: WIDGET_ROW_FIELDS['pollution-factor'].map((f) => ({ ...f })) },
  ],
  list: { columns: [{ field: 'outlet' }] },
  search: [],
  form: { columns: 2, sections: [{ fields: ['outlet', 'factors'] }] },
  permissions: { view: 'outlet:view', add: 'outlet:add' },
};

const posted: unknown[] = [];

function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = new URL(String(input), 'http://localhost').pathname;
  if (path.endsWith(`/module/schema/${schema.id}`)) return Promise.resolve(envelope(schema));
  if (path.endsWith('/dict/all')) return Promise.resolve(envelope([]));
  if (path.endsWith(`/${schema.api}`) && init?.method === 'POST') {
    posted.push(JSON.parse(String(init.body)));
    return Promise.resolve(envelope({ id: 1 }));
  }
  return Promise.resolve(new Response('{}', { status: 404 }));
}

beforeAll(async () => {
  stubMatchMedia();
  await initI18n('zh-CN');
});

useFakeServer(fakeServer, () => {
  posted.length = 0;
});

describe('a module field drawn by the pollution-factor card', { timeout: 60_000 }, () => {
  it('renders the card in the generic form and saves its rows as the field value', async () => {
    render(
      <MemoryRouter initialEntries={[`${schema.route}/add`]}>
        <Refine
          dataProvider={createRefineDataProvider(http)}
          options={{ disableTelemetry: true, reactQuery: { clientConfig: new QueryClient({ defaultOptions: { queries: { retry: false } } }) } }}
        >
          <ShellContext.Provider value={testShellData({ permissions: new Set([schema.permissions.view, schema.permissions.add!]) })}>
            <Routes>
              <Route path={`${schema.route}/add`} element={<FormPage moduleId={schema.id} moduleRoute={schema.route} mode="add" />} />
              <Route path={schema.route} element={<p>list</p>} />
            </Routes>
          </ShellContext.Provider>
        </Refine>
      </MemoryRouter>,
    );
    // The card is the registry's widget (its module loads first), with its add button.
    fireEvent.click(await screen.findByTestId('field-factors-add', {}, { timeout: 20_000 }));
    const key = await screen.findByTestId('field-factors-0-key');
    const value = screen.getByTestId('field-factors-0-value');
    expect([key.getAttribute('maxlength'), value.getAttribute('maxlength')]).toEqual(['20', '20']);
    expect(screen.getByTestId('field-factors').closest('.ant-form-item')?.textContent).toContain('监测因子');
    fireEvent.change(key, { target: { value: 'COD' } });
    fireEvent.change(value, { target: { value: '12.5' } });
    fireEvent.change(screen.getByTestId('field-outlet'), { target: { value: 'DW001' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(posted).toHaveLength(1), { timeout: 10_000 });
    expect(posted[0]).toMatchObject({ outlet: 'DW001', factors: [{ key: 'COD', value: '12.5' }] });
  });
});
