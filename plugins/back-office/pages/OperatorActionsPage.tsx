import { Button, Card, Checkbox, Input, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnterprisePicker } from '../../../runtime/common/EnterprisePicker';
import { SUCCESS_CODE, ErrorCode } from '../../../data-providers';
import { adminPaths } from '../adminHttp';
import { BACK_OFFICE_NS } from '../locales';
import { usePaged } from './usePaged';

interface ActionRow {
  id: number;
  createdAt: string;
  operatorName: string | null;
  operatorAccount: string | null;
  enterpriseName: string | null;
  enterpriseId: number;
  method: string;
  route: string;
  path: string;
  code: number;
}

const READS = new Set(['GET', 'HEAD']);

/**
 * 运营代办记录: every call operators made on an enterprise's behalf (operator scope, docs/operator-scope.md) —
 * who, which enterprise, read or change, the route, the answer — newest first, by enterprise and operator.
 */
export default function OperatorActionsPage() {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const list = usePaged<ActionRow>('adminOperatorActions', adminPaths.operatorActions);
  const [enterpriseId, setEnterpriseId] = useState<number | null>(null);
  const [operator, setOperator] = useState('');
  const [writes, setWrites] = useState(false);
  const filters = () => ({ enterpriseId: enterpriseId ?? undefined, operator: operator.trim() || undefined, kind: writes ? 'write' : undefined });
  const result = (code: number) =>
    code === SUCCESS_CODE ? <Tag color="green">{t('operatorActions.done')}</Tag> : code === ErrorCode.NoPermission ? <Tag color="red">{t('operatorActions.refused')}</Tag> : <Tag color="orange">{`${t('operatorActions.failed')} ${code}`}</Tag>;

  return (
    <Card data-testid="admin-operator-actions">
      <div className="ec-admin-toolbar">
        <Space wrap>
          <EnterprisePicker value={enterpriseId} onChange={setEnterpriseId} style={{ width: 260 }} testId="operator-actions-enterprise" />
          <Input allowClear maxLength={20} style={{ width: 200 }} placeholder={t('operatorActions.operatorPlaceholder')} value={operator} onChange={(e) => setOperator(e.target.value)} />
          <Checkbox checked={writes} onChange={(e) => setWrites(e.target.checked)}>{t('operatorActions.onlyWrites')}</Checkbox>
          <Button type="primary" onClick={() => list.search(filters())} data-testid="operator-actions-search">{t('common.search')}</Button>
          <Button onClick={() => { setEnterpriseId(null); setOperator(''); setWrites(false); list.search({}); }}>{t('common.reset')}</Button>
        </Space>
      </div>
      <Table<ActionRow>
        {...list.tableProps((total) => t('common.total', { total }))}
        scroll={{ x: 1000 }}
        onRow={() => ({ 'data-testid': 'operator-action-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('operatorActions.createdAt'), dataIndex: 'createdAt', width: 170 },
          { title: t('operatorActions.operator'), dataIndex: 'operatorName', width: 140, render: (v, r) => v ?? r.operatorAccount ?? '-' },
          { title: t('operatorActions.enterprise'), dataIndex: 'enterpriseName', width: 220, render: (v, r) => v ?? r.enterpriseId },
          { title: t('operatorActions.method'), dataIndex: 'method', width: 90, render: (v: string) => (READS.has(v) ? <Tag>{t('operatorActions.read')}</Tag> : <Tag color="blue">{t('operatorActions.write')}</Tag>) },
          { title: t('operatorActions.path'), dataIndex: 'path', ellipsis: { showTitle: false }, render: (v: string, r) => <Tooltip title={`${r.method} ${r.route}`}>{v}</Tooltip> },
          { title: t('operatorActions.result'), dataIndex: 'code', width: 110, render: result },
        ]}
      />
    </Card>
  );
}
