/** Server texts of the task plugin (refusals, notices) in both languages. */
import { ApiError, defineMessages, type Locale } from '../../../server/plugin-api';
import type { TaskAction, TaskStatus } from '../contract';

const STATUS_NAMES: Record<TaskStatus, Record<Locale, string>> = {
  [-1]: { 'zh-CN': '未开始', 'en-US': 'not started' },
  0: { 'zh-CN': '待处理', 'en-US': 'pending' },
  1: { 'zh-CN': '进行中', 'en-US': 'in progress' },
  2: { 'zh-CN': '已完成', 'en-US': 'completed' },
  3: { 'zh-CN': '已终止', 'en-US': 'terminated' },
};

const ACTION_NAMES: Record<TaskAction, Record<Locale, string>> = {
  issue: { 'zh-CN': '下发', 'en-US': 'issued' },
  edit: { 'zh-CN': '修改', 'en-US': 'edited' },
  delete: { 'zh-CN': '删除', 'en-US': 'deleted' },
  start: { 'zh-CN': '开始处理', 'en-US': 'started' },
  feedback: { 'zh-CN': '反馈', 'en-US': 'given feedback' },
  complete: { 'zh-CN': '完成', 'en-US': 'completed' },
  terminate: { 'zh-CN': '终止', 'en-US': 'terminated' },
};

const TEXTS = {
  dateOrder: { 'zh-CN': '开始日期不能晚于结束日期', 'en-US': 'the start date is after the end date' },
  pastDeadline: { 'zh-CN': '截止时间不能早于当前时间', 'en-US': 'the deadline has already passed' },
  notMember: { 'zh-CN': '执行人不是本企业的有效用户', 'en-US': 'the assignee is not an active user of the enterprise' },
  unknownEnterprise: { 'zh-CN': '企业不存在', 'en-US': 'no such enterprise' },
  notIssuer: { 'zh-CN': '只有任务下发人可以执行此操作', 'en-US': 'only the issuer of the task may do this' },
  notWorker: { 'zh-CN': '只有任务执行人可以执行此操作', 'en-US': 'only the assignee of the task may do this' },
  emptyBody: { 'zh-CN': '任务内容不能为空', 'en-US': 'the task has no content' },
  bodyTooLong: { 'zh-CN': '任务内容不能超过100000个字符', 'en-US': 'the content is longer than 100000 characters' },
} as const;

export const { text, fieldError } = defineMessages(TEXTS);
export const statusName = (status: TaskStatus, locale: Locale): string => STATUS_NAMES[status][locale];

/** 2010102 naming the status and why the action is refused, e.g. `status: 当前状态“已完成”不能终止`. */
export function transitionRefused(action: TaskAction, status: TaskStatus, locale: Locale): ApiError {
  const message =
    locale === 'en-US'
      ? `a task that is ${STATUS_NAMES[status]['en-US']} cannot be ${ACTION_NAMES[action]['en-US']}`
      : `当前状态“${STATUS_NAMES[status]['zh-CN']}”不能${ACTION_NAMES[action]['zh-CN']}`;
  return ApiError.badParameter([{ field: 'status', message }], locale);
}

export const LEVEL_NAMES: Record<number, string> = { 1: '一般', 2: '重要', 3: '紧急' };
