import type { Locale } from '../../data-providers/catalogue';

/** Texts of monitoring errors a user reads (zh-CN first: the product's default language). */
const texts = {
  mnTaken: { 'zh-CN': '数采仪MN号已被其他监测点使用', 'en-US': 'This data logger MN is already used by another point' },
  pointCodeTaken: { 'zh-CN': '排口编号已存在', 'en-US': 'A point with this code already exists' },
  factorCodeTaken: { 'zh-CN': '污染因子编码已存在', 'en-US': 'A pollution factor with this code already exists' },
  channelNoTaken: { 'zh-CN': '通道号已存在', 'en-US': 'This channel number already exists on the device' },
  unknownFactor: { 'zh-CN': '污染因子不存在或已停用', 'en-US': 'unknown or disabled pollution factor' },
  repeatedFactor: { 'zh-CN': '污染因子重复', 'en-US': 'pollution factor listed twice' },
  minAboveMax: { 'zh-CN': '下限不能大于上限', 'en-US': 'lower limit must not exceed the upper limit' },
  warnOutsideAlarm: { 'zh-CN': '预警范围应在报警范围之内', 'en-US': 'warning range must lie within the alarm range' },
  endBeforeBegin: { 'zh-CN': '结束时间不能早于开始时间', 'en-US': 'end time must not be before the begin time' },
  rangeTooLong: { 'zh-CN': '时间范围不能超过366天', 'en-US': 'time range must not exceed 366 days' },
  passwordRequired: { 'zh-CN': '不能为空', 'en-US': 'is required' },
  tooManyPackets: { 'zh-CN': '单次最多提交1000个数据包', 'en-US': 'at most 1000 packets per request' },
  noPackets: { 'zh-CN': '没有数据包', 'en-US': 'no packets' },
  unknownPoint: { 'zh-CN': '监测点不存在', 'en-US': 'monitoring point not found' },
  unrealMonthDay: { 'zh-CN': '日期不存在', 'en-US': 'no such day in that month' },
  unknownDevice: { 'zh-CN': '设备不存在', 'en-US': 'device not found' },
} satisfies Record<string, Record<Locale, string>>;

export type MonitoringMessage = keyof typeof texts;

export const monitoringText = (key: MonitoringMessage, locale: Locale): string => texts[key][locale];
export const monitoringTexts = (key: MonitoringMessage): Record<Locale, string> => texts[key];
