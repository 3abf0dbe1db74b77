/** The risk list as an xlsx sheet (same filters as the list), in the caller's language. */
import type { Db, Locale } from '../../../server/plugin-api';
import type { RiskRow, RiskStatus } from '../contract';
import { statusName } from './messages';
import { ROW_COLUMNS, ROW_FROM, whereOf, type RiskFilter } from './store';

const HEADERS: Record<Locale, string[]> = {
  'zh-CN': ['编号', '企业', '风险名称', '来源', '风险等级', '状态', '监测点位', '污染因子', '开始时间', '结束时间', '发现时间', '描述'],
  'en-US': ['No.', 'Enterprise', 'Risk', 'Source', 'Level', 'Status', 'Point', 'Factor', 'Begin', 'End', 'Raised', 'Description'],
};
const WIDTHS = [8, 24, 30, 10, 8, 10, 18, 14, 20, 20, 20, 50];
const SOURCES: Record<Locale, Record<string, string>> = {
  'zh-CN': { overLimit: '超标', offline: '离线', quality: '数据质量', manual: '人工上报' },
  'en-US': { overLimit: 'Exceedance', offline: 'Offline', quality: 'Data quality', manual: 'Manual' },
};
const LEVELS: Record<Locale, Record<number, string>> = {
  'zh-CN': { 1: '一般', 2: '较大', 3: '重大' },
  'en-US': { 1: 'General', 2: 'Major', 3: 'Severe' },
};

export const exportColumns = (locale: Locale) => HEADERS[locale].map((header, i) => ({ header, width: WIDTHS[i] }));

export const exportName = (locale: Locale, today: string) => `${locale === 'en-US' ? 'risks' : '风险列表'}_${today.replaceAll('-', '')}`;

/** Rows of the filtered list, newest first, streamed through a cursor. */
export async function* exportRows(db: Db, filter: RiskFilter, locale: Locale) {
  const params: unknown[] = [];
  const where = whereOf(filter, params);
  const sql = `SELECT ${ROW_COLUMNS}, r.description FROM ${ROW_FROM} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC`;
  for await (const batch of db.stream<RiskRow & { description: string }>(sql, params, 500)) {
    for (const r of batch) {
      yield [
        Number(r.id), r.enterpriseName ?? '', r.title, SOURCES[locale][r.source] ?? r.source, LEVELS[locale][r.level] ?? r.level,
        statusName(Number(r.status) as RiskStatus, locale), r.pointName ?? '', r.factorName ?? r.factorCode ?? '', r.beginTime, r.endTime ?? '', r.createdAt, r.description,
      ];
    }
  }
}
