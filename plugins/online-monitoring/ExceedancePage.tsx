import { DatePicker, Segmented, Select, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DATA_LEVELS, type DataLevel } from '../../schemas/contracts/monitoring/levels';
import { http } from '../../runtime/services/http';
import { monitoringPaths, type Exceedance, type Page, type PointReadings } from '../../runtime/monitoring/api';
import { defaultRange, isFutureDay, rangeParams } from '../../runtime/monitoring/historyRange';
import { formatMonitoringTime } from '../../runtime/monitoring/timeFormat';
import { useRequest } from '../../runtime/monitoring/useRequest';
import '../../runtime/monitoring/monitoring.css';
import { listPagination } from '../../runtime/common/listPagination';

const NS = 'online-monitoring';

/** /onlineMonitoring/exceedance/page: values outside their alarm range, newest first, paged by the server. */
export default function ExceedancePage() {
  const { t } = useTranslation(NS);
  const [level, setLevel] = useState<DataLevel>('hour');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => defaultRange('day'));
  const [pointId, setPointId] = useState<number | undefined>(undefined);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const points = useRequest(() => http.get<Page<PointReadings>>(monitoringPaths.online, { params: { pageNum: 1, pageSize: 50 } }), []);
  const { data, loading } = useRequest(
    () => http.get<Page<Exceedance>>(monitoringPaths.exceedances, { params: { ...paging, level, pointId, ...rangeParams(range) } }),
    [paging, level, pointId, range],
  );
  const first = <T,>(setter: (v: T) => void) => (v: T) => {
    setter(v);
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };

  return (
    <div className="ec-page" data-testid="exceedance-page">
      <div className="ec-panel">
        <div className="ec-table-toolbar">
          <div className="ec-toolbar-filters">
            <Segmented<DataLevel> value={level} onChange={first(setLevel)} options={DATA_LEVELS.map((l) => ({ value: l, label: t(`level.${l}`) }))} />
            <DatePicker.RangePicker
              showTime
              allowClear={false}
              value={range}
              disabledDate={(d) => isFutureDay(d)}
              onChange={(v) => v?.[0] && v[1] && first(setRange)([v[0], v[1]])}
            />
            <Select
              allowClear
              style={{ width: 220 }}
              placeholder={t('filter.point')}
              value={pointId}
              onChange={first(setPointId)}
              options={points.data?.records.map((p) => ({ value: p.id, label: `${p.name} (${p.code})` })) ?? []}
              data-testid="exceedance-point"
            />
          </div>
        </div>
        <Table<Exceedance>
          rowKey={(r) => `${r.pointId}-${r.factorCode}-${r.level}-${r.dataTime}`}
          loading={loading}
          dataSource={data?.records ?? []}
          data-testid="exceedance-table"
          columns={[
            {
              title: t('exceedance.point'),
              key: 'point',
              render: (_, r) => <Link to={`/onlineMonitoring/detail/${r.pointId}`}>{`${r.pointName} (${r.pointCode})`}</Link>,
            },
            { title: t('exceedance.factor'), key: 'factor', render: (_, r) => r.factorName ?? r.factorCode },
            { title: t('history.time'), key: 'time', render: (_, r) => formatMonitoringTime(r.dataTime, r.frequency) },
            {
              title: t('exceedance.value'),
              key: 'value',
              render: (_, r) => (
                <span className="ec-factor-value is-alarm">
                  {r.value} {r.unit ?? ''}
                </span>
              ),
            },
            {
              title: t('exceedance.limit'),
              key: 'limit',
              render: (_, r) => `${r.alarmMin ?? '-∞'} ~ ${r.alarmMax ?? '+∞'}`,
            },
            {
              title: t('exceedance.direction'),
              key: 'direction',
              render: (_, r) => <Tag color={r.direction === 'high' ? 'red' : 'gold'}>{t(`exceedance.${r.direction}`)}</Tag>,
            },
          ]}
          pagination={listPagination(
            { current: paging.pageNum, pageSize: paging.pageSize, total: data?.total ?? 0, onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }) },
            (total) => t('runtime:list.total', { total }),
          )}
        />
      </div>
    </div>
  );
}
