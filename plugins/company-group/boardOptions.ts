/** ECharts option of the group board's member chart (pure): members by longitude and latitude, no map tiles. */
import type { MemberOverview } from './contract';

/** Members with coordinates as a scatter on a longitude/latitude plane; the symbol grows with the points. */
export function memberMapOption(members: readonly MemberOverview[], labels: { points: string; alarms: string }) {
  const located = members.filter((m) => m.longitude !== null && m.latitude !== null);
  return {
    tooltip: { trigger: 'item', formatter: (p: { data: { name: string; points: number; alarms: number } }) => `${p.data.name}<br/>${labels.points}: ${p.data.points}<br/>${labels.alarms}: ${p.data.alarms}` },
    grid: { left: 56, right: 32, top: 24, bottom: 40 },
    xAxis: { type: 'value', scale: true, name: '°E', axisLabel: { formatter: (v: number) => v.toFixed(1) } },
    yAxis: { type: 'value', scale: true, name: '°N', axisLabel: { formatter: (v: number) => v.toFixed(1) } },
    series: [
      {
        type: 'scatter',
        symbolSize: (value: number[]) => 14 + Math.min(value[2] ?? 0, 10) * 2,
        label: { show: true, position: 'right', formatter: (p: { data: { name: string } }) => p.data.name },
        data: located.map((m) => ({
          name: m.name,
          points: m.points,
          alarms: m.alarmsToday,
          value: [m.longitude, m.latitude, m.points],
          itemStyle: { color: m.alarmsToday > 0 ? '#f5222d' : '#13c2c2' },
        })),
      },
    ],
  };
}
