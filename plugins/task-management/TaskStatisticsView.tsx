import { Card, Col, Row, Statistic } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../runtime/monitoring/EChart';
import type { TaskStatistics } from './contract';

const NS = 'task-management';
const STATUS_COLORS: Record<number, string> = { [-1]: '#bfbfbf', 0: '#faad14', 1: '#1677ff', 2: '#52c41a', 3: '#8c8c8c' };
const LEVEL_COLORS: Record<number, string> = { 1: '#1677ff', 2: '#fa8c16', 3: '#f5222d' };

/**
 * taskStatisticalPage's charts (ECharts): totals, by state and level (pies), by enterprise (bars:
 * all and completed) and by month of creation (created and completed). The same view in the back office.
 */
export function TaskStatisticsView({ stats }: { stats: TaskStatistics }) {
  const { t } = useTranslation(NS);
  const options = useMemo(() => {
    const pie = (data: { name: string; value: number; itemStyle: { color: string } }[]) => ({
      tooltip: { trigger: 'item' },
      legend: { bottom: 0 },
      series: [{ type: 'pie', radius: ['40%', '70%'], label: { formatter: '{b}: {c}' }, data }],
    });
    const bars = (categories: string[], series: { name: string; data: number[]; color: string }[]) => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 32, bottom: 48 },
      xAxis: { type: 'category', data: categories, axisLabel: { interval: 0, rotate: categories.length > 4 ? 30 : 0 } },
      yAxis: { type: 'value', minInterval: 1 },
      series: series.map((s) => ({ type: 'bar', name: s.name, data: s.data, itemStyle: { color: s.color } })),
    });
    return {
      status: pie(stats.byStatus.map((s) => ({ name: t(`status.${s.status}`), value: s.count, itemStyle: { color: STATUS_COLORS[s.status] } }))),
      level: pie(stats.byLevel.map((s) => ({ name: t(`level.${s.level}`), value: s.count, itemStyle: { color: LEVEL_COLORS[s.level] } }))),
      enterprise: bars(stats.byEnterprise.map((e) => e.enterpriseName), [
        { name: t('stats.count'), data: stats.byEnterprise.map((e) => e.count), color: '#1677ff' },
        { name: t('stats.completed'), data: stats.byEnterprise.map((e) => e.completed), color: '#52c41a' },
      ]),
      month: bars(stats.byMonth.map((m) => m.month), [
        { name: t('stats.created'), data: stats.byMonth.map((m) => m.created), color: '#1677ff' },
        { name: t('stats.completed'), data: stats.byMonth.map((m) => m.completed), color: '#52c41a' },
      ]),
    };
  }, [stats, t]);
  const completed = stats.byStatus.find((s) => s.status === 2)?.count ?? 0;
  const chart = (title: string, option: EChartsCoreOption, testId: string) => (
    <Col xs={24} lg={12}>
      <Card size="small" title={title}>
        <EChart option={option} height={280} testId={testId} />
      </Card>
    </Col>
  );
  return (
    <div data-testid="task-statistics" data-total={stats.total} data-completed={completed}>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={8}>
          <Card size="small"><Statistic title={t('stats.total')} value={stats.total} valueRender={(v) => <span data-testid="task-stat-total">{v}</span>} /></Card>
        </Col>
        <Col xs={12} md={8}>
          <Card size="small"><Statistic title={t('stats.completed')} value={completed} valueRender={(v) => <span data-testid="task-stat-completed">{v}</span>} /></Card>
        </Col>
        <Col xs={12} md={8}>
          <Card size="small"><Statistic title={t('stats.overdue')} value={stats.overdue} valueRender={(v) => <span data-testid="task-stat-overdue">{v}</span>} /></Card>
        </Col>
        {chart(t('stats.byStatus'), options.status, 'task-chart-status')}
        {chart(t('stats.byLevel'), options.level, 'task-chart-level')}
        {chart(t('stats.byEnterprise'), options.enterprise, 'task-chart-enterprise')}
        {chart(t('stats.byMonth'), options.month, 'task-chart-month')}
      </Row>
    </div>
  );
}
