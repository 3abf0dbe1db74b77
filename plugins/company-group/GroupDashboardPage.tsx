import { Empty, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { competitionRanks, RankingCell } from '../../runtime/common/RankingCell';
import { WidgetSlot } from '../../runtime/layout/WidgetSlot';
import { Board } from '../../runtime/monitoring/Board';
import { EChart } from '../../runtime/monitoring/EChart';
import { useBoardTheme } from '../../runtime/monitoring/useBoardTheme';
import { useRequest } from '../../runtime/monitoring/useRequest';
import { useShell } from '../../runtime/shell/ShellData';
import { groupApi } from './api';
import { memberMapOption } from './boardOptions';
import { GROUP_ROUTES as R, type MemberOverview } from './contract';
import { memberLinks } from './memberLinks';
import { MemberState } from './MemberState';
import { TiandituMemberMap } from './TiandituMemberMap';

const NS = 'company-group';
const REFRESH_MS = 60_000;

/**
 * /managementGroup/enterpriseLandun/page (spec §2): the group board — member and monitoring counts
 * over the effective members, the members on a Tianditu map when a browser key is configured (else on a
 * longitude/latitude chart), members ranked by today's
 * alarms, and the assessment ranking a feature contributes (widget `companyGroup.ranking`).
 */
export default function GroupDashboardPage() {
  const { t } = useTranslation(NS);
  const { enterprise, routes } = useShell();
  const { theme, change } = useBoardTheme();
  const overview = useRequest(() => groupApi.overview(), [], { refreshMs: REFRESH_MS });
  const baseMap = useRequest(() => groupApi.mapConfig(), []);
  const members = useMemo(() => overview.data?.members ?? [], [overview.data]);
  const mapChart = useMemo(() => memberMapOption(members, { points: t('column.points'), alarms: t('column.alarms') }), [members, t]);
  const links = memberLinks(routes);
  const ranked = useMemo(() => {
    const sorted = members.filter((m) => m.effective).sort((a, b) => b.alarmsToday - a.alarmsToday || a.name.localeCompare(b.name));
    const ranks = competitionRanks(sorted, (a, b) => a.alarmsToday === b.alarmsToday);
    return sorted.map((m, i) => ({ ...m, rank: ranks[i] }));
  }, [members]);

  if (!theme) return <div className="ec-board is-light" data-testid="group-dashboard" data-theme="" />;
  const dark = theme === 'dark';
  const totals = overview.data?.totals;
  const stats = [
    { key: 'members', value: totals ? `${totals.effectiveMembers}/${totals.members}` : '-' },
    { key: 'points', value: totals?.points ?? '-' },
    { key: 'online', value: totals ? `${totals.onlinePoints}/${totals.points}` : '-' },
    { key: 'alarmsToday', value: totals?.alarmsToday ?? '-', alarm: (totals?.alarmsToday ?? 0) > 0 },
  ];
  const stateOf = (m: MemberOverview) => <MemberState member={m} />;
  // Without a Tianditu browser key (or when its script cannot load): members on a longitude/latitude chart.
  const chart = <EChart option={mapChart} theme={dark ? 'dark' : 'light'} height={320} testId="group-member-map" />;

  return (
    <Board ns={NS} name={enterprise.name} theme={theme} onTheme={(next) => void change(next)} stats={stats} testId="group-dashboard" statTestId="group-stat">
        <section className="ec-board-main">
          <div className="ec-board-panel">
            <h4>{t('map')}</h4>
            {!members.some((m) => m.longitude !== null && m.latitude !== null) ? (
              <Empty style={{ padding: 60 }} description={t('mapNoLocation')} />
            ) : baseMap.loading ? null : baseMap.data ? (
              <TiandituMemberMap config={baseMap.data} members={members} dark={dark} testId="group-tianditu-map" fallback={chart} />
            ) : (
              chart
            )}
          </div>
          <div className="ec-board-panel">
            <h4>{t('alarmRanking')}</h4>
            {ranked.length ? (
              <ul className="ec-board-alarms" data-testid="group-alarm-ranking">
                {ranked.map((m) => (
                  <li key={m.id}>
                    <span>
                      <RankingCell rank={m.rank} /> {m.name}
                    </span>
                    <b>{m.alarmsToday}</b>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty style={{ padding: 60 }} description={t('noData')} />
            )}
          </div>
        </section>
        <WidgetSlot name="companyGroup.ranking" />
        <section className="ec-board-panel">
          <h4>{t('members')}</h4>
          <Table<MemberOverview>
            rowKey="id"
            size="small"
            pagination={false}
            loading={overview.loading}
            dataSource={members}
            onRow={(m) => ({ 'data-testid': `group-member-${m.id}` }) as React.HTMLAttributes<HTMLElement>}
            locale={{ emptyText: t('noData') }}
            columns={[
              { key: 'name', title: t('column.name'), dataIndex: 'name' },
              { key: 'state', title: t('column.state'), render: (_v, m) => stateOf(m) },
              { key: 'points', title: t('column.points'), dataIndex: 'points', align: 'right' },
              { key: 'online', title: t('column.online'), dataIndex: 'onlinePoints', align: 'right' },
              { key: 'alarms', title: t('column.alarms'), dataIndex: 'alarmsToday', align: 'right' },
              {
                key: 'actions',
                title: t('column.actions'),
                render: (_v, m) =>
                  m.effective && (
                    <span className="ec-row-actions">
                      <Link to={`${R.ledgers}/${m.id}`} data-testid="group-member-ledgers">
                        {t('open.ledgers')}
                      </Link>
                      {links.monitoring && (
                        <>
                          {' · '}
                          <Link to={links.monitoring(m.id)} data-testid="group-member-monitoring">
                            {t('open.monitoring')}
                          </Link>
                        </>
                      )}
                      {links.risks && (
                        <>
                          {' · '}
                          <Link to={links.risks(m.id)} data-testid="group-member-risks">
                            {t('open.risks')}
                          </Link>
                        </>
                      )}
                      {' · '}
                      <Link to={`${R.archives}?member=${m.id}`} data-testid="group-member-archive">
                        {t('open.archive')}
                      </Link>
                    </span>
                  ),
              },
            ]}
          />
        </section>
    </Board>
  );
}
