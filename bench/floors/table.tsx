// Benchmark floor (bench/browser-pages.ts): a bare antd admin page — layout, menu, a search input and a
// Table — that fetches one list page from the same API with the same token and renders it. Columns come
// from the page's own records (every key but id), so it shows the same cells as the product's list;
// `virtual` follows the product's rule (from 1,000 body cells). No router, Refine, i18n or schema work.
// The URL's query says what to load: ?api=/api/…/page?…&token=…&enterprise=…
import { useEffect, useState, type HTMLAttributes } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider, Input, Layout, Menu, Table } from 'antd';

type Row = Record<string, unknown> & { id: number };
const query = new URLSearchParams(location.search);

function Page() {
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    void fetch(query.get('api')!, { headers: { authorization: query.get('token')!, enterprise_id: query.get('enterprise')! } })
      .then((r) => r.json())
      .then((body: { data: { records: Row[] } }) => {
        performance.mark('floor-data');
        setRows(body.data.records);
      });
  }, []);
  const keys = rows.length ? Object.keys(rows[0]).filter((k) => k !== 'id') : [];
  const columns = keys.map((k) => ({ title: k, dataIndex: k, key: k, width: 120, ellipsis: true, render: (v: unknown) => (v === null || v === undefined ? '' : String(v)) }));
  const virtual = rows.length * columns.length >= 1000;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider theme="light">
        <Menu items={[{ key: 'list', label: '台账' }]} selectedKeys={['list']} />
      </Layout.Sider>
      <Layout.Content style={{ padding: 16 }}>
        <Input.Search placeholder="搜索" style={{ width: 240, marginBottom: 16 }} />
        <Table<Row>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          virtual={virtual}
          scroll={{ x: columns.length * 120, y: virtual ? 600 : undefined }}
          pagination={{ pageSize: rows.length || 20 }}
          onRow={() => ({ 'data-testid': 'list-row' }) as HTMLAttributes<HTMLElement>}
        />
      </Layout.Content>
    </Layout>
  );
}

createRoot(document.getElementById('root')!).render(
  <ConfigProvider>
    <Page />
  </ConfigProvider>,
);
