/** Layout pieces of the report and statistics pages: a titled chart panel, a paged table, its summary line. */
import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../runtime/monitoring/EChart';
import { comboOption, type ComboOptions } from './charts';
import { pagination } from './format';
import { NS } from './PlantGate';

/** The panel above a page's charts: its filters on the left, its actions (entry, export) on the right. */
export function ToolbarPanel({ filters, actions, children }: { filters: ReactNode; actions?: ReactNode; children?: ReactNode }) {
  return (
    <div className="ec-panel">
      <div className="ec-table-toolbar">
        <div className="ec-toolbar-filters">{filters}</div>
        {actions}
      </div>
      {children}
    </div>
  );
}

export function ChartPanel({ title, testId, chart, height = 280 }: { title: ReactNode; testId: string; chart: ComboOptions; height?: number }) {
  return (
    <div className="ec-panel">
      <div className="boao-panel-title">{title}</div>
      <EChart testId={testId} height={height} option={comboOption(chart)} />
    </div>
  );
}

/** The bold line under a report's rows (monthly means, the year's total), one cell per leaf column. */
export function SummaryRow({ cells, testId }: { cells: string[]; testId: string }) {
  return (
    <Table.Summary.Row className="boao-summary-row" data-testid={testId}>
      {cells.map((text, i) => (
        <Table.Summary.Cell key={i} index={i} align={i === 0 ? 'left' : 'right'}>
          {text}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}

/**
 * A small table paged in the browser with the spec §9 pager (20 rows, 10/20/30/50), the empty text, and
 * test ids `boao-<name>-table` / `boao-<name>-row`.
 */
export function PagedTable<T extends object>({ name, ...props }: { name: string } & TableProps<T>) {
  const { t } = useTranslation(NS);
  return (
    <Table<T>
      size="small"
      locale={{ emptyText: t('common.noData') }}
      pagination={pagination((total) => t('common.total', { total }))}
      onRow={() => ({ 'data-testid': `boao-${name}-row` }) as never}
      data-testid={`boao-${name}-table`}
      {...props}
    />
  );
}
