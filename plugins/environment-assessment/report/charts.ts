import type { AssessmentItem } from '../contract';

/** Total score over the periods of the same system (the detail page and the report). */
export function trendOption(trend: { periodKey: string; totalScore: number }[], name: string, animate: boolean) {
  return {
    animation: animate,
    grid: { left: 40, right: 20, top: 20, bottom: 30 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: trend.map((p) => p.periodKey) },
    yAxis: { type: 'value', min: 0, max: 100 },
    series: [{ name, type: 'line', data: trend.map((p) => p.totalScore), label: { show: true }, itemStyle: { color: '#1677ff' } }],
  };
}

/** Score rate (score / full score, weighted) per indicator category, in %. */
export function categoryOption(items: AssessmentItem[], animate: boolean) {
  const byCategory = new Map<string, { got: number; max: number }>();
  for (const item of items) {
    const c = byCategory.get(item.category) ?? { got: 0, max: 0 };
    c.got += item.weightedScore;
    c.max += item.weight;
    byCategory.set(item.category, c);
  }
  const categories = [...byCategory.keys()];
  return {
    animation: animate,
    grid: { left: 90, right: 40, top: 10, bottom: 20 },
    xAxis: { type: 'value', min: 0, max: 100 },
    yAxis: { type: 'category', data: categories },
    series: [
      {
        type: 'bar',
        data: categories.map((c) => {
          const v = byCategory.get(c)!;
          return v.max > 0 ? Math.round((v.got / v.max) * 1000) / 10 : 100;
        }),
        label: { show: true, position: 'right', formatter: '{c}%' },
        itemStyle: { color: '#52c41a' },
      },
    ],
  };
}

/** Weighted points lost per indicator (only those that lost any). */
export function deductionOption(items: AssessmentItem[], animate: boolean) {
  const lost = items.map((i) => ({ name: i.name, value: Math.round((i.weight - i.weightedScore) * 100) / 100 })).filter((i) => i.value > 0);
  return {
    animation: animate,
    grid: { left: 120, right: 40, top: 10, bottom: 20 },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', data: lost.map((i) => i.name) },
    series: [{ type: 'bar', data: lost.map((i) => i.value), label: { show: true, position: 'right' }, itemStyle: { color: '#ff4d4f' } }],
  };
}
