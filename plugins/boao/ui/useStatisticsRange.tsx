import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { chinaNow, isFutureDay } from '../../../runtime/monitoring/historyRange';
import type { Granularity } from '../contract';

/** Default windows: the last 30 days (up to yesterday, the last full day) or the last three months. */
function defaultRange(granularity: Granularity): [Dayjs, Dayjs] {
  const now = chinaNow();
  return granularity === 'day' ? [now.subtract(30, 'day'), now.subtract(1, 'day')] : [now.subtract(2, 'month').startOf('month'), now];
}

/**
 * The period and range of a statistics page, with its picker: days pick dates, months pick months (sent
 * as their first and last day). `params` keeps its identity until the choice changes.
 */
export function useStatisticsRange(): { granularity: Granularity; setGranularity: (g: Granularity) => void; picker: ReactNode; params: { granularity: Granularity; beginDay: string; endDay: string } } {
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
  const picker = (
    <DatePicker.RangePicker
      picker={granularity === 'day' ? 'date' : 'month'}
      value={range}
      allowClear={false}
      disabledDate={(d) => isFutureDay(d)}
      onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
      data-testid="boao-range"
    />
  );
  return { granularity, setGranularity, picker, params };
}
