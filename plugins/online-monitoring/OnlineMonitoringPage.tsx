import { ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Empty, Input, Pagination, Select, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { http } from '../../runtime/services/http';
import { monitoringPaths, type Page, type PointReadings } from '../../runtime/monitoring/api';
import { formatMonitoringTime } from '../../runtime/monitoring/timeFormat';
import { pointTypeLabel, pointTypeOptions } from '../../runtime/monitoring/labels';
import { PollutionFactorCell } from '../../runtime/monitoring/PollutionFactorCell';
import { useRequest } from '../../runtime/monitoring/useRequest';
import '../../runtime/monitoring/monitoring.css';
import { listPagination } from '../../runtime/common/listPagination';
import { useMemberScope } from '../../runtime/shell/memberScope';

const NS = 'online-monitoring';
/** Latest values move with the loggers' real-time interval (60 s by default); refresh twice as often. */
const REFRESH_MS = 30_000;

/** /onlineMonitoring/page: every point with its logger state and the latest value of each factor. */
export default function OnlineMonitoringPage() {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  // On a group page (docs/groups.md): one member's points, read through the group.
  const scope = useMemberScope();
  const [name, setName] = useState('');
  const [filter, setFilter] = useState<{ name?: string; type?: string; online?: number }>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const { data, loading, reload } = useRequest(
    () => http.get<Page<PointReadings>>(monitoringPaths.online, { params: { ...paging, ...filter }, headers: scope?.headers }),
    [paging, filter, scope],
    { refreshMs: REFRESH_MS },
  );
  const points = data?.records ?? [];
  const update = (next: typeof filter) => {
    setFilter(next);
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };

  return (
    <div className="ec-page" data-testid="online-monitoring">
      <div className="ec-panel">
        <div className="ec-table-toolbar">
          <div className="ec-toolbar-filters">
            <Input.Search
              allowClear
              maxLength={20}
              placeholder={t('filter.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              onSearch={(v) => update({ ...filter, name: v.trim() || undefined })}
              style={{ width: 220 }}
              data-testid="online-search-name"
            />
            <Select
              allowClear
              placeholder={t('filter.type')}
              options={pointTypeOptions(i18n.language)}
              value={filter.type}
              onChange={(type) => update({ ...filter, type })}
              style={{ width: 160 }}
              data-testid="online-filter-type"
            />
            <Select
              allowClear
              placeholder={t('filter.online')}
              options={[
                { value: 1, label: t('online') },
                { value: 0, label: t('offline') },
              ]}
              value={filter.online}
              onChange={(online) => update({ ...filter, online })}
              style={{ width: 140 }}
              data-testid="online-filter-online"
            />
          </div>
          <div className="ec-summary">
            <span>{t('summary.total', { n: data?.total ?? 0 })}</span>
            <Button icon={<ReloadOutlined />} onClick={() => void reload()} data-testid="online-reload">
              {t('refresh')}
            </Button>
          </div>
        </div>
        <Spin spinning={loading && !data}>
          {points.length === 0 ? (
            <Empty description={t('empty')} />
          ) : (
            <div className="ec-point-grid" data-testid="online-points">
              {points.map((p) => (
                <Card
                  key={p.id}
                  size="small"
                  className={`ec-point-card is-${p.state}`}
                  data-testid={`online-point-${p.id}`}
                  data-state={p.state}
                  title={
                    <span>
                      {p.name} <span style={{ color: '#94a3b8', fontWeight: 400 }}>{p.code}</span>
                    </span>
                  }
                  extra={
                    <Badge
                      status={p.online ? 'success' : 'default'}
                      text={p.online ? t('online') : t('offline')}
                      data-testid={`online-state-${p.id}`}
                      data-online={p.online ? '1' : '0'}
                    />
                  }
                  onClick={() => navigate(scope ? scope.detailPath(p.id) : `/onlineMonitoring/detail/${p.id}`)}
                >
                  <div className="ec-point-meta">
                    <Tag color="blue">{pointTypeLabel(p.type, i18n.language)}</Tag>
                    <span>
                      {t('lastData')}: {p.lastDataTime ? formatMonitoringTime(p.lastDataTime, 0) : '--'}
                    </span>
                  </div>
                  {p.factors.length === 0 ? (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noFactors')} />
                  ) : (
                    <div className="ec-factor-grid">
                      {p.factors.map((f) => (
                        <PollutionFactorCell
                          key={f.factorCode}
                          name={f.factorName ?? f.factorCode}
                          unit={f.unit}
                          value={f.value}
                          status={f.status}
                          alarmMin={f.alarmMin}
                          alarmMax={f.alarmMax}
                          warnMin={f.warnMin}
                          warnMax={f.warnMax}
                          testId={`factor-cell-${p.id}-${f.factorCode}`}
                        />
                      ))}
                    </div>
                  )}
                </Card>
              ))}
            </div>
          )}
        </Spin>
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
          <Pagination
            {...listPagination(
              { current: paging.pageNum, pageSize: paging.pageSize, total: data?.total ?? 0, onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }) },
              (total) => t('runtime:list.total', { total }),
            )}
          />
        </div>
      </div>
    </div>
  );
}
