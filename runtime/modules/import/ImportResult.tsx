import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Row, Statistic, Table } from 'antd';
import { useMemo, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../common/listPagination';
import type { ReportLine } from './errorReport';
import type { ImportReport } from './importApi';

interface Props {
  report: ImportReport;
  /** The report's errors with field labels. */
  lines: ReportLine[];
  locked: boolean;
  onDownloadReport: () => void;
}

const ERROR_PAGE_SIZE = 10;

/** Step 2: the figures of the check and the row-by-row errors. */
export function ImportResult({ report, lines, locked, onDownloadReport }: Props) {
  const { t } = useTranslation();
  const skipped = report.total - report.valid;
  const rows = useMemo(() => lines.map((line, index) => ({ ...line, key: index })), [lines]);
  // A dialog's report: 10 rows a page, with the sizes and layout of every list.
  const errorPages = usePagedList(ERROR_PAGE_SIZE);
  const summary = skipped === 0 && report.valid > 0 ? 'allValid' : report.valid === 0 ? 'noneValid' : 'someInvalid';
  return (
    <div data-testid="import-result">
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title={t('transfer.import.total')} value={report.total} data-testid="import-total" />
        </Col>
        <Col span={8}>
          <Statistic title={t('transfer.import.valid')} value={report.valid} data-testid="import-valid" />
        </Col>
        <Col span={8}>
          <Statistic title={t('transfer.import.errorCount')} value={report.errors.length} data-testid="import-error-count" />
        </Col>
      </Row>
      <Alert
        style={{ margin: '16px 0' }}
        type={summary === 'allValid' ? 'success' : summary === 'noneValid' ? 'error' : 'warning'}
        showIcon
        message={t(`transfer.import.${summary}`, { valid: report.valid, rows: skipped })}
        data-testid="import-summary"
      />
      {lines.length > 0 && (
        <>
          <div style={{ textAlign: 'right', marginBottom: 8 }}>
            <Button icon={<DownloadOutlined />} disabled={locked} onClick={onDownloadReport} data-testid="import-report-download">
              {t('transfer.import.downloadReport')}
            </Button>
          </div>
          <Table
            size="small"
            rowKey="key"
            dataSource={rows}
            columns={[
              { key: 'row', dataIndex: 'row', title: t('transfer.import.colRow'), width: 80 },
              { key: 'field', dataIndex: 'field', title: t('transfer.import.colField'), width: 160 },
              { key: 'message', dataIndex: 'message', title: t('transfer.import.colMessage') },
            ]}
            pagination={errorPages.pagination(rows.length, (total) => t('transfer.import.errorTotal', { total }))}
            onRow={() => ({ 'data-testid': 'import-error-row' }) as HTMLAttributes<HTMLElement>}
            data-testid="import-errors"
          />
        </>
      )}
    </div>
  );
}
