import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { serializeQuery, toListQuery } from '../../data-providers';
import deviceInventory from '../../schemas/modules/device-inventory.json';
import type { ModuleSchema, SearchItem } from '../../schemas/types';
import { searchValuesToFilters } from '../../runtime/modules/searchFilters';
import { fromFormValues, isFutureDay, isFutureMonth, toFormValues } from '../../runtime/modules/searchForm';

const schema = deviceInventory as unknown as ModuleSchema;

/** What the page call's query string would carry for these search values. */
function queryFor(values: Parameters<typeof searchValuesToFilters>[2], items: readonly SearchItem[] = schema.search): string {
  return decodeURIComponent(serializeQuery(toListQuery({ filters: searchValuesToFilters(items, schema.fields, values) })));
}

describe('search item → filter mapping', () => {
  it('maps input to a trimmed contains filter capped at 20 characters', () => {
    const filters = searchValuesToFilters(schema.search, schema.fields, { name: '  泵站一号  ' });
    expect(filters).toEqual([{ field: 'name', operator: 'contains', value: '泵站一号' }]);
    const long = searchValuesToFilters(schema.search, schema.fields, { name: 'x'.repeat(30) });
    expect((long[0] as { value: string }).value).toHaveLength(20);
  });

  it('maps single selects to eq and multiple selects to in (comma list on the wire)', () => {
    const multi: SearchItem[] = [{ searchName: 'status', searchType: 'select', multiple: true, dict: 'device_status' }];
    expect(queryFor({ deviceType: '2' })).toBe('deviceType=2');
    expect(queryFor({ status: ['1', '3'] }, multi)).toBe('status=1,3');
  });

  it('maps a date range to between, sent as name[0] and name[1]', () => {
    expect(queryFor({ recordTime: ['2024-01-01 00:00:00', '2024-01-31 23:59:59'] })).toBe(
      'recordTime[0]=2024-01-01 00:00:00&recordTime[1]=2024-01-31 23:59:59',
    );
  });

  it('widens a single day on a datetime column to that whole day, and keeps it on a date column', () => {
    const items: SearchItem[] = [
      { searchName: 'recordTime', searchType: 'date', dateType: 'date' },
      { searchName: 'installDate', searchType: 'date' },
    ];
    expect(queryFor({ recordTime: '2024-03-05', installDate: '2024-03-01' }, items)).toBe(
      'recordTime[0]=2024-03-05 00:00:00&recordTime[1]=2024-03-05 23:59:59&installDate=2024-03-01',
    );
  });

  it('sends nothing for empty values or incomplete ranges', () => {
    expect(searchValuesToFilters(schema.search, schema.fields, { name: '   ', deviceType: '', recordTime: ['2024-01-01 00:00:00'] })).toEqual([]);
  });

  it('ignores values of names that are not search items', () => {
    expect(searchValuesToFilters(schema.search, schema.fields, { secret: 'x' })).toEqual([]);
  });
});

describe('search form values', () => {
  it('turns a picked day range into 00:00:00 to 23:59:59 on a datetime column', () => {
    const values = fromFormValues(schema.search, schema.fields, { recordTime: [dayjs('2024-02-03 15:20:00'), dayjs('2024-02-10 08:00:00')] });
    expect(values.recordTime).toEqual(['2024-02-03 00:00:00', '2024-02-10 23:59:59']);
  });

  it('formats month pickers as YYYY-MM and trims text', () => {
    const items: SearchItem[] = [
      { searchName: 'month', searchType: 'month', dateType: 'monthrange' },
      { searchName: 'name', searchType: 'input' },
    ];
    const values = fromFormValues(items, [], { month: [dayjs('2024-01-15'), dayjs('2024-03-02')], name: '  abc ' });
    expect(values).toEqual({ month: ['2024-01', '2024-03'], name: 'abc' });
  });

  it('round-trips through the pickers unchanged', () => {
    const values = { name: 'pump', deviceType: '2', recordTime: ['2024-02-03 00:00:00', '2024-02-10 23:59:59'] };
    const form = toFormValues(schema.search, schema.fields, values);
    expect(dayjs.isDayjs((form.recordTime as unknown[])[0])).toBe(true);
    expect(fromFormValues(schema.search, schema.fields, form)).toEqual(values);
  });

  it('blocks future days and future months only', () => {
    expect(isFutureDay(dayjs().add(1, 'day'))).toBe(true);
    expect(isFutureDay(dayjs())).toBe(false);
    expect(isFutureMonth(dayjs().add(1, 'month').startOf('month'))).toBe(true);
    expect(isFutureMonth(dayjs().endOf('month'))).toBe(false);
  });
});
