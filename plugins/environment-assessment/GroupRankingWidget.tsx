import { Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RankingCell } from '../../runtime/common/RankingCell';
import { useRequest } from '../../runtime/monitoring/useRequest';
import { http } from '../../runtime/services/http';
import { useShell } from '../../runtime/shell/ShellData';
import { GROUP_RANKING_PATH, type GroupRanking, type GroupRankingChoice } from './contract';
import { groupDetailPath } from './groupPaths';
import { KEYS } from './manifest';

const NS = 'environment-assessment';

/** The group's systems that have scores, most recently scored first, each once. */
function systemsOf(choices: GroupRankingChoice[]): GroupRankingChoice[] {
  const seen = new Set<number>();
  return choices.filter((c) => !seen.has(c.systemId) && Boolean(seen.add(c.systemId)));
}

function Ranking() {
  const { t } = useTranslation(NS);
  const choices = useRequest(() => http.get<GroupRankingChoice[]>(`${GROUP_RANKING_PATH}/choices`, { silent: true }).catch(() => []), []);
  // Nothing picked: the server ranks the group's most recent scored run; a system alone: its latest period.
  const [picked, setPicked] = useState<{ systemId?: number; periodKey?: string }>({});
  const ranking = useRequest(() => http.get<GroupRanking>(GROUP_RANKING_PATH, { params: picked, silent: true }), [picked]);
  const all = choices.data ?? [];
  const current = ranking.data?.choice;
  if (!all.length || !current) return null;
  const periods = all.filter((c) => c.systemId === current.systemId).map((c) => c.periodKey).sort().reverse();
  return (
    <section className="ec-board-panel" style={{ marginBottom: 16 }} data-testid="group-score-ranking">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <h4>{t('groupRanking.title')}</h4>
        <Space wrap>
          <Select
            size="small"
            style={{ minWidth: 200 }}
            value={current.systemId}
            options={systemsOf(all).map((c) => ({ value: c.systemId, label: c.systemName }))}
            onChange={(systemId: number) => setPicked({ systemId })}
            aria-label={t('list.system')}
            data-testid="group-score-system"
          />
          <Select
            size="small"
            style={{ minWidth: 110 }}
            value={current.periodKey}
            options={periods.map((p) => ({ value: p, label: p }))}
            onChange={(periodKey: string) => setPicked({ systemId: current.systemId, periodKey })}
            aria-label={t('list.period')}
            data-testid="group-score-period"
          />
        </Space>
      </Space>
      <ul className="ec-board-alarms" data-testid="group-score-rows" data-choice={`${current.systemId}:${current.periodKey}`}>
        {(ranking.data?.records ?? []).map((r) => (
          <li key={r.enterpriseId} data-testid={`group-score-${r.enterpriseId}`}>
            <span>
              <RankingCell rank={r.rank} testId="group-score-rank" /> <Link to={groupDetailPath(r.enterpriseId, r.assessmentId)}>{r.enterpriseName}</Link>
              {r.levelName && <Tag color={r.levelColor ?? undefined} style={{ marginLeft: 8 }}>{r.levelName}</Tag>}
            </span>
            <b data-testid="group-score-total">{t('groupRanking.score', { score: r.totalScore.toFixed(1) })}</b>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The group dashboard's ranking by assessment score (widget `companyGroup.ranking`): the members ranked
 * under one of the group's systems and one period — the most recently scored by default, another chosen
 * with the two selects — so that only scores of the same system and period are compared. Shown only under
 * a group to holders of evaluation:view, and only once a group system has scored members.
 */
export default function GroupRankingWidget() {
  const { isEnterprise, permissions } = useShell();
  if (isEnterprise || !permissions.has(KEYS.view)) return null;
  return <Ranking />;
}
