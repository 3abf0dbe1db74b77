/** Server texts of the risk plugin (refusals, notices, export) in both languages. */
import { ApiError, defineMessages, type Locale } from '../../../server/plugin-api';
import type { RiskAction, RiskStatus } from '../contract';

const STATUS_NAMES: Record<RiskStatus, Record<Locale, string>> = {
  0: { 'zh-CN': '未下发', 'en-US': 'not released' },
  1: { 'zh-CN': '已处理', 'en-US': 'handled' },
  2: { 'zh-CN': '已忽略', 'en-US': 'ignored' },
  3: { 'zh-CN': '审批中', 'en-US': 'under approval' },
  4: { 'zh-CN': '已驳回', 'en-US': 'rejected' },
};

const ACTION_NAMES: Record<RiskAction, Record<Locale, string>> = {
  handle: { 'zh-CN': '处置', 'en-US': 'handled' },
  ignore: { 'zh-CN': '忽略', 'en-US': 'ignored' },
  approve: { 'zh-CN': '审批通过', 'en-US': 'approved' },
  reject: { 'zh-CN': '驳回', 'en-US': 'rejected' },
};

const TEXTS = {
  required: { 'zh-CN': '不能为空', 'en-US': 'is required' },
  noApprover: { 'zh-CN': '没有可审批的人员，请先为用户分配“风险审批”权限', 'en-US': 'nobody may approve: grant someone the risk approval permission first' },
  notYourTask: { 'zh-CN': '当前没有您的待审批任务', 'en-US': 'you have no pending approval on this risk' },
  unknownPoint: { 'zh-CN': '监测点位不存在', 'en-US': 'no such monitoring point' },
  unknownEnterprise: { 'zh-CN': '企业不存在', 'en-US': 'no such enterprise' },
  dateOrder: { 'zh-CN': '开始日期不能晚于结束日期', 'en-US': 'the start date is after the end date' },
  future: { 'zh-CN': '不能晚于当前时间', 'en-US': 'cannot be in the future' },
} as const;

export type RiskMessage = keyof typeof TEXTS;

export const { text, fieldError } = defineMessages(TEXTS);
export const statusName = (status: RiskStatus, locale: Locale): string => STATUS_NAMES[status][locale];

/** 2010102 naming the status and why the action is refused, e.g. `status: 当前状态“已处理”不能忽略`. */
export function transitionRefused(action: RiskAction, status: RiskStatus, locale: Locale): ApiError {
  const message =
    locale === 'en-US'
      ? `a risk that is ${STATUS_NAMES[status]['en-US']} cannot be ${ACTION_NAMES[action]['en-US']}`
      : `当前状态“${STATUS_NAMES[status]['zh-CN']}”不能${ACTION_NAMES[action]['zh-CN']}`;
  return ApiError.badParameter([{ field: 'status', message }], locale);
}

export const LEVEL_NAMES: Record<number, string> = { 1: '一般', 2: '较大', 3: '重大' };
export const SOURCE_NAMES: Record<string, string> = { overLimit: '超标', offline: '离线', quality: '数据质量', manual: '人工上报' };
