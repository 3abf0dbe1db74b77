import { ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRequest } from '../../../runtime/monitoring/useRequest';
import type { ComparisonRow, DataAnswer, LatestPoint, Plant } from '../contract';
import { get } from '../ui/api';
import { Stat, ValueText } from '../ui/bits';
import { fmt } from '../ui/format';
import { ChartPanel } from '../ui/panels';
import { NS, PlantGate } from '../ui/PlantGate';

/** Latest values move every few minutes (the plant's real-time interval); refresh twice a minute. */
const REFRESH_MS = 30_000;

function limitText(r: ComparisonRow): string {
  if (r.limitMin !== null && r.limitMax !== null) return `${r.limitMin}~${r.limitMax}`;
  return r.limitMax !== null ? `≤${r.limitMax}` : '--';
}

function PointCard({ point }: { point: LatestPoint }) {
  const { t } = useTranslation(NS);
  return (
    <Card
      size="small"
      className={`ec-point-card is-${point.state}`}
      data-testid={`boao-point-${point.code}`}
      title={
        <span>
          {point.name} <span className="boao-muted">{point.code}</span>
        </span>
      }
      extra={
        <span>
          <Tag>{t(`role.${point.role}`)}</Tag>
          <Badge status={point.online ? 'success' : 'default'} text={point.online ? t('common.online') : t('common.offline')} />
        </span>
      }
    >
      <div className="ec-factor-grid">
        {point.factors.map((f) => (
          <div key={f.factorCode} className={`ec-factor-cell is-${f.state}`} data-testid={`boao-cell-${point.code}-${f.factorCode}`}>
            <div className="ec-factor-name">{t(`factor.${f.factorCode}`, { defaultValue: f.factorName ?? f.factorCode })}</div>
            <div className="ec-factor-reading">
              <span className="ec-factor-value">{fmt(f.value)}</span>
              {f.unit && <span className="ec-factor-unit">{f.unit}</span>}
            </div>
          </div>
        ))}
      </div>
      <div className="boao-muted" style={{ marginTop: 8 }}>
        {t('data.lastData')}: {point.lastDataTime ?? '--'}
      </div>
    </Card>
  );
}

function DataView({ plant }: { plant: Plant }) {
  const { t } = useTranslation(NS);
  const { data, loading, reload } = useRequest(() => get<DataAnswer>('data', { plantId: plant.id }), [plant.id], { refreshMs: REFRESH_MS });
  const rows = data?.comparison ?? [];
  const name = (code: string) => t(`factor.${code}`);
  const removal = rows.filter((r) => r.removalRate !== null);
  const outlet = data?.points.find((p) => p.role === 'outlet');
  const columns = [
    { title: t('data.factor'), dataIndex: 'factorCode', key: 'factor', render: (code: string) => name(code) },
    { title: t('data.inlet'), dataIndex: 'inlet', key: 'inlet', align: 'right' as const, render: (v: number | null) => fmt(v) },
    {
      title: t('data.outlet'),
      key: 'outlet',
      align: 'right' as const,
      render: (_: unknown, r: ComparisonRow) => <ValueText value={r.outlet} limits={{ alarmMin: r.limitMin, alarmMax: r.limitMax }} testId={`boao-outlet-${r.factorCode}`} />,
    },
    { title: `${t('data.removal')}(%)`, dataIndex: 'removalRate', key: 'removal', align: 'right' as const, render: (v: number | null) => fmt(v, 1) },
    { title: t('data.limit'), key: 'limit', align: 'right' as const, render: (_: unknown, r: ComparisonRow) => limitText(r) },
  ];

  return (
    <>
      <div className="boao-stats">
        <Stat label={t('data.inflow')} value={fmt(data?.inflowM3h, 1)} unit="m³/h" testId="boao-stat-inflow" />
        <Stat label={t('data.loadRate')} value={fmt(data?.loadRate, 1)} unit="%" testId="boao-stat-load" />
        <Stat label={t('data.lastData')} value={outlet?.lastDataTime?.slice(11, 16) ?? '--'} unit={outlet?.lastDataTime?.slice(0, 10)} />
      </div>
      <div className="boao-grid-2">
        <div className="ec-panel">
          <div className="boao-panel-title">
            {t('data.compareTitle')}
            <span className="boao-muted">{t('data.autoRefresh')}</span>
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void reload()} style={{ marginLeft: 'auto' }} data-testid="boao-refresh">
              {t('common.refresh')}
            </Button>
          </div>
          <Table<ComparisonRow>
            rowKey="factorCode"
            size="small"
            loading={loading && !data}
            columns={columns}
            dataSource={rows}
            pagination={false}
            locale={{ emptyText: t('common.noData') }}
            onRow={() => ({ 'data-testid': 'boao-compare-row' }) as never}
            data-testid="boao-compare-table"
          />
        </div>
        <ChartPanel
          title={`${t('data.removal')}(%)`}
          testId="boao-chart-removal"
          height={300}
          chart={{ categories: removal.map((r) => name(r.factorCode)), series: [{ name: t('data.removal'), type: 'bar', data: removal.map((r) => r.removalRate) }], axes: ['%'] }}
        />
      </div>
      <div className="ec-panel">
        <div className="boao-panel-title">{t('data.pointsTitle')}</div>
        <div className="ec-point-grid">
          {data?.points.map((p) => <PointCard key={p.pointId} point={p} />)}
        </div>
      </div>
    </>
  );
}

/** /boao/dataCenter/data: the plant now — inflow and load, inlet/outlet comparison with removal, every point's latest values. */
export default function DataPage() {
  return <PlantGate testId="boao-data">{(plant) => <DataView plant={plant} />}</PlantGate>;
}
