// @vitest-environment jsdom
// The sub-table editor in an antd form, and the detail page with its sub-table and history tab,
// rendered against a fake server.
import { Refine } from '@refinedev/core';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createRefineDataProvider } from '../../data-providers';
import uploadPlugin from '../../plugins/upload';
import { FieldWidgetProvider } from '../../runtime/plugins/fieldWidgets';
import { createRegistry } from '../../runtime/plugins/registry';
import repairSchema from '../../schemas/modules/facilities-repair-maintain.json';
import type { FieldSchema, ModuleSchema } from '../../schemas/types';
import { i18n, initI18n } from '../../runtime/i18n';
import DetailPage from '../../runtime/modules/DetailPage';
import { fieldControl } from '../../runtime/modules/FieldControl';
import { FieldValue } from '../../runtime/modules/FieldValue';
import type { FormatContext } from '../../runtime/modules/format';
import { SubtableField } from '../../runtime/modules/SubtableField';
import { http } from '../../runtime/services/http';
import { ShellContext } from '../../runtime/shell/ShellData';
import { envelope, stubMatchMedia } from './helpers/dom';
import { useFakeServer } from './helpers/fakeServer';
import { testShellData } from './helpers/shellData';

const schema = repairSchema as unknown as ModuleSchema;
const ROUTE = schema.route;
const parts = schema.fields.find((f) => f.name === 'parts') as FieldSchema;
const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);

const record = {
  id: 7,
  deviceCode: 'SB-01',
  deviceName: '布袋除尘器',
  maintainType: '1',
  parts: [
    { partName: '滤袋', model: 'PPS-550', quantity: 2, unit: '条' },
    { partName: '脉冲阀', model: null, quantity: 1, unit: '个' },
  ],
  affectsEmission: false,
};

/** History answers by record id; 8 has none. */
const histories: Record<string, unknown[]> = {
  7: [
    {
      id: 11,
      action: 'create',
      actorId: 1,
      actorName: '张伟',
      at: '2024-05-01 09:00:00',
      changes: [{ field: 'deviceCode', label: '设备编号', before: null, after: 'SB-01', beforeText: null, afterText: 'SB-01' }],
    },
    {
      id: 12,
      action: 'update',
      actorId: 1,
      actorName: '张伟',
      at: '2024-05-02 10:30:00',
      changes: [
        { field: 'maintainType', label: '检修类型', before: '2', after: '1', beforeText: '故障维修', afterText: '日常保养' },
        { field: 'parts', label: '更换部件', before: [{ partName: '滤袋', quantity: 1 }], after: record.parts, beforeText: '[]', afterText: '[]' },
      ],
    },
  ],
  8: [],
};

function fakeServer(input: RequestInfo | URL): Promise<Response> {
  const path = new URL(String(input), 'http://localhost').pathname;
  if (path.endsWith(`/module/schema/${schema.id}`)) return Promise.resolve(envelope(schema));
  if (path.endsWith('/dict/all')) {
    return Promise.resolve(envelope([{ type: 'maintain_type', children: [{ value: '1', label: '日常保养' }, { value: '2', label: '故障维修' }] }]));
  }
  const history = /\/account\/facilitiesRepairMaintain\/(\d+)\/history$/.exec(path);
  if (history) return Promise.resolve(envelope(histories[history[1]]));
  const one = /\/account\/facilitiesRepairMaintain\/(\d+)$/.exec(path);
  if (one) return Promise.resolve(envelope({ ...record, id: Number(one[1]) }));
  return Promise.resolve(new Response('{}', { status: 404 }));
}

function renderDetail(id: number) {
  render(
    <MemoryRouter initialEntries={[`${ROUTE}/detail/${id}`]}>
      <Refine
        dataProvider={createRefineDataProvider(http)}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: new QueryClient({ defaultOptions: { queries: { retry: false } } }) } }}
      >
        <ShellContext.Provider value={testShellData({ permissions: new Set([schema.permissions.view]) })}>
          <Routes>
            <Route path={`${ROUTE}/detail/:id`} element={<DetailPage moduleId={schema.id} moduleRoute={ROUTE} />} />
          </Routes>
        </ShellContext.Provider>
      </Refine>
    </MemoryRouter>,
  );
}

function SubtableForm({ field, onFinish }: { field: FieldSchema; onFinish: (values: unknown) => void }) {
  return (
    <Form onFinish={onFinish}>
      <SubtableField field={field} locale="zh-CN" dictionaries={new Map()} t={t} />
      <button type="submit">save</button>
    </Form>
  );
}

beforeAll(async () => {
  stubMatchMedia();
  await initI18n('zh-CN');
});

useFakeServer(fakeServer);

describe('sub-table editor', { timeout: 60_000 }, () => {
  it('adds rows until maxRows, then hides the add button until a row is removed', async () => {
    render(<SubtableForm field={{ ...parts, maxRows: 2 }} onFinish={() => undefined} />);
    const add = () => fireEvent.click(screen.getByTestId('subtable-add-parts'));
    add();
    // The cell controls come from the field-widget registry: the first one waits for its widget module.
    await screen.findByTestId('field-parts-0-partName', {}, { timeout: 15_000 });
    add();
    await screen.findByTestId('field-parts-1-partName');
    await waitFor(() => expect(screen.queryByTestId('subtable-add-parts')).toBeNull());
    expect(screen.getAllByTestId('subtable-row-parts')).toHaveLength(2);
    expect(screen.getByTestId('subtable-count-parts').textContent).toBe('共 2 行，最多 2 行');

    fireEvent.click(screen.getByTestId('subtable-remove-parts-0'));
    await screen.findByTestId('subtable-add-parts');
    expect(screen.getAllByTestId('subtable-row-parts')).toHaveLength(1);
  });

  it('shows a missing required cell in its row and does not submit', async () => {
    const onFinish = vi.fn();
    render(<SubtableForm field={parts} onFinish={onFinish} />);
    fireEvent.click(screen.getByTestId('subtable-add-parts'));
    fireEvent.click(await screen.findByTestId('subtable-add-parts'));
    await screen.findByTestId('field-parts-1-partName');
    fireEvent.change(screen.getByTestId('field-parts-0-partName'), { target: { value: '滤袋' } });
    fireEvent.change(screen.getByTestId('field-parts-0-quantity'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('field-parts-1-quantity'), { target: { value: '1' } });
    fireEvent.click(screen.getByText('save'));

    const rows = screen.getAllByTestId('subtable-row-parts');
    await within(rows[1]).findByText('部件名称不能为空', {}, { timeout: 10_000 });
    expect(within(rows[0]).queryByText('部件名称不能为空')).toBeNull();
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('field-parts-1-partName'), { target: { value: '脉冲阀' } });
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(onFinish.mock.calls[0][0]).toMatchObject({
      parts: [
        { partName: '滤袋', quantity: 2 },
        { partName: '脉冲阀', quantity: 1 },
      ],
    });
  });
});

/** One field of every type of the meta-schema (sub-tables have their own tests above). */
const label = (text: string) => ({ 'zh-CN': text });
const everyType: FieldSchema[] = [
  { name: 'code', type: 'string', label: label('编号'), maxLength: 10 },
  { name: 'note', type: 'text', label: label('说明') },
  { name: 'count', type: 'integer', label: label('台数'), unit: '台' },
  { name: 'dose', type: 'number', label: label('浓度'), unit: 'mg/L' },
  { name: 'ratio', type: 'number', label: label('比例'), precision: 4 },
  { name: 'active', type: 'boolean', label: label('在用') },
  { name: 'day', type: 'date', label: label('日期') },
  { name: 'at', type: 'datetime', label: label('时间') },
  { name: 'period', type: 'month', label: label('月份') },
  { name: 'kind', type: 'enum', label: label('类型'), dict: 'maintain_type' },
  { name: 'kinds', type: 'enum', label: label('多类型'), multiple: true, options: [{ value: 'a', label: label('甲') }, { value: 'b', label: label('乙') }] },
  { name: 'photos', type: 'files', label: label('照片') },
];
const stored: Record<string, unknown> = {
  code: 'A-1',
  note: '第一行',
  count: 3,
  dose: 1.5,
  ratio: 0.25,
  active: true,
  day: '2024-05-06',
  at: '2024-05-06 08:30:00',
  period: '2024-05',
  kind: '2',
  kinds: ['a', 'b'],
  photos: [{ name: '现场.png', size: 10, type: 'image/png', url: 'k/现场.png' }],
};
const typeDictionaries = new Map([['maintain_type', [{ value: '1', label: '日常保养' }, { value: '2', label: '故障维修' }]]]);

describe('every field type', { timeout: 60_000 }, () => {
  it('gets a form control that shows the stored value (unit addon, precision, pickers, selects, uploads)', async () => {
    // The files control comes from the upload plugin through the field-widget registry, as in the shell.
    render(
      <FieldWidgetProvider lookup={createRegistry([uploadPlugin]).fieldWidget}>
        <Form initialValues={stored}>
          {everyType.map((f) => (
            <Form.Item key={f.name} name={f.name}>
              {fieldControl(f, 'zh-CN', typeDictionaries, t)}
            </Form.Item>
          ))}
        </Form>
      </FieldWidgetProvider>,
    );
    const input = (name: string) => screen.getByTestId(`field-${name}`) as HTMLInputElement;
    // The controls come from the field-widget registry, each loaded with its widget module on first use.
    for (const f of everyType) await screen.findByTestId(`field-${f.name}`, {}, { timeout: 15_000 });
    expect(input('code').value).toBe('A-1');
    expect(input('note').tagName).toBe('TEXTAREA');
    expect(input('count').value).toBe('3');
    expect(input('dose').value).toBe('1.50'); // default precision 2
    expect(input('ratio').value).toBe('0.2500');
    expect(screen.getByText('mg/L').className).toContain('addon');
    expect(input('active').getAttribute('aria-checked')).toBe('true');
    expect(input('day').value).toBe('2024-05-06');
    expect(input('at').value).toBe('2024-05-06 08:30:00');
    expect(input('period').value).toBe('2024-05');
    expect(input('kind').textContent).toContain('故障维修');
    expect(input('kinds').textContent).toContain('甲');
    expect(input('kinds').textContent).toContain('乙');
    expect((await screen.findByText('现场.png', {}, { timeout: 15_000 })).textContent).toBe('现场.png');
  });

  it('reads back on the detail page with labels, precision, units and yes/no', async () => {
    const ctx: FormatContext = { locale: 'zh-CN', dictionaries: typeDictionaries, yes: '是', no: '否' };
    render(
      <>
        {everyType.map((f) => (
          <FieldValue key={f.name} field={f} value={stored[f.name]} ctx={ctx} testId={`detail-${f.name}`} />
        ))}
        <FieldValue field={everyType[5]} value={null} ctx={ctx} testId="detail-empty" />
      </>,
    );
    const text = (name: string) => screen.getByTestId(`detail-${name}`).textContent;
    expect(text('count')).toBe('3 台');
    expect(text('dose')).toBe('1.50 mg/L');
    expect(text('ratio')).toBe('0.2500');
    expect(text('active')).toBe('是');
    expect(text('empty')).toBe('-');
    expect(text('at')).toBe('2024-05-06 08:30:00');
    expect(text('period')).toBe('2024-05');
    expect(text('kind')).toBe('故障维修');
    expect(text('kinds')).toBe('甲、乙');
    expect((await screen.findByTestId('detail-photos', {}, { timeout: 15_000 })).textContent).toContain('现场.png');
  });
});

describe('detail page', { timeout: 60_000 }, () => {
  it('shows the sub-table read-only with its labels and each row', async () => {
    renderDetail(7);
    const table = await screen.findByTestId('detail-parts', {}, { timeout: 15_000 });
    expect(table.textContent).toContain('部件名称');
    expect(table.textContent).toContain('规格型号');
    const rows = within(table).getAllByTestId('detail-parts-row');
    expect(rows.map((r) => r.textContent)).toEqual(['1滤袋PPS-5502条', '2脉冲阀-1个']);
    expect((await screen.findByTestId('detail-maintainType')).textContent).toBe('日常保养');
  });

  it('lists the history newest first with the action, who, when and before → after', async () => {
    renderDetail(7);
    fireEvent.click(await screen.findByTestId('detail-tab-history', {}, { timeout: 15_000 }));
    await screen.findByTestId('record-history');
    const entries = screen.getAllByTestId('history-entry');
    expect(entries.map((e) => within(e).getByTestId('history-action').textContent)).toEqual(['修改', '新增']);
    expect(within(entries[0]).getByTestId('history-actor').textContent).toBe('张伟');
    expect(within(entries[0]).getByTestId('history-at').textContent).toBe('2024-05-02 10:30:00');

    const [type, partsChange] = within(entries[0]).getAllByTestId('history-change');
    expect(type.textContent).toBe('检修类型：故障维修→日常保养');
    // The sub-table change shows both versions as tables, not the raw JSON.
    expect(within(partsChange).getAllByTestId('history-before-row')).toHaveLength(1);
    expect(within(partsChange).getAllByTestId('history-after-row')).toHaveLength(2);
    expect(partsChange.textContent).not.toContain('[');

    // The create entry lists its fields once unfolded.
    expect(within(entries[1]).queryByTestId('history-change')).toBeNull();
    fireEvent.click(within(entries[1]).getByTestId('history-toggle'));
    expect(within(entries[1]).getByTestId('history-change').textContent).toBe('设备编号：-→SB-01');
  });

  it('says so when a record has no history', async () => {
    renderDetail(8);
    fireEvent.click(await screen.findByTestId('detail-tab-history', {}, { timeout: 15_000 }));
    expect((await screen.findByTestId('history-empty')).textContent).toContain('暂无变更记录');
  });
});
