import { CalculatorOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequest } from '../../runtime/monitoring/useRequest';
import { http } from '../../runtime/services/http';
import { actionState } from '../../runtime/shell/permissions';
import { useShell } from '../../runtime/shell/ShellData';
import { MemberScopedPage } from '../../runtime/shell/MemberScopedPage';
import AssessmentListPage from './AssessmentListPage';
import { GROUP_SCORE_BASE, GROUP_SETTING_BASE } from './contract';
import { groupDetailPath } from './groupPaths';
import { KEYS, ROUTES } from './manifest';
import { RunDialog } from './RunDialog';
import { NS, type PageOf, type SystemRecord } from './settings/shared';

/** Scores one of the group's own systems for a period over every effective member (docs/groups.md). */
function GroupRunButton({ onDone }: { onDone(): void }) {
  const { t } = useTranslation(NS);
  const { permissions, enterprise } = useShell();
  const state = actionState(permissions, KEYS.calculate, enterprise.target);
  const [open, setOpen] = useState(false);
  const systems = useRequest(
    () => (state === 'hidden' ? Promise.resolve(undefined) : http.get<PageOf<SystemRecord>>(`${GROUP_SETTING_BASE}/system/page`, { params: { pageNum: 1, pageSize: 50 } })),
    [state],
  );
  if (state === 'hidden') return null;
  return (
    <>
      <Button type="primary" icon={<CalculatorOutlined />} disabled={state === 'disabled'} onClick={() => setOpen(true)} data-testid="group-assessment-calculate">
        {t('list.groupCalculate')}
      </Button>
      <RunDialog
        open={open}
        url={`${GROUP_SCORE_BASE}/calculate`}
        systems={(systems.data?.records ?? []).filter((s) => s.enabled)}
        onClose={() => setOpen(false)}
        onDone={() => {
          setOpen(false);
          onDone();
        }}
      />
    </>
  );
}

/**
 * /managementGroup/environmentAssessment/page[/:memberId] (spec §2): scoring the members with the group's
 * own systems, and one member's assessments (its own systems' and the group's), read-only.
 */
export default function GroupAssessmentPage() {
  // A run changes the member's list: it is read again.
  const [runs, setRuns] = useState(0);
  return (
    <MemberScopedPage path={ROUTES.groupPage} detailPath={groupDetailPath} testId="group-assessment" extra={<GroupRunButton onDone={() => setRuns((n) => n + 1)} />}>
      <AssessmentListPage key={runs} />
    </MemberScopedPage>
  );
}
