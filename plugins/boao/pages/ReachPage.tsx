import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRequest } from '../../../runtime/monitoring/useRequest';
import type { ComboOptions } from '../ui/charts';
import type { Plant, ReachAnswer, ReachDayRow } from '../contract';
import type { PeriodCompliance } from '../domain/compliance';
import { FACTOR, GB18918_1A } from '../domain/factors';
import { get } from '../ui/api';
import { Stat, ValueText } from '../ui/bits';
import { fmt } from '../ui/format';
import { ChartPanel, PagedTable, ToolbarPanel } from '../ui/panels';
import { NS, PlantGate } from '../ui/PlantGate';
import { useStatisticsRange } from '../ui/useStatisticsRange';

/** Factors drawn as "share of the limit" per day (pH has a band, not a ceiling). */
const CEILING_FACTORS = GB18918_1A.filter((l) => l.factorCode !== FACTOR.ph).map((l) => l.factorCode);

function Verdict({ compliant }: { compliant: boolean | null }) {
  const { t } = useTranslation(NS);
  if (compliant === null) return <Tag>{t('reach.noData')}</Tag>;
  return compliant ? <Tag color="green">{t('reach.compliant')}</Tag> : <Tag color="red">{t('reach.exceeded')}</Tag>;
}

function ReachView({ plant }: { plant: Plant }) {
  const { t } = useTranslation(NS);
  const { granularity, controls, params } = useStatisticsRange();
  const { data, loading } = useRequest(() => get<ReachAnswer>('reach', { plantId: plant.id, ...params }), [plant.id, params]);
  const name = (code: string) => t(`factor.${code}`);
  const limitOf = (code: string, row?: ReachDayRow) => (code === FACTOR.nh3n && row?.nh3nLimit ? row.nh3nLimit : GB18918_1A.find((l) => l.factorCode === code)?.max);
  const days = data?.days ?? [];
  const periods = data?.periods ?? [];
  const summary = data?.summary;

  const chart: ComboOptions =
    granularity === 'day'
      ? {
          categories: days.map((d) => d.period),
          series: CEILING_FACTORS.map((code) => ({
            name: name(code),
            type: 'line' as const,
            data: days.map((d) => {
              const v = d.values[code];
              const limit = limitOf(code, d);
              return typeof v === 'number' && limit ? Math.round((v / limit) * 1000) / 10 : null;
            }),
          })),
          axes: [t('reach.limitShare')],
          marks: [{ value: 100, name: '100%' }],
        }
      : {
          categories: periods.map((p) => p.period),
          series: [
            { name: t('reach.overall'), type: 'bar', data: periods.map((p) => p.rate) },
            ...CEILING_FACTORS.map((code) => ({ name: t('reach.factorRate', { name: name(code) }), type: 'line' as const, data: periods.map((p) => p.factors.find((f) => f.factorCode === code)?.rate ?? null) })),
          ],
          axes: ['%'],
        };

  const dayColumns = [
    { title: t('reach.period'), dataIndex: 'period', key: 'period', width: 110, fixed: 'left' as const },
    { title: t('reach.verdict'), key: 'verdict', width: 90, render: (_: unknown, r: ReachDayRow) => <Verdict compliant={r.compliant} /> },
    ...GB18918_1A.map((l) => ({
      title: `${name(l.factorCode)}${l.factorCode === FACTOR.ph ? '' : ' (mg/L)'}`,
      key: l.factorCode,
      width: 110,
      align: 'right' as const,
      render: (_: unknown, r: ReachDayRow) => <ValueText value={r.values[l.factorCode]} limits={{ alarmMin: l.min, alarmMax: limitOf(l.factorCode, r) }} />,
    })),
  ];
  const periodColumns = [
    { title: t('reach.period'), dataIndex: 'period', key: 'period', width: 100, fixed: 'left' as const },
    { title: t('reach.days'), dataIndex: 'days', key: 'days', width: 90, align: 'right' as const },
    { title: t('reach.compliantDays'), dataIndex: 'compliantDays', key: 'ok', width: 90, align: 'right' as const },
    { title: t('reach.rate'), dataIndex: 'rate', key: 'rate', width: 100, align: 'right' as const, render: (v: number | null) => fmt(v, 2) },
    ...GB18918_1A.map((l) => ({
      title: t('reach.factorRate', { name: name(l.factorCode) }),
      key: l.factorCode,
      width: 110,
      align: 'right' as const,
      render: (_: unknown, p: PeriodCompliance) => fmt(p.factors.find((f) => f.factorCode === l.factorCode)?.rate, 2),
    })),
    { title: t('reach.exceededFactors'), key: 'exceeded', width: 160, render: (_: unknown, p: PeriodCompliance) => p.exceeded.map(name).join('、') || '--' },
  ];

  return (
    <>
      <ToolbarPanel filters={controls}>
        <div className="boao-muted">{t('reach.standard')}</div>
      </ToolbarPanel>
      <div className="boao-stats">
        <Stat label={t('reach.overall')} value={fmt(summary?.rate, 2)} unit="%" testId="boao-reach-rate" />
        <Stat label={t('reach.days')} value={String(summary?.days ?? '--')} />
        <Stat label={t('reach.compliantDays')} value={String(summary?.compliantDays ?? '--')} />
      </div>
      <ChartPanel title={t('reach.chartTitle')} testId="boao-chart-reach" height={320} chart={chart} />
      <div className="ec-panel">
        {granularity === 'day' ? (
          <PagedTable<ReachDayRow>
            name="reach"
            rowKey="period"
            loading={loading}
            columns={dayColumns}
            dataSource={[...days].reverse()}
            scroll={{ x: 1000 }}
          />
        ) : (
          <PagedTable<PeriodCompliance>
            name="reach"
            rowKey="period"
            loading={loading}
            columns={periodColumns}
            dataSource={periods}
            scroll={{ x: 1300 }}
          />
        )}
      </div>
    </>
  );
}

/** /boao/dataCenter/statistics/reach: outlet compliance with GB 18918-2002 grade 1A per day or month. */
export default function ReachPage() {
  return <PlantGate testId="boao-reach">{(plant) => <ReachView plant={plant} />}</PlantGate>;
}
