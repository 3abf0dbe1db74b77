import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminHttp, adminPaths } from '../adminHttp';
import { useAdmin } from '../adminContext';
import { BACK_OFFICE_NS } from '../locales';
import type { EnterpriseRow } from './EnterprisesPage';

/** 控制台: headline counts of the back office. */
export default function DashboardPage() {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const admin = useAdmin();
  const enterprises = useQuery({ queryKey: ['adminDashEnterprises'], queryFn: () => adminHttp.get<{ records: EnterpriseRow[]; total: number }>(`${adminPaths.enterprises}/page`, { params: { pageSize: 50 } }) });
  const users = useQuery({ queryKey: ['adminDashUsers'], queryFn: () => adminHttp.get<{ total: number }>(`${adminPaths.users}/page`, { params: { pageSize: 10 } }) });
  const failures = useQuery({ queryKey: ['adminDashFailures'], queryFn: () => adminHttp.get<{ records: unknown[] }>(`${adminPaths.loginLog}/page`, { params: { pageSize: 50, success: '0' } }) });
  const effective = enterprises.data?.records.filter((e) => e.actived === 1 && !e.expired).length;
  const stats = [
    { key: 'enterprises', value: enterprises.data?.total },
    { key: 'effective', value: effective },
    { key: 'users', value: users.data?.total },
    { key: 'failures', value: failures.data?.records.length },
  ];
  return (
    <div data-testid="admin-dashboard">
      <Card style={{ marginBottom: 16 }}>
        <h3 style={{ margin: 0 }}>{t('dashboard.welcome', { name: admin.name })}</h3>
      </Card>
      <Row gutter={[16, 16]}>
        {stats.map((s) => (
          <Col key={s.key} xs={24} sm={12} lg={6}>
            <Card className="ec-admin-stat">
              <Statistic title={t(`dashboard.${s.key}`)} value={s.value ?? '-'} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
