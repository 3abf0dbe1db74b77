import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagination } from './paging';
import { useNavigate } from 'react-router';
import { notifier } from '../../runtime/services/notifier';
import type { WorkflowApi } from './api';
import type { ModelRow } from './contract';

const NS = 'workflow';

/** Process models of one scope: design (new/edit), deploy, delete — the design actions need `canDesign`. */
export function ModelList({ api, designerBase, canDesign }: { api: WorkflowApi; designerBase: string; canDesign: boolean }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState({ pageNum: 1, pageSize: 20, keyword: '' });
  const params = { pageNum: query.pageNum, pageSize: query.pageSize, ...(query.keyword ? { keyword: query.keyword } : {}) };
  const { data, isFetching } = useQuery({ queryKey: ['workflow', api.area, 'models', params], queryFn: () => api.models(params), placeholderData: keepPreviousData });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['workflow', api.area, 'models'] });
  const deploy = async (row: ModelRow) => {
    try {
      const result = await api.deploy(row.id);
      notifier.toast('success', t('model.deployed', { version: result.version }), 1.5);
      await reload();
    } catch {
      /* the refusal (one line per unsupported element) was shown by the client */
    }
  };
  const remove = async (row: ModelRow) => {
    if (!(await notifier.confirm({ title: t('model.delete'), content: t('model.deleteConfirm', { name: row.name }) }))) return;
    try {
      await api.deleteModel(row.id);
      await reload();
    } catch {
      /* shown */
    }
  };
  return (
    <Card data-testid="model-page">
      <Space style={{ marginBottom: 12 }}>
        <Input.Search allowClear maxLength={20} onSearch={(v) => setQuery({ ...query, pageNum: 1, keyword: v.trim() })} placeholder={t('list.keyword')} enterButton={t('list.search')} />
        {canDesign && (
          <Button type="primary" onClick={() => navigate(`${designerBase}/new`)} data-testid="model-new">
            {t('model.new')}
          </Button>
        )}
      </Space>
      <Table<ModelRow>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.records}
        data-testid="model-table"
        pagination={pagination(t, query, setQuery, data?.total)}
        columns={[
          { title: t('model.name'), dataIndex: 'name' },
          { title: t('model.key'), dataIndex: 'processKey' },
          { title: t('model.category'), render: (_, r) => r.category ?? '—' },
          { title: t('model.version'), render: (_, r) => (r.version ? <Tag color="green">v{r.version}</Tag> : <Tag>{t('model.notDeployed')}</Tag>) },
          { title: t('model.updatedAt'), dataIndex: 'updatedAt' },
          {
            title: t('list.actions'),
            render: (_, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => navigate(`${designerBase}/${r.id}`)} data-testid="model-design">
                  {canDesign ? t('model.design') : t('list.view')}
                </Button>
                {canDesign && (
                  <Button type="link" size="small" onClick={() => deploy(r)} data-testid="model-deploy">
                    {t('model.deploy')}
                  </Button>
                )}
                {canDesign && (
                  <Button type="link" size="small" danger onClick={() => remove(r)}>
                    {t('model.delete')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
