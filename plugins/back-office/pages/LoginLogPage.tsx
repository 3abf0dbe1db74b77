import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Select, Space, Table, Tag, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminHttp, adminPaths } from '../adminHttp';
import { BACK_OFFICE_NS } from '../locales';
import { usePaged } from './usePaged';
import { confirmExportAll } from '../../../runtime/common/confirmExportAll';

interface LogRow {
  id: number;
  createdAt: string;
  areaName: string;
  loginMasked: string;
  success: boolean;
  reasonText: string;
  ip: string;
  locationName: string;
  userAgent: string | null;
}

/** Login log: every sign-in attempt of both areas, filterable, exported as xlsx (loginLog/exportExcel). */
export default function LoginLogPage() {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const list = usePaged<LogRow>('adminLoginLog', `${adminPaths.loginLog}/page`);
  const [area, setArea] = useState<string | undefined>();
  const [success, setSuccess] = useState<string | undefined>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [exporting, setExporting] = useState(false);

  const filters = () => ({
    area,
    success,
    startDate: range?.[0]?.format('YYYY-MM-DD'),
    endDate: range?.[1]?.format('YYYY-MM-DD'),
  });

  const exportAll = async () => {
    if (!(await confirmExportAll())) return;
    setExporting(true);
    try {
      await adminHttp.download(`${adminPaths.loginLog}/exportExcel`, { params: filters() });
    } catch {
      // Shown by the request layer.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card data-testid="admin-login-log">
      <div className="ec-admin-toolbar">
        <Space wrap>
          <Select allowClear placeholder={t('loginLog.area')} style={{ width: 140 }} value={area} onChange={setArea} options={[{ value: 'client', label: t('user.areaClient') }, { value: 'admin', label: t('user.areaAdmin') }]} />
          <Select allowClear placeholder={t('loginLog.result')} style={{ width: 120 }} value={success} onChange={setSuccess} options={[{ value: '1', label: t('loginLog.success') }, { value: '0', label: t('loginLog.failure') }]} />
          <DatePicker.RangePicker value={range} onChange={(v) => setRange(v)} disabledDate={(d) => d.isAfter(new Date(), 'day')} />
          <Button type="primary" onClick={() => list.search(filters())}>{t('common.search')}</Button>
          <Button onClick={() => { setArea(undefined); setSuccess(undefined); setRange(null); list.search({}); }}>{t('common.reset')}</Button>
        </Space>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportAll()} data-testid="admin-login-log-export">{t('loginLog.exportAll')}</Button>
      </div>
      <Table<LogRow>
        rowKey="id"
        size="middle"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination((total) => t('common.total', { total }))}
        scroll={{ x: 1100 }}
        columns={[
          { title: t('loginLog.createdAt'), dataIndex: 'createdAt', width: 170 },
          { title: t('loginLog.area'), dataIndex: 'areaName', width: 100 },
          { title: t('loginLog.login'), dataIndex: 'loginMasked', width: 130 },
          { title: t('loginLog.result'), dataIndex: 'success', width: 80, render: (v) => (v ? <Tag color="green">{t('loginLog.success')}</Tag> : <Tag color="red">{t('loginLog.failure')}</Tag>) },
          { title: t('loginLog.reason'), dataIndex: 'reasonText', width: 150 },
          { title: t('loginLog.ip'), dataIndex: 'ip', width: 140 },
          { title: t('loginLog.location'), dataIndex: 'locationName', width: 90 },
          { title: t('loginLog.userAgent'), dataIndex: 'userAgent', ellipsis: { showTitle: false }, render: (v) => <Tooltip title={v}>{v ?? '-'}</Tooltip> },
        ]}
      />
    </Card>
  );
}
