import { ArrowLeftOutlined } from '@ant-design/icons';
import { Badge, Button, DatePicker, Empty, Segmented, Select, Spin, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DATA_LEVELS, type DataLevel } from '../../schemas/contracts/monitoring/levels';
import { http } from '../../runtime/services/http';
import { monitoringPaths, type HistoryAnswer, type PointReadings } from '../../runtime/monitoring/api';
import { factorChartOption } from '../../runtime/monitoring/chartOptions';
import { EChart } from '../../runtime/monitoring/EChart';
import { defaultRange, isFutureDay, LEVEL_FREQUENCY, rangeParams } from '../../runtime/monitoring/historyRange';
import { historyRows } from '../../runtime/monitoring/historyTable';
import { pointTypeLabel } from '../../runtime/monitoring/labels';
import { PollutionFactorCell } from '../../runtime/monitoring/PollutionFactorCell';
import { formatMonitoringTime } from '../../runtime/monitoring/timeFormat';
import { useRequest } from '../../runtime/monitoring/useRequest';
import '../../runtime/monitoring/monitoring.css';
import { usePagedList } from '../../runtime/common/listPagination';
import { useMemberScope } from '../../runtime/shell/memberScope';

const NS = 'online-monitoring';

/** /onlineMonitoring/detail/:id: latest values, then history per level as charts and a table. */
export default function PointDetailPage() {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const pointId = Number(useParams().id);
  // On a group page (docs/groups.md): a member's point, read through the group.
  const scope = useMemberScope();
  const [level, setLevel] = useState<DataLevel>('hour');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => defaultRange('hour'));
  const [chosen, setChosen] = useState<string[] | undefined>(undefined);
  const historyPages = usePagedList();

  const latest = useRequest(() => http.get<PointReadings>(monitoringPaths.latest(pointId), { headers: scope?.headers }), [pointId, scope], { refreshMs: 30_000 });
  const point = latest.data;
  const factorCodes = chosen ?? point?.factors.map((f) => f.factorCode) ?? [];
  const codesKey = factorCodes.slice(0, 10).join(',');
  const history = useRequest(
    () =>
      codesKey
        ? http.get<HistoryAnswer>(monitoringPaths.history, { params: { pointId, factorCodes: codesKey, level, ...rangeParams(range) }, headers: scope?.headers })
        : Promise.resolve(undefined),
    [pointId, codesKey, level, range, scope],
  );
  const frequency = LEVEL_FREQUENCY[level];
  const series = useMemo(() => history.data?.series ?? [], [history.data]);
  const rows = useMemo(() => historyRows(series), [series]);
  const labels = { alarm: t('chart.alarm'), warn: t('chart.warn'), value: t('chart.value'), range: t('chart.range') };

  const columns = [
    {
      title: t('history.time'),
      dataIndex: 'time',
      key: 'time',
      fixed: 'left' as const,
      width: 180,
      render: (time: string) => <span data-testid="history-time">{formatMonitoringTime(time, frequency)}</span>,
    },
    ...series.map((s) => ({
      title: `${s.factorName ?? s.factorCode}${s.unit ? ` (${s.unit})` : ''}`,
      key: s.factorCode,
      width: 140,
      render: (_: unknown, row: (typeof rows)[number]) => (
        <PollutionFactorCell
          compact
          name={s.factorName ?? s.factorCode}
          value={row.values[s.factorCode]}
          alarmMin={s.alarmMin}
          alarmMax={s.alarmMax}
          warnMin={s.warnMin}
          warnMax={s.warnMax}
          testId={`history-value-${s.factorCode}`}
        />
      ),
    })),
  ];

  const changeLevel = (next: DataLevel) => {
    setLevel(next);
    setRange(defaultRange(next));
  };

  return (
    <div className="ec-page" data-testid="point-detail">
      <div className="ec-panel">
        <div className="ec-table-toolbar">
          <h3 className="ec-table-title">
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate(scope?.listPath ?? '/onlineMonitoring/page')} data-testid="detail-back" aria-label={t('back')} />
            {point ? `${point.name} (${point.code})` : ''}
          </h3>
          {point && (
            <span>
              <Tag color="blue">{pointTypeLabel(point.type, i18n.language)}</Tag>
              <Badge status={point.online ? 'success' : 'default'} text={point.online ? t('online') : t('offline')} />
              <span style={{ marginLeft: 12, color: '#64748b' }}>MN {point.mn}</span>
            </span>
          )}
        </div>
        <Spin spinning={latest.loading && !point}>
          <div className="ec-factor-grid" data-testid="detail-latest">
            {point?.factors.map((f) => (
              <PollutionFactorCell
                key={f.factorCode}
                name={f.factorName ?? f.factorCode}
                unit={f.unit}
                value={f.value}
                status={f.status}
                alarmMin={f.alarmMin}
                alarmMax={f.alarmMax}
                warnMin={f.warnMin}
                warnMax={f.warnMax}
                testId={`detail-cell-${f.factorCode}`}
              />
            ))}
          </div>
        </Spin>
      </div>

      <div className="ec-panel">
        <div className="ec-table-toolbar">
          <div className="ec-toolbar-filters">
            <Segmented<DataLevel>
              value={level}
              onChange={changeLevel}
              options={DATA_LEVELS.map((l) => ({ value: l, label: <span data-testid={`level-${l}`}>{t(`level.${l}`)}</span> }))}
            />
            <DatePicker.RangePicker
              showTime
              value={range}
              allowClear={false}
              disabledDate={(d) => isFutureDay(d)}
              onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
              data-testid="history-range"
            />
            <Select
              mode="multiple"
              maxCount={10}
              style={{ minWidth: 260 }}
              placeholder={t('history.factors')}
              value={factorCodes}
              onChange={(v) => setChosen(v)}
              options={point?.factors.map((f) => ({ value: f.factorCode, label: f.factorName ?? f.factorCode })) ?? []}
              data-testid="history-factors"
            />
          </div>
        </div>
        <Spin spinning={history.loading}>
          {series.length === 0 || rows.length === 0 ? (
            <Empty description={t('history.empty')} data-testid="history-empty" />
          ) : (
            <>
              <div className="ec-chart-grid" data-testid="history-charts">
                {series
                  .filter((s) => s.points.length > 0)
                  .map((s) => (
                  <div className="ec-chart-box" key={s.factorCode}>
                    <div className="ec-chart-title">
                      {s.factorName ?? s.factorCode}
                      {s.downsampled && <Tag style={{ marginLeft: 8 }}>{t('chart.downsampled', { n: s.total })}</Tag>}
                    </div>
                    <EChart option={factorChartOption(s, frequency, labels)} testId={`history-chart-${s.factorCode}`} />
                  </div>
                ))}
              </div>
              <Table
                rowKey="time"
                size="small"
                columns={columns}
                dataSource={rows}
                scroll={{ x: 180 + series.length * 140 }}
                pagination={historyPages.pagination(rows.length)}
                data-testid="history-table"
              />
            </>
          )}
        </Spin>
      </div>
    </div>
  );
}
