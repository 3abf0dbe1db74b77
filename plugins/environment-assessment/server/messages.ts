/** Server texts of the assessment (field errors, duplicates, refusals) in both languages. */
import { ApiError, defineMessages, ErrorCode } from '../../../server/plugin-api';

const TEXTS = {
  weightTotal: { 'zh-CN': '权重合计须为100', 'en-US': 'weights must add up to 100' },
  paramRange: { 'zh-CN': '参数超出范围', 'en-US': 'parameter out of range' },
  unknownParam: { 'zh-CN': '未知参数', 'en-US': 'unknown parameter' },
  unknownModule: { 'zh-CN': '台账不存在', 'en-US': 'no such ledger' },
  stepsOrder: { 'zh-CN': '区间下限须小于上限', 'en-US': 'a step’s lower bound must be below its upper bound' },
  stepsNeeded: { 'zh-CN': '请至少设置一个扣分区间', 'en-US': 'add at least one step' },
  perUnitNeeded: { 'zh-CN': '请填写每单位扣分', 'en-US': 'enter the points per unit' },
  proportionalRateOnly: { 'zh-CN': '按比例扣分仅适用于比率类规则', 'en-US': 'proportional deduction needs a rate rule' },
  deductTooHigh: { 'zh-CN': '扣分不能超过满分', 'en-US': 'a deduction cannot exceed the full score' },
  indicatorUnknown: { 'zh-CN': '指标不存在', 'en-US': 'no such indicator' },
  itemUnknown: { 'zh-CN': '指标项不存在', 'en-US': 'no such item' },
  levelsNeedZero: { 'zh-CN': '须有一个等级的最低分为0', 'en-US': 'one level must start at 0' },
  levelsDuplicate: { 'zh-CN': '等级最低分不能重复', 'en-US': 'two levels start at the same score' },
  optionIndex: { 'zh-CN': '选项不存在', 'en-US': 'no such option' },
  periodFormat: { 'zh-CN': '周期格式不正确', 'en-US': 'invalid period' },
  periodType: { 'zh-CN': '周期与评价体系的周期类型不一致', 'en-US': 'the period does not match the system’s period type' },
  periodFuture: { 'zh-CN': '该周期尚未开始', 'en-US': 'the period has not started yet' },
  systemNeeded: { 'zh-CN': '请选择评价体系', 'en-US': 'choose a system' },
  duplicateName: { 'zh-CN': '名称已存在', 'en-US': 'the name is already used' },
  runRunning: { 'zh-CN': '该周期正在计算中，请稍后', 'en-US': 'this period is being scored, try again shortly' },
  templateNotRunnable: { 'zh-CN': '模板不能直接计算，请先复制', 'en-US': 'a template cannot be scored: copy it first' },
  systemDisabled: { 'zh-CN': '评价体系已停用', 'en-US': 'the system is disabled' },
} as const;

export type AssessmentMessage = keyof typeof TEXTS;

export const { text, fieldError } = defineMessages(TEXTS);
/** 2010108 with the message in the caller's language and the field it concerns. */
export const duplicateError = (key: AssessmentMessage, field?: string): ApiError => ApiError.localized(ErrorCode.Duplicate, { ...TEXTS[key] }, field ? { field } : null);
