/** ECharts options of the monitoring charts (pure: data in, option out). */
import type { HistorySeries } from './api';
import { formatMonitoringTime } from './timeFormat';

export interface LimitLabels {
  alarm: string;
  warn: string;
  value: string;
  range: string;
}

const ALARM = '#f5222d';
const WARN = '#fa8c16';

function limitLines(s: HistorySeries, labels: LimitLabels) {
  const lines: { yAxis: number; name: string; lineStyle: { color: string; type: 'dashed' } }[] = [];
  const add = (v: number | null, name: string, color: string) => {
    if (typeof v === 'number') lines.push({ yAxis: v, name, lineStyle: { color, type: 'dashed' } });
  };
  add(s.alarmMax, labels.alarm, ALARM);
  add(s.alarmMin, labels.alarm, ALARM);
  add(s.warnMax, labels.warn, WARN);
  add(s.warnMin, labels.warn, WARN);
  return lines;
}

/**
 * One factor's line over time: the value (bucket average), and when the server downsampled, the
 * bucket min..max as a band so short spikes stay visible; its limits as dashed mark lines.
 */
export function factorChartOption(s: HistorySeries, frequency: number, labels: LimitLabels) {
  const points = [...s.points].sort((a, b) => (a.time < b.time ? -1 : 1));
  const times = points.map((p) => formatMonitoringTime(p.time, frequency));
  const series: Record<string, unknown>[] = [
    {
      name: labels.value,
      type: 'line',
      showSymbol: points.length < 60,
      smooth: false,
      data: points.map((p) => p.value),
      lineStyle: { width: 2 },
      markLine: { symbol: 'none', silent: true, label: { formatter: '{b} {c}', position: 'insideEndTop' }, data: limitLines(s, labels) },
    },
  ];
  if (s.downsampled) {
    series.push(
      { name: 'min', type: 'line', stack: 'band', symbol: 'none', lineStyle: { opacity: 0 }, data: points.map((p) => p.min), tooltip: { show: false } },
      {
        name: labels.range,
        type: 'line',
        stack: 'band',
        symbol: 'none',
        lineStyle: { opacity: 0 },
        areaStyle: { opacity: 0.15 },
        data: points.map((p) => (p.max !== null && p.min !== null ? p.max - p.min : null)),
        tooltip: { show: false },
      },
    );
  }
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 56, top: 28, bottom: 56 },
    xAxis: { type: 'category', data: times, boundaryGap: false },
    yAxis: { type: 'value', name: s.unit ?? '', scale: true },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    series,
  };
}
