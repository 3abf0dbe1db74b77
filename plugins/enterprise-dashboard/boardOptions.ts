/** ECharts options of the dashboard (pure). Colours come from the ECharts theme, so both boards match. */
import type { HistorySeries, PointReadings } from '../../runtime/monitoring/api';
import { formatMonitoringTime } from '../../runtime/monitoring/timeFormat';

/** Hourly trend of several factors of one point, each on the shared time axis. */
export function trendOption(series: readonly HistorySeries[]) {
  const times = [...new Set(series.flatMap((s) => s.points.map((p) => p.time)))].sort();
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 48, right: 24, top: 36, bottom: 28 },
    xAxis: { type: 'category', boundaryGap: false, data: times.map((t) => formatMonitoringTime(t, 2).slice(5)) },
    yAxis: { type: 'value', scale: true },
    series: series.map((s) => {
      const byTime = new Map(s.points.map((p) => [p.time, p.value]));
      return { name: `${s.factorName ?? s.factorCode}${s.unit ? `(${s.unit})` : ''}`, type: 'line', smooth: true, showSymbol: false, data: times.map((t) => byTime.get(t) ?? null) };
    }),
  };
}

export interface StateLabels {
  normal: string;
  warning: string;
  alarm: string;
  offline: string;
}

/** Points by state: an offline logger counts as offline whatever its last values said. */
export function stateCounts(points: readonly PointReadings[]) {
  const counts = { normal: 0, warning: 0, alarm: 0, offline: 0 };
  for (const p of points) counts[p.online ? p.state : 'offline'] += 1;
  return counts;
}

export function stateOption(points: readonly PointReadings[], labels: StateLabels) {
  const c = stateCounts(points);
  const data = [
    { name: labels.normal, value: c.normal, itemStyle: { color: '#52c41a' } },
    { name: labels.warning, value: c.warning, itemStyle: { color: '#fa8c16' } },
    { name: labels.alarm, value: c.alarm, itemStyle: { color: '#f5222d' } },
    { name: labels.offline, value: c.offline, itemStyle: { color: '#8c8c8c' } },
  ];
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 16, bottom: 28 },
    xAxis: { type: 'category', data: data.map((d) => d.name) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', barWidth: '45%', data }],
  };
}
