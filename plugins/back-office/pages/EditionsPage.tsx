import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../runtime/services/notifier';
import { adminHttp, adminPaths } from '../adminHttp';
import { BACK_OFFICE_NS } from '../locales';

interface EditionRow {
  id: number;
  name: string;
  editable: boolean;
  enterpriseCount: number;
}

/** Editions with inline renaming when the edition table exists (it belongs to the menus work). */
export default function EditionsPage() {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const queryClient = useQueryClient();
  const editions = useQuery({ queryKey: ['adminEditions'], queryFn: () => adminHttp.get<EditionRow[]>(`${adminPaths.editions}/list`) });
  const rename = async (row: EditionRow, name: string) => {
    const text = name.trim();
    if (!text || text === row.name) return;
    try {
      await adminHttp.put(adminPaths.editions, { id: row.id, name: text.slice(0, 50) });
      notifier.toast('success', t('common.success'), 1);
      void queryClient.invalidateQueries({ queryKey: ['adminEditions'] });
    } catch {
      // Shown by the request layer.
    }
  };
  const readOnly = editions.data?.some((e) => !e.editable);
  return (
    <Card data-testid="admin-editions">
      {readOnly && <Alert type="info" showIcon message={t('edition.readonly')} style={{ marginBottom: 16 }} />}
      <Table<EditionRow>
        rowKey="id"
        size="middle"
        loading={editions.isFetching}
        dataSource={editions.data}
        pagination={false}
        columns={[
          { title: t('edition.id'), dataIndex: 'id', width: 100 },
          { title: t('edition.name'), dataIndex: 'name', render: (v, row) => <Typography.Text editable={row.editable ? { onChange: (name) => void rename(row, name), maxLength: 50 } : false}>{v}</Typography.Text> },
          { title: t('edition.enterpriseCount'), dataIndex: 'enterpriseCount', width: 140 },
        ]}
      />
    </Card>
  );
}
