import { DatePicker, Empty, Segmented, Select, Spin, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryAnswer } from '../../../runtime/monitoring/api';
import { factorChartOption } from '../../../runtime/monitoring/chartOptions';
import { EChart } from '../../../runtime/monitoring/EChart';
import { defaultRange, isFutureDay, LEVEL_FREQUENCY, rangeParams } from '../../../runtime/monitoring/historyRange';
import { historyRows, type HistoryRow } from '../../../runtime/monitoring/historyTable';
import { formatMonitoringTime } from '../../../runtime/monitoring/timeFormat';
import { useRequest } from '../../../runtime/monitoring/useRequest';
import { HISTORY_LEVELS, type HistoryLevel, type Plant } from '../contract';
import { get } from '../ui/api';
import { ValueText } from '../ui/bits';
import { PagedTable } from '../ui/panels';
import { NS, PlantGate } from '../ui/PlantGate';

function HistoryView({ plant }: { plant: Plant }) {
  const { t } = useTranslation(NS);
  const [pointId, setPointId] = useState(() => (plant.points.find((p) => p.role === 'outlet') ?? plant.points[0])?.pointId);
  const [level, setLevel] = useState<HistoryLevel>('hour');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => defaultRange('hour'));
  const [chosen, setChosen] = useState<string[] | undefined>(undefined);
  const point = plant.points.find((p) => p.pointId === pointId);
  const factorCodes = (chosen ?? point?.factors.map((f) => f.factorCode) ?? []).slice(0, 10).join(',');

  const history = useRequest(
    () => (point && factorCodes ? get<HistoryAnswer>('history', { plantId: plant.id, pointId: point.pointId, level, factorCodes, ...rangeParams(range) }) : Promise.resolve(undefined)),
    [plant.id, point?.pointId, level, range, factorCodes],
  );
  const series = useMemo(() => history.data?.series ?? [], [history.data]);
  const rows = useMemo(() => historyRows(series), [series]);
  // Ten-minute data needs its minutes: shown at full precision (frequency 0) rather than to the hour.
  const frequency = level === 'minute' ? 0 : LEVEL_FREQUENCY[level];
  const labels = { alarm: t('history.alarm'), warn: t('history.warn'), value: t('history.value'), range: t('history.range') };
  const factorName = (code: string, fallback: string | null) => t(`factor.${code}`, { defaultValue: fallback ?? code });

  const columns = [
    {
      title: t('history.time'),
      dataIndex: 'time',
      key: 'time',
      fixed: 'left' as const,
      width: 170,
      render: (time: string) => formatMonitoringTime(time, frequency),
    },
    ...series.map((s) => ({
      title: `${factorName(s.factorCode, s.factorName)}${s.unit ? ` (${s.unit})` : ''}`,
      key: s.factorCode,
      width: 130,
      align: 'right' as const,
      render: (_: unknown, row: HistoryRow) => <ValueText value={row.values[s.factorCode]} limits={s} />,
    })),
  ];

  return (
    <div className="ec-panel">
      <div className="ec-table-toolbar">
        <div className="ec-toolbar-filters">
          <Select
            style={{ minWidth: 180 }}
            value={pointId}
            onChange={(id) => {
              setPointId(id);
              setChosen(undefined);
            }}
            options={plant.points.map((p) => ({ value: p.pointId, label: `${t(`role.${p.role}`)} · ${p.name}` }))}
            data-testid="boao-history-point"
          />
          <Segmented<HistoryLevel>
            value={level}
            onChange={(next) => {
              setLevel(next);
              setRange(defaultRange(next));
            }}
            options={HISTORY_LEVELS.map((l) => ({ value: l, label: <span data-testid={`boao-level-${l}`}>{t(`level.${l}`)}</span> }))}
          />
          <DatePicker.RangePicker
            showTime={level !== 'day'}
            value={range}
            allowClear={false}
            disabledDate={(d) => isFutureDay(d)}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
            data-testid="boao-history-range"
          />
          <Select
            mode="multiple"
            maxCount={10}
            style={{ minWidth: 260 }}
            placeholder={t('history.factors')}
            value={chosen ?? point?.factors.map((f) => f.factorCode)}
            onChange={(v) => setChosen(v)}
            options={point?.factors.map((f) => ({ value: f.factorCode, label: factorName(f.factorCode, f.factorName) })) ?? []}
            data-testid="boao-history-factors"
          />
        </div>
      </div>
      <Spin spinning={history.loading}>
        {rows.length === 0 ? (
          <Empty description={t('history.empty')} data-testid="boao-history-empty" />
        ) : (
          <>
            <div className="ec-chart-grid" data-testid="boao-history-charts">
              {series
                .filter((s) => s.points.length > 0)
                .map((s) => (
                  <div className="ec-chart-box" key={s.factorCode}>
                    <div className="ec-chart-title">
                      {factorName(s.factorCode, s.factorName)}
                      {s.downsampled && <Tag style={{ marginLeft: 8 }}>{t('history.downsampled', { n: s.total })}</Tag>}
                    </div>
                    <EChart option={factorChartOption(s, frequency, labels)} testId={`boao-history-chart-${s.factorCode}`} />
                  </div>
                ))}
            </div>
            <PagedTable<HistoryRow>
              name="history"
              rowKey="time"
              columns={columns}
              dataSource={rows}
              scroll={{ x: 170 + series.length * 130 }}
            />
          </>
        )}
      </Spin>
    </div>
  );
}

/** /boao/dataCenter/history: one point's minute, hourly or daily history as charts (with limits) and a table. */
export default function HistoryPage() {
  return <PlantGate testId="boao-history">{(plant) => <HistoryView plant={plant} />}</PlantGate>;
}
