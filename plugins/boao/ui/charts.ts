/** ECharts options of the data centre (pure: data in, option out), drawn with the runtime's EChart. */

export interface ChartSeries {
  name: string;
  type: 'bar' | 'line';
  data: (number | null)[];
  /** 0: left axis, 1: right axis. */
  axis?: 0 | 1;
  stack?: string;
}

export interface ComboOptions {
  categories: string[];
  series: ChartSeries[];
  /** Axis titles (units); a second title adds the right axis. */
  axes: [string] | [string, string];
  /** Horizontal reference lines on the left axis (limits, 100 %). */
  marks?: { value: number; name: string }[];
}

const PALETTE = ['#0e7c66', '#1677ff', '#fa8c16', '#722ed1', '#eb2f96', '#13c2c2', '#a0d911'];

export function comboOption({ categories, series, axes, marks }: ComboOptions) {
  return {
    color: PALETTE,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 56, right: axes.length > 1 ? 64 : 24, top: 64, bottom: 56 },
    xAxis: { type: 'category', data: categories, axisTick: { alignWithLabel: true } },
    yAxis: axes.map((name, i) => ({
      type: 'value',
      name,
      splitLine: { show: i === 0 },
      // A reference line above the data still shows: the left axis reaches a little beyond the highest mark.
      max: i === 0 && marks?.length ? (extent: { max: number }) => Math.max(extent.max, ...marks.map((m) => m.value * 1.1)) : undefined,
    })),
    dataZoom: categories.length > 31 ? [{ type: 'inside' }, { type: 'slider', height: 16, bottom: 8 }] : undefined,
    series: series.map((s, i) => ({
      name: s.name,
      type: s.type,
      data: s.data,
      yAxisIndex: s.axis ?? 0,
      stack: s.stack,
      smooth: false,
      showSymbol: s.type === 'line' && categories.length <= 31,
      barMaxWidth: 28,
      ...(i === 0 && marks?.length
        ? {
            markLine: {
              symbol: 'none',
              silent: true,
              lineStyle: { color: '#f5222d', type: 'dashed' },
              label: { formatter: '{b}', position: 'insideEndTop' },
              data: marks.map((m) => ({ yAxis: m.value, name: m.name })),
            },
          }
        : {}),
    })),
  };
}
