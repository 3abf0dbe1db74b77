import { Empty, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { http } from '../../runtime/services/http';
import { useShell } from '../../runtime/shell/ShellData';
import { monitoringPaths, type Exceedance, type HistoryAnswer, type Page, type PointReadings } from '../../runtime/monitoring/api';
import { EChart } from '../../runtime/monitoring/EChart';
import { chinaNow } from '../../runtime/monitoring/historyRange';
import { formatMonitoringTime } from '../../runtime/monitoring/timeFormat';
import { useRequest } from '../../runtime/monitoring/useRequest';
import { stateCounts, stateOption, trendOption } from './boardOptions';
import { Board } from '../../runtime/monitoring/Board';
import { useBoardTheme } from '../../runtime/monitoring/useBoardTheme';

const NS = 'enterprise-dashboard';
const REFRESH_MS = 60_000;
const TIME = 'YYYY-MM-DD HH:mm:ss';

async function loadAlarms() {
  const now = chinaNow();
  const today = now.startOf('day').format(TIME);
  const end = now.format(TIME);
  const page = (level: string, beginTime: string, pageSize: number) =>
    http.get<Page<Exceedance>>(monitoringPaths.exceedances, { params: { level, beginTime, endTime: end, pageNum: 1, pageSize } });
  // Real-time readings and hourly averages are both checked against the limits; the board shows either.
  const [rtToday, hourToday, rtRecent, hourRecent] = await Promise.all([
    page('realtime', today, 10),
    page('hour', today, 10),
    page('realtime', now.subtract(1, 'day').format(TIME), 10),
    page('hour', now.subtract(7, 'day').format(TIME), 10),
  ]);
  const latest = [...rtRecent.records, ...hourRecent.records].sort((a, b) => (a.dataTime < b.dataTime ? 1 : -1)).slice(0, 10);
  return { today: rtToday.total + hourToday.total, latest };
}

/** /enterpriseLandun/page: the enterprise board — counts, point states, latest alarms, hourly trends. */
export default function DashboardPage() {
  const { t } = useTranslation(NS);
  const { enterprise, modules } = useShell();
  const { theme, change } = useBoardTheme();
  const [trendPoint, setTrendPoint] = useState<number | undefined>(undefined);
  const points = useRequest(() => http.get<Page<PointReadings>>(monitoringPaths.online, { params: { pageNum: 1, pageSize: 50 } }), [], { refreshMs: REFRESH_MS });
  const alarms = useRequest(loadAlarms, [], { refreshMs: REFRESH_MS });
  const list = useMemo(() => points.data?.records ?? [], [points.data]);
  const chosen = list.find((p) => p.id === trendPoint) ?? list[0];
  const codes = chosen?.factors.slice(0, 10).map((f) => f.factorCode).join(',') ?? '';
  const trend = useRequest(
    () =>
      chosen && codes
        ? http.get<HistoryAnswer>(monitoringPaths.history, {
            params: { pointId: chosen.id, factorCodes: codes, level: 'hour', beginTime: chinaNow().subtract(24, 'hour').format(TIME), endTime: chinaNow().format(TIME) },
          })
        : Promise.resolve(undefined),
    [chosen?.id, codes],
  );
  const counts = stateCounts(list);
  const online = list.filter((p) => p.online).length;
  const ledgers = modules.filter((m) => m.group === 'accountManagement').length;
  const labels = { normal: t('state.normal'), warning: t('state.warning'), alarm: t('state.alarm'), offline: t('state.offline') };
  const dark = theme === 'dark';
  const chartTheme = dark ? 'dark' : 'light';
  const trendChart = useMemo(() => trendOption(trend.data?.series ?? []), [trend.data]);
  const stateChart = useMemo(() => stateOption(list, labels), [list, labels.normal]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!theme) return <div className="ec-board is-light" data-testid="enterprise-dashboard" data-theme="" />;

  const stats = [
    { key: 'points', value: points.data?.total ?? 0 },
    { key: 'online', value: `${online}/${list.length}` },
    { key: 'alarmsToday', value: alarms.data?.today ?? 0, alarm: (alarms.data?.today ?? 0) > 0 },
    { key: 'ledgers', value: ledgers },
  ];

  return (
    <Board ns={NS} name={enterprise.name} theme={theme} onTheme={(next) => void change(next)} stats={stats} testId="enterprise-dashboard" statTestId="board-stat">

        <section className="ec-board-main">
          <div className="ec-board-panel">
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <h4>{t('trend')}</h4>
              <Select
                size="small"
                style={{ width: 220 }}
                value={chosen?.id}
                onChange={setTrendPoint}
                options={list.map((p) => ({ value: p.id, label: `${p.name} (${p.code})` }))}
                data-testid="board-trend-point"
              />
            </div>
            {trend.data?.series.some((s) => s.points.length > 0) ? (
              <EChart option={trendChart} theme={chartTheme} height={300} testId="board-trend-chart" />
            ) : (
              <Empty style={{ padding: 60 }} description={t('noData')} />
            )}
          </div>
          <div className="ec-board-panel">
            <h4>{t('latestAlarms')}</h4>
            {alarms.data?.latest.length ? (
              <ul className="ec-board-alarms" data-testid="board-alarms">
                {alarms.data.latest.map((a) => (
                  <li key={`${a.pointId}-${a.factorCode}-${a.level}-${a.dataTime}`}>
                    <span>
                      <Link to={`/onlineMonitoring/detail/${a.pointId}`}>{a.pointName}</Link> · {a.factorName ?? a.factorCode}{' '}
                      <b className="ec-factor-value is-alarm" style={{ color: '#f5222d' }}>
                        {a.value}
                      </b>
                      {a.unit ? ` ${a.unit}` : ''}
                    </span>
                    <span className="ec-alarm-time">{formatMonitoringTime(a.dataTime, a.frequency)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty style={{ padding: 60 }} description={t('noAlarms')} />
            )}
          </div>
        </section>

        <section className="ec-board-main">
          <div className="ec-board-panel">
            <h4>{t('pointStates')}</h4>
            <EChart option={stateChart} theme={chartTheme} height={240} testId="board-state-chart" />
          </div>
          <div className="ec-board-panel">
            <h4>{t('summary')}</h4>
            <ul className="ec-board-alarms">
              {(['normal', 'warning', 'alarm', 'offline'] as const).map((k) => (
                <li key={k}>
                  <span>{labels[k]}</span>
                  <b>{counts[k]}</b>
                </li>
              ))}
            </ul>
          </div>
        </section>
    </Board>
  );
}
