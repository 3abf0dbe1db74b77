import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaNow, isFutureDay } from '../../../runtime/monitoring/historyRange';
import { useRequest } from '../../../runtime/monitoring/useRequest';
import type { Plant, TechnologyAnswer, TechnologyRow } from '../contract';
import { FACTOR, GB18918_1A, LOAD_FACTORS, QUALITY_FACTORS } from '../domain/factors';
import { get } from '../ui/api';
import { ValueText } from '../ui/bits';
import { ExportButton } from '../ui/ExportButton';
import { fmt, fmtVolume } from '../ui/format';
import { ChartPanel, PagedTable, SummaryRow, ToolbarPanel } from '../ui/panels';
import { NS, PlantGate } from '../ui/PlantGate';

const CHART_FACTORS = [FACTOR.cod, FACTOR.nh3n, FACTOR.tn, FACTOR.tp];
const DECIMALS: Record<string, number> = { [FACTOR.tp]: 3, [FACTOR.nh3n]: 2, [FACTOR.tn]: 2, [FACTOR.ph]: 2 };

function TechnologyView({ plant }: { plant: Plant }) {
  const { t } = useTranslation(NS);
  // The month of yesterday, the last complete day: on the 1st the report opens on the month just ended.
  const [month, setMonth] = useState<Dayjs>(() => chinaNow().subtract(1, 'day').startOf('month'));
  const params = { plantId: plant.id, month: month.format('YYYY-MM') };
  const { data, loading } = useRequest(() => get<TechnologyAnswer>('technology', params), [plant.id, params.month]);
  const rows = data?.rows ?? [];
  const name = (code: string) => t(`factor.${code}`);
  const limit = (code: string) => GB18918_1A.find((l) => l.factorCode === code);

  const qualityColumns = (side: 'inlet' | 'outlet') =>
    QUALITY_FACTORS.map((code) => ({
      title: name(code),
      key: `${side}-${code}`,
      width: 86,
      align: 'right' as const,
      render: (_: unknown, r: TechnologyRow) =>
        side === 'outlet' ? <ValueText value={r.outlet[code]} limits={{ alarmMin: limit(code)?.min, alarmMax: limit(code)?.max }} decimals={DECIMALS[code] ?? 1} /> : fmt(r.inlet[code], DECIMALS[code] ?? 1),
    }));
  const columns = [
    { title: t('technology.day'), dataIndex: 'day', key: 'day', width: 110, fixed: 'left' as const },
    { title: t('technology.inflow'), dataIndex: 'inflowM3', key: 'inflow', width: 120, align: 'right' as const, render: fmtVolume },
    { title: t('technology.inlet'), key: 'inlet', children: qualityColumns('inlet') },
    { title: t('technology.outlet'), key: 'outlet', children: qualityColumns('outlet') },
    {
      title: t('technology.removal'),
      key: 'removal',
      children: LOAD_FACTORS.map((code) => ({ title: name(code), key: `removal-${code}`, width: 80, align: 'right' as const, render: (_: unknown, r: TechnologyRow) => fmt(r.removal[code], 1) })),
    },
  ];

  return (
    <>
      <ToolbarPanel
        filters={
          <>
            <span>{t('technology.month')}</span>
            <DatePicker picker="month" value={month} allowClear={false} disabledDate={(d) => isFutureDay(d.startOf('month'))} onChange={(v) => v && setMonth(v)} data-testid="boao-month" />
          </>
        }
        actions={<ExportButton path="technologyExport" params={params} disabled={rows.length === 0} />}
      />
      <ChartPanel
        title={t('technology.chartTitle')}
        testId="boao-chart-technology"
        height={320}
        chart={{
          categories: rows.map((r) => r.day.slice(5)),
          series: [
            { name: t('technology.inflow'), type: 'bar', data: rows.map((r) => r.inflowM3), axis: 1 },
            ...CHART_FACTORS.map((code) => ({ name: `${name(code)} ${t('technology.chartRemoval')}`, type: 'line' as const, data: rows.map((r) => r.removal[code]) })),
          ],
          axes: [`${t('technology.chartRemoval')} %`, 'm³'],
        }}
      />
      <div className="ec-panel">
        <PagedTable<TechnologyRow>
          name="technology"
          rowKey="day"
          bordered
          loading={loading}
          columns={columns}
          dataSource={rows}
          scroll={{ x: 2000 }}
          summary={() =>
            data && rows.length > 0 ? (
              <SummaryRow
                testId="boao-technology-summary"
                cells={[
                  data.summary.day,
                  fmtVolume(data.summary.inflowM3),
                  ...QUALITY_FACTORS.map((c) => fmt(data.summary.inlet[c], DECIMALS[c] ?? 1)),
                  ...QUALITY_FACTORS.map((c) => fmt(data.summary.outlet[c], DECIMALS[c] ?? 1)),
                  ...LOAD_FACTORS.map((c) => fmt(data.summary.removal[c], 1)),
                ]}
              />
            ) : null
          }
        />
      </div>
    </>
  );
}

/** /boao/dataCenter/report/technology: a month of daily inlet/outlet quality and removal rates, exportable. */
export default function TechnologyReportPage() {
  return <PlantGate testId="boao-technology">{(plant) => <TechnologyView plant={plant} />}</PlantGate>;
}
