import { DatePicker, Segmented } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaNow, isFutureDay } from '../../../runtime/monitoring/historyRange';
import { GRANULARITIES, type Granularity } from '../contract';
import { NS } from './PlantGate';

/** Default windows: the last 30 days (up to yesterday, the last full day) or the last three months. */
function defaultRange(granularity: Granularity): [Dayjs, Dayjs] {
  const now = chinaNow();
  return granularity === 'day' ? [now.subtract(30, 'day'), now.subtract(1, 'day')] : [now.subtract(2, 'month').startOf('month'), now];
}

/**
 * The period and range of a statistics page, with its controls (day/month switch and range picker):
 * days pick dates, months pick months (sent as their first and last day). `params` keeps its identity
 * until the choice changes.
 */
export function useStatisticsRange(): { granularity: Granularity; controls: ReactNode; params: { granularity: Granularity; beginDay: string; endDay: string } } {
  const { t } = useTranslation(NS);
  const [granularity, setGranularityState] = useState<Granularity>('day');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => defaultRange('day'));
  const setGranularity = (g: Granularity) => {
    setGranularityState(g);
    setRange(defaultRange(g));
  };
  const params = useMemo(() => {
    const [begin, end] = granularity === 'day' ? range : [range[0].startOf('month'), range[1].endOf('month')];
    return { granularity, beginDay: begin.format('YYYY-MM-DD'), endDay: end.format('YYYY-MM-DD') };
  }, [granularity, range]);
  const controls = (
    <>
      <Segmented<Granularity>
        value={granularity}
        onChange={setGranularity}
        options={GRANULARITIES.map((g) => ({ value: g, label: <span data-testid={`boao-granularity-${g}`}>{t(`common.${g}`)}</span> }))}
      />
      <DatePicker.RangePicker
        picker={granularity === 'day' ? 'date' : 'month'}
        value={range}
        allowClear={false}
        disabledDate={(d) => isFutureDay(d)}
        onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        data-testid="boao-range"
      />
    </>
  );
  return { granularity, controls, params };
}
