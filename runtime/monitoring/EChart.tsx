import { Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';

export type ChartTheme = 'light' | 'dark';

interface Props {
  option: EChartsCoreOption;
  theme?: ChartTheme;
  height?: number;
  testId?: string;
}

/**
 * One ECharts instance in a div. ECharts is loaded on first use (its own chunk); a theme change
 * disposes and re-creates the instance, because ECharts fixes the theme at init.
 */
export function EChart({ option, theme = 'light', height = 280, testId }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts').then(({ echarts }) => {
      if (cancelled || !box.current) return;
      chart.current = echarts.init(box.current, theme === 'dark' ? 'dark' : undefined, { renderer: 'canvas' });
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(box.current);
      setReady(true);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
      setReady(false);
    };
  }, [theme]);

  useEffect(() => {
    if (ready) chart.current?.setOption({ backgroundColor: 'transparent', ...option }, { notMerge: true });
  }, [ready, option]);

  return (
    <Spin spinning={!ready}>
      <div ref={box} style={{ height, width: '100%' }} data-testid={testId} data-theme={theme} data-ready={ready ? '1' : '0'} />
    </Spin>
  );
}
