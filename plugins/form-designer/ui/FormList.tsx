/**
 * The saved forms (or back-office templates): search, design, versions (each can be previewed as it
 * renders) and delete. The same view serves both areas through their backend.
 */
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Drawer, Input, List, Modal, Space, Table, type TableProps } from 'antd';
import { useCallback, useEffect, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FormDetail, FormSummary, FormVersionEntry } from '../../../schemas/contracts/forms';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SEARCH_INPUT_MAX } from '../../../schemas/fieldKinds';
import { LazyFormRenderer } from '../../../runtime/forms/LazyFormRenderer';
import { notifier } from '../../../runtime/services/notifier';
import type { DesignerBackend, Page } from './backend';
import { NS } from './context';

function Versions({ backend, form, onClose }: { backend: DesignerBackend; form: FormSummary | null; onClose(): void }) {
  const { t } = useTranslation(NS);
  const [versions, setVersions] = useState<FormVersionEntry[]>([]);
  const [preview, setPreview] = useState<FormDetail | null>(null);
  useEffect(() => {
    if (form) backend.versions(form.id).then(setVersions, () => setVersions([]));
  }, [backend, form]);
  return (
    <Drawer open={form !== null} onClose={onClose} title={form ? t('list.versionsTitle', { name: form.name }) : ''} width={420} data-testid="form-versions">
      <List
        dataSource={versions}
        renderItem={(v) => (
          <List.Item
            data-testid="form-version"
            actions={[
              <a key="preview" onClick={() => form && backend.load(form.id, v.version).then(setPreview, () => undefined)} data-testid={`form-version-preview-${v.version}`}>
                {t('list.preview')}
              </a>,
            ]}
          >
            <List.Item.Meta title={`v${v.version}`} description={t('list.savedBy', { at: v.savedAt, who: v.savedBy ?? '-' })} />
          </List.Item>
        )}
      />
      <Modal open={preview !== null} onCancel={() => setPreview(null)} footer={null} width="70%" title={preview ? `${preview.name} · v${preview.version}` : ''} destroyOnHidden>
        {preview && <LazyFormRenderer form={preview.json} allowEventCode={preview.trusted} testId="version-preview" />}
      </Modal>
    </Drawer>
  );
}

export function FormList({ backend, title, addLabel, testId }: { backend: DesignerBackend; title: string; addLabel: string; testId: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [query, setQuery] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, name: '' });
  const [data, setData] = useState<Page<FormSummary>>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [versionsOf, setVersionsOf] = useState<FormSummary | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(await backend.list({ pageNum: query.pageNum, pageSize: query.pageSize, name: query.name.trim() || undefined }));
    } catch {
      // Reported by the request layer.
    } finally {
      setLoading(false);
    }
  }, [backend, query]);
  useEffect(() => void load(), [load]);

  const remove = async (row: FormSummary) => {
    if (!(await notifier.confirm({ title: t('tip'), content: t('list.deleteConfirm', { name: row.name }) }))) return;
    try {
      await backend.remove(row.id);
      notifier.toast('success', t('list.deleted'), 1);
      void load();
    } catch {
      // Reported by the request layer.
    }
  };

  const columns: TableProps<FormSummary>['columns'] = [
    { key: 'name', title: t('list.name'), dataIndex: 'name', render: (name: string) => <span data-testid="form-row-name">{name}</span> },
    { key: 'formKey', title: t('list.key'), dataIndex: 'formKey', render: (key: string) => <code>{key}</code> },
    { key: 'version', title: t('list.version'), dataIndex: 'version', width: 80, align: 'right', render: (v: number) => <span data-testid="form-row-version">v{v}</span> },
    { key: 'updatedAt', title: t('list.updatedAt'), dataIndex: 'updatedAt', width: 180 },
    { key: 'updatedBy', title: t('list.updatedBy'), dataIndex: 'updatedBy', width: 120 },
    {
      key: 'actions',
      title: t('list.actions'),
      width: 240,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(backend.editPath(row.id))} data-testid="form-row-design">
            {t('list.design')}
          </Button>
          {backend.fillPath && (
            <Button type="link" size="small" onClick={() => navigate(backend.fillPath!(row.formKey))} data-testid="form-row-fill">
              {t('list.fill')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setVersionsOf(row)} data-testid="form-row-versions">
            {t('list.versions')}
          </Button>
          <Button type="link" size="small" danger onClick={() => void remove(row)} data-testid="form-row-delete">
            {t('list.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="ec-page" data-testid={testId}>
      <div className="ec-panel">
        <div className="ec-table-toolbar">
          <h3 className="ec-table-title">{title}</h3>
          <Space>
            <Input.Search
              allowClear
              maxLength={SEARCH_INPUT_MAX}
              placeholder={t('list.search')}
              onSearch={(name) => setQuery((q) => ({ ...q, pageNum: 1, name }))}
              data-testid="form-list-search"
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(backend.newPath)} data-testid="form-list-add">
              {addLabel}
            </Button>
            <Button icon={<ReloadOutlined />} onClick={() => void load()} aria-label="reload" />
          </Space>
        </div>
        <Table<FormSummary>
          rowKey="id"
          columns={columns}
          dataSource={data.records}
          loading={loading}
          pagination={{
            current: query.pageNum,
            pageSize: query.pageSize,
            total: data.total,
            pageSizeOptions: PAGE_SIZES.map(String),
            showSizeChanger: true,
            showQuickJumper: true,
            onChange: (pageNum, pageSize) => setQuery((q) => ({ ...q, pageNum, pageSize })),
          }}
          onRow={() => ({ 'data-testid': 'form-row' }) as HTMLAttributes<HTMLElement>}
        />
      </div>
      <Versions backend={backend} form={versionsOf} onClose={() => setVersionsOf(null)} />
    </div>
  );
}
