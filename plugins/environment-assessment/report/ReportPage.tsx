import { FilePdfOutlined, RollbackOutlined } from '@ant-design/icons';
import { Button, Space, Spin, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EChart } from '../../../runtime/monitoring/EChart';
import { useRequest } from '../../../runtime/monitoring/useRequest';
import { http } from '../../../runtime/services/http';
import { useMemberScope } from '../../../runtime/shell/memberScope';
import { CLIENT_BASE, type AssessmentDetail, type Finding } from '../contract';
import { explainFinding } from '../explain';
import { detailPath } from '../groupPaths';
import { NS, type PageOf } from '../settings/shared';
import { categoryOption, deductionOption, trendOption } from './charts';
import { exportReportPdf } from './exportPdf';
import './report.css';

/** Findings shown in the report (the exports carry all of them). */
const REPORT_FINDINGS = 24;

const nowText = () => {
  const d = new Date(Date.now() + 8 * 3_600_000).toISOString();
  return `${d.slice(0, 10)} ${d.slice(11, 16)}`;
};

/**
 * /environmentAssessment/result?id= (no sidebar, no navbar): the assessment as a report of A4 pages
 * with charts, exported to PDF page by page (spec §9). In a member scope (a group's
 * /managementGroup/environmentAssessment/result/:memberId) the same report of a member's assessment.
 */
export default function ReportPage() {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const pagesRef = useRef<HTMLDivElement>(null);
  const [exporting, setExporting] = useState<number | null>(null);
  const scope = useMemberScope();
  const { data } = useRequest(() => http.get<AssessmentDetail>(`${CLIENT_BASE}/system/score/${id}`, { headers: scope?.headers }), [id, scope]);
  const findings = useRequest(
    () => http.get<PageOf<Finding>>(`${CLIENT_BASE}/system/score/findings`, { params: { assessmentId: id, pageNum: 1, pageSize: 50 }, headers: scope?.headers }),
    [id, scope],
  );
  const [generated] = useState(nowText);
  const locale = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';

  const exportPdf = async () => {
    if (!data || !pagesRef.current) return;
    setExporting(0);
    try {
      const pages = [...pagesRef.current.querySelectorAll<HTMLElement>('[data-report-page]')];
      await exportReportPdf(pages, `${t('report.title')} ${data.enterpriseName} ${data.periodKey}`, `${t('report.title')}_${data.enterpriseName}_${data.periodKey}.pdf`, setExporting);
    } finally {
      setExporting(null);
    }
  };

  if (!data) return <Spin size="large" style={{ width: '100%', marginTop: 120 }} />;
  const shown = (findings.data?.records ?? []).slice(0, REPORT_FINDINGS);
  return (
    <div className="ea-report" data-testid="assessment-report">
      <div className="ea-report-toolbar">
        <Space>
          <Button icon={<RollbackOutlined />} onClick={() => navigate(detailPath(scope, id))} data-testid="report-back">{t('report.back')}</Button>
          <Button type="primary" icon={<FilePdfOutlined />} loading={exporting !== null} onClick={() => void exportPdf()} data-testid="report-pdf">
            {exporting !== null ? `${t('report.exporting')} ${exporting + 1}/3` : t('report.exportPdf')}
          </Button>
        </Space>
      </div>
      <div ref={pagesRef} className="ea-report-pages">
        <section className="ea-report-page" data-report-page="1">
          <h1 className="ea-report-title" data-testid="report-title">{t('report.title')}</h1>
          <table className="ea-report-facts">
            <tbody>
              <tr><th>{t('report.enterprise')}</th><td>{data.enterpriseName}</td><th>{t('report.period')}</th><td>{data.periodKey}</td></tr>
              <tr><th>{t('report.system')}</th><td>{data.systemName}</td><th>{t('report.generatedAt')}</th><td>{generated}</td></tr>
            </tbody>
          </table>
          <div className="ea-report-score">
            <div>
              <div className="ea-report-label">{t('report.total')}</div>
              <div className="ea-report-number" data-testid="report-score">{data.totalScore.toFixed(2)}</div>
            </div>
            {data.levelName && (
              <div>
                <div className="ea-report-label">{t('report.level')}</div>
                <Tag color={data.levelColor ?? undefined} className="ea-report-level" data-testid="report-level">{data.levelName}</Tag>
              </div>
            )}
          </div>
          <h2>{t('report.byCategory')}</h2>
          <EChart option={categoryOption(data.items, false)} height={220} testId="report-chart-category" />
          <h2>{t('report.trend')}</h2>
          <EChart option={trendOption(data.trend, t('report.total'), false)} height={220} testId="report-chart-trend" />
          <div className="ea-report-footer">{t('report.page', { page: 1 })}</div>
        </section>
        <section className="ea-report-page" data-report-page="2">
          <h2>{t('report.byItem')}</h2>
          <EChart option={deductionOption(data.items, false)} height={260} testId="report-chart-deduction" />
          <table className="ea-report-table">
            <thead>
              <tr><th>{t('field.category')}</th><th>{t('field.name')}</th><th>{t('field.weight')}</th><th>{t('detail.measure')}</th><th>{t('detail.deduction')}</th><th>{t('detail.score')}</th><th>{t('detail.weighted')}</th></tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.itemId}>
                  <td>{item.category}</td>
                  <td>{item.name}</td>
                  <td>{item.weight}</td>
                  <td>{item.kind === 'select' ? String(item.summary.label ?? '—') : item.measure ?? t('status.noData')}</td>
                  <td>{item.deduction}</td>
                  <td>{item.score}</td>
                  <td>{item.weightedScore}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="ea-report-footer">{t('report.page', { page: 2 })}</div>
        </section>
        <section className="ea-report-page" data-report-page="3">
          <h2>{t('report.findingsTop')}</h2>
          <table className="ea-report-table ea-report-findings">
            <thead>
              <tr><th>{t('field.rule')}</th><th>{t('detail.point')}</th><th>{t('detail.factor')}</th><th>{t('detail.begin')}</th><th>{t('detail.hours')}</th><th>{t('detail.evidence')}</th></tr>
            </thead>
            <tbody>
              {shown.map((f) => (
                <tr key={f.id}>
                  <td>{t(`rules.${f.ruleKey}`)}</td>
                  <td>{f.pointName ?? '—'}</td>
                  <td>{f.factorName ?? f.factorCode ?? '—'}</td>
                  <td>{f.beginTime ?? '—'}</td>
                  <td>{f.hours ?? '—'}</td>
                  <td>{explainFinding(f, (k, v) => t(k, v), locale)}</td>
                </tr>
              ))}
              {shown.length === 0 && <tr><td colSpan={6}>{t('detail.noFindings')}</td></tr>}
            </tbody>
          </table>
          <div className="ea-report-footer">{t('report.page', { page: 3 })}</div>
        </section>
      </div>
    </div>
  );
}
