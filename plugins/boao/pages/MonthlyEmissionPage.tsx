import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaNow } from '../../../runtime/monitoring/historyRange';
import { useRequest } from '../../../runtime/monitoring/useRequest';
import type { EmissionRow, MonthlyEmissionAnswer, Plant } from '../contract';
import { FACTOR, LOAD_FACTORS } from '../domain/factors';
import { get } from '../ui/api';
import { ExportButton } from '../ui/ExportButton';
import { fmt, fmtVolume } from '../ui/format';
import { ChartPanel, PagedTable, SummaryRow, ToolbarPanel } from '../ui/panels';
import { NS, PlantGate } from '../ui/PlantGate';

const DECIMALS: Record<string, number> = { [FACTOR.tp]: 3, [FACTOR.nh3n]: 2, [FACTOR.tn]: 2 };
/** Large loads on the left axis, the small ones (NH3-N, TP) on the right, so every bar stays readable. */
const SMALL_LOADS: readonly string[] = [FACTOR.nh3n, FACTOR.tp];

function EmissionView({ plant }: { plant: Plant }) {
  const { t } = useTranslation(NS);
  const [year, setYear] = useState<Dayjs>(() => chinaNow().subtract(1, 'day').startOf('year'));
  const params = { plantId: plant.id, year: year.year() };
  const { data, loading } = useRequest(() => get<MonthlyEmissionAnswer>('monthlyEmission', params), [plant.id, params.year]);
  const rows = data?.rows ?? [];
  const name = (code: string) => t(`factor.${code}`);
  const group = (title: string, key: 'outletMean' | 'emissionKg' | 'reductionKg', decimals: (code: string) => number) => ({
    title,
    key,
    children: LOAD_FACTORS.map((code) => ({ title: name(code), key: `${key}-${code}`, width: 96, align: 'right' as const, render: (_: unknown, r: EmissionRow) => fmt(r[key][code], decimals(code)) })),
  });
  const columns = [
    { title: t('emission.month'), dataIndex: 'month', key: 'month', width: 90, fixed: 'left' as const },
    { title: t('emission.days'), dataIndex: 'days', key: 'days', width: 80, align: 'right' as const },
    { title: t('emission.treated'), dataIndex: 'treatedM3', key: 'treated', width: 130, align: 'right' as const, render: fmtVolume },
    { title: t('emission.discharged'), dataIndex: 'dischargedM3', key: 'discharged', width: 130, align: 'right' as const, render: fmtVolume },
    group(t('emission.outletMean'), 'outletMean', (c) => DECIMALS[c] ?? 1),
    group(t('emission.emission'), 'emissionKg', () => 1),
    group(t('emission.reduction'), 'reductionKg', () => 1),
    { title: t('emission.complianceRate'), dataIndex: 'complianceRate', key: 'rate', width: 110, align: 'right' as const, render: (v: number | null) => fmt(v, 2) },
  ];
  const totalCells = (r: EmissionRow) => [
    r.month,
    String(r.days),
    fmtVolume(r.treatedM3),
    fmtVolume(r.dischargedM3),
    ...LOAD_FACTORS.map((c) => fmt(r.outletMean[c], DECIMALS[c] ?? 1)),
    ...LOAD_FACTORS.map((c) => fmt(r.emissionKg[c], 1)),
    ...LOAD_FACTORS.map((c) => fmt(r.reductionKg[c], 1)),
    fmt(r.complianceRate, 2),
  ];

  return (
    <>
      <ToolbarPanel
        filters={
          <>
            <span>{t('emission.year')}</span>
            <DatePicker picker="year" value={year} allowClear={false} disabledDate={(d) => d.year() > chinaNow().year()} onChange={(v) => v && setYear(v)} data-testid="boao-year" />
          </>
        }
        actions={<ExportButton path="monthlyEmissionExport" params={params} disabled={rows.length === 0} />}
      />
      <ChartPanel
        title={t('emission.chartTitle')}
        testId="boao-chart-emission"
        height={320}
        chart={{
          categories: rows.map((r) => r.month),
          series: LOAD_FACTORS.map((code) => ({
            name: name(code),
            type: SMALL_LOADS.includes(code) ? ('line' as const) : ('bar' as const),
            data: rows.map((r) => r.emissionKg[code]),
            axis: SMALL_LOADS.includes(code) ? 1 : 0,
          })),
          axes: ['kg', 'kg'],
        }}
      />
      <div className="ec-panel">
        <PagedTable<EmissionRow>
          name="emission"
          rowKey="month"
          bordered
          loading={loading}
          columns={columns}
          dataSource={rows}
          scroll={{ x: 2100 }}
          summary={() => (data && rows.length > 0 ? <SummaryRow testId="boao-emission-total" cells={totalCells(data.total)} /> : null)}
        />
      </div>
    </>
  );
}

/** /boao/dataCenter/report/monthlyEmission: a year of monthly volumes, outlet means, loads and compliance, exportable. */
export default function MonthlyEmissionPage() {
  return <PlantGate testId="boao-monthlyEmission">{(plant) => <EmissionView plant={plant} />}</PlantGate>;
}
