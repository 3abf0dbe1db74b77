// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import deviceInventory from '../../schemas/modules/device-inventory.json';
import type { ModuleSchema, SearchItem } from '../../schemas/types';
import { initI18n } from '../../runtime/i18n';
import { SearchBar } from '../../runtime/modules/SearchBar';
import { stubMatchMedia } from './helpers/dom';

const DIVISIONS = [
  { value: '32', label: '江苏省', children: [{ value: '3205', label: '苏州市', children: [{ value: '320505', label: '虎丘区' }] }] },
  { value: '13', label: '河北省' },
];

function schemaWith(search: SearchItem[]): ModuleSchema {
  const schema = structuredClone(deviceInventory) as unknown as ModuleSchema;
  schema.fields.push({ name: 'region', type: 'string', label: { 'zh-CN': '地区' } });
  schema.search = search;
  return schema;
}

function renderBar(search: SearchItem[], values = {}) {
  const onSearch = vi.fn();
  const client = new QueryClient();
  client.setQueryData(['dictionaries', 'zh-CN'], new Map());
  client.setQueryData(['cascade', 'divisions'], DIVISIONS);
  render(
    <QueryClientProvider client={client}>
      <SearchBar schema={schemaWith(search)} values={values} locale="zh-CN" onSearch={onSearch} onReset={() => undefined} />
    </QueryClientProvider>,
  );
  return onSearch;
}

async function pick(testId: string, labels: string[]) {
  fireEvent.mouseDown(screen.getByTestId(testId).querySelector('.ant-select-selector')!);
  for (const label of labels) {
    const item = await waitFor(() => {
      const found = document.querySelector(`.ant-cascader-menu-item[title="${label}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.click(item);
  }
}

beforeAll(async () => {
  stubMatchMedia();
  await initI18n('zh-CN');
});
afterEach(cleanup);

describe('cascader search item on screen', { timeout: 30_000 }, () => {
  it('offers the tree of its source and submits the picked path', async () => {
    const onSearch = renderBar([{ searchName: 'region', searchType: 'cascader', source: 'division' }]);
    await pick('search-region', ['江苏省', '苏州市', '虎丘区']);
    fireEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ region: ['32', '3205', '320505'] }), { timeout: 15_000 });
  });

  it('nests inline options by value prefix and shows a path restored from the URL', async () => {
    const selectList = [
      { value: 'C', label: { 'zh-CN': '制造业' } },
      { value: 'C13', label: { 'zh-CN': '农副食品加工业' } },
      { value: 'D', label: { 'zh-CN': '电力、热力、燃气及水生产和供应业' } },
    ];
    const onSearch = renderBar([{ searchName: 'region', searchType: 'cascader', selectList }], { region: ['C', 'C13'] });
    await waitFor(() => expect(screen.getByTestId('search-region').textContent).toContain('制造业 / 农副食品加工业'));
    fireEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ region: ['C', 'C13'] }), { timeout: 15_000 });
  });
});
