import { useTranslation } from 'react-i18next';
import { RankingCell } from '../../runtime/common/RankingCell';
import { useRequest } from '../../runtime/monitoring/useRequest';
import { http } from '../../runtime/services/http';
import { useShell } from '../../runtime/shell/ShellData';
import { GROUP_RANKING_PATH, type GroupRankingRow } from './contract';
import { KEYS } from './manifest';

const NS = 'environment-assessment';

function Ranking() {
  const { t } = useTranslation(NS);
  const { data } = useRequest(() => http.get<GroupRankingRow[]>(GROUP_RANKING_PATH, { silent: true }).catch(() => []), []);
  if (!data?.length) return null;
  return (
    <section className="ec-board-panel" style={{ marginBottom: 16 }} data-testid="group-score-ranking">
      <h4>{t('groupRanking.title')}</h4>
      <ul className="ec-board-alarms">
        {data.map((r) => (
          <li key={r.enterpriseId} data-testid={`group-score-${r.enterpriseId}`}>
            <span>
              <RankingCell rank={r.rank} /> {r.enterpriseName}
              <span className="ec-alarm-time"> · {r.systemName} {r.periodKey}{r.levelName ? ` · ${r.levelName}` : ''}</span>
            </span>
            <b>{t('groupRanking.score', { score: r.totalScore.toFixed(1) })}</b>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The group dashboard's ranking by assessment score (widget `companyGroup.ranking`): the members ranked by
 * their latest assessment, shown only under a group to holders of evaluation:view, and only when scores exist.
 */
export default function GroupRankingWidget() {
  const { isEnterprise, permissions } = useShell();
  if (isEnterprise || !permissions.has(KEYS.view)) return null;
  return <Ranking />;
}
