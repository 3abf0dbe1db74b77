import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tooltip, type TableProps } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { http } from '../../runtime/services/http';
import { notifier } from '../../runtime/services/notifier';
import { customPaths, type CustomLedger } from './api';
import { ROUTES } from './constants';
import { writeFocus } from './focus';
import { useDefinitions, useRefreshLedgers } from './useCustomLedgers';
import './custom-account.css';

const NS = 'custom-account';

/** /accountManagement/customAccount/page: the enterprise admin's custom ledgers. */
export default function DefinitionListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { data = [], isFetching, refetch } = useDefinitions();
  const refresh = useRefreshLedgers();
  const [removing, setRemoving] = useState<string | null>(null);

  const openRecords = (ledger: CustomLedger) => {
    writeFocus(ledger.id);
    navigate(ledger.schema.route);
  };

  const remove = async (ledger: CustomLedger) => {
    const ok = await notifier.confirm({ title: t('common.tip', { ns: 'runtime' }), content: t('design.deleteConfirm', { name: ledger.name }) });
    if (!ok) return;
    setRemoving(ledger.id);
    try {
      await http.delete(customPaths.definition(ledger.id));
      notifier.toast('success', t('design.deleted'), 1);
      await refresh(ledger.id, { removed: true });
    } catch {
      // Reported by the request layer.
    } finally {
      setRemoving(null);
    }
  };

  const columns: TableProps<CustomLedger>['columns'] = [
    { key: 'name', title: t('design.name'), dataIndex: 'name', render: (name: string) => <span data-testid="custom-ledger-name">{name}</span> },
    { key: 'fields', title: t('design.fieldCount'), width: 110, align: 'right', render: (_: unknown, row) => row.fields.length },
    { key: 'version', title: t('design.version'), dataIndex: 'version', width: 90, align: 'right' },
    { key: 'updatedAt', title: t('design.updatedAt'), dataIndex: 'updatedAt', width: 180 },
    {
      key: 'actions',
      title: t('actions'),
      width: 230,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => openRecords(row)} data-testid="custom-ledger-records">
            {t('design.openRecords')}
          </Button>
          <Button type="link" size="small" onClick={() => navigate(`${ROUTES.designForm}?id=${encodeURIComponent(row.id)}`)} data-testid="custom-ledger-edit">
            {t('design.edit')}
          </Button>
          <Button type="link" size="small" danger loading={removing === row.id} onClick={() => void remove(row)} data-testid="custom-ledger-delete">
            {t('design.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="ec-page" data-testid="custom-ledger-list">
      <div className="ec-panel">
        <div className="ec-table-toolbar">
          <h3 className="ec-table-title">{t('design.title')}</h3>
          <Space>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ROUTES.designForm)} data-testid="custom-ledger-add">
              {t('design.add')}
            </Button>
            <Tooltip title={t('reload')}>
              <Button icon={<ReloadOutlined />} aria-label={t('reload')} onClick={() => void refetch()} />
            </Tooltip>
          </Space>
        </div>
        <p className="ec-muted ec-ca-hint">{t('design.hint')}</p>
        <Table<CustomLedger>
          rowKey="id"
          columns={columns}
          dataSource={data}
          loading={isFetching}
          pagination={false}
          locale={{ emptyText: t('common.noData', { ns: 'runtime' }) }}
          onRow={() => ({ 'data-testid': 'custom-ledger-row' }) as HTMLAttributes<HTMLElement>}
        />
      </div>
    </div>
  );
}
