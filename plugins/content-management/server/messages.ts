/** Server texts of content-management (refusals) in both languages. */
import { ApiError, defineMessages, type Locale } from '../../../server/plugin-api';
import type { NewsStatus, SynopsisStatus } from '../contract';

const NEWS_NAMES: Record<NewsStatus, Record<Locale, string>> = {
  0: { 'zh-CN': '未发布', 'en-US': 'unpublished' },
  1: { 'zh-CN': '已发布', 'en-US': 'published' },
  2: { 'zh-CN': '已撤回', 'en-US': 'withdrawn' },
};

const SYNOPSIS_NAMES: Record<SynopsisStatus, Record<Locale, string>> = {
  0: { 'zh-CN': '已撤回', 'en-US': 'withdrawn' },
  1: { 'zh-CN': '未发布', 'en-US': 'unpublished' },
  2: { 'zh-CN': '已发布', 'en-US': 'published' },
};

const ACTIONS = {
  publish: { 'zh-CN': '发布', 'en-US': 'published' },
  withdraw: { 'zh-CN': '撤回', 'en-US': 'withdrawn' },
  edit: { 'zh-CN': '编辑', 'en-US': 'edited' },
  remove: { 'zh-CN': '删除', 'en-US': 'deleted' },
} as const satisfies Record<string, Record<Locale, string>>;
type Action = keyof typeof ACTIONS;

const TEXTS = {
  bodyEmpty: { 'zh-CN': '正文不能为空', 'en-US': 'the body is empty' },
  synopsisEmpty: { 'zh-CN': '摘要为空，不能发布', 'en-US': 'an empty synopsis cannot be published' },
  synopsisNeedsArticle: { 'zh-CN': '文章未发布，不能发布摘要', 'en-US': 'the synopsis can be published only while the article is' },
  dateOrder: { 'zh-CN': '开始日期不能晚于结束日期', 'en-US': 'the start date is after the end date' },
} as const;

export const { text, fieldError } = defineMessages(TEXTS);

/** 2010102 naming the state field and why the action is refused in that state. */
function refused(field: string, subject: Record<Locale, string>, state: Record<Locale, string>, action: Action, locale: Locale): ApiError {
  const message =
    locale === 'en-US'
      ? `${subject['en-US']} that is ${state['en-US']} cannot be ${ACTIONS[action]['en-US']}`
      : `${subject['zh-CN']}当前状态“${state['zh-CN']}”不能${ACTIONS[action]['zh-CN']}`;
  return ApiError.badParameter([{ field, message }], locale);
}

/** e.g. `newsStatus: 当前状态“已发布”不能编辑`. */
export function newsRefused(action: Action, status: NewsStatus, locale: Locale): ApiError {
  return refused('newsStatus', { 'zh-CN': '', 'en-US': 'an article' }, NEWS_NAMES[status], action, locale);
}

/** e.g. `synopsisStatus: 摘要当前状态“未发布”不能撤回`. */
export function synopsisRefused(action: 'publish' | 'withdraw', status: SynopsisStatus, locale: Locale): ApiError {
  return refused('synopsisStatus', { 'zh-CN': '摘要', 'en-US': 'a synopsis' }, SYNOPSIS_NAMES[status], action, locale);
}
