/** Server texts of the back office's system messages (refusals) in both languages. */
import { defineMessages } from '../../../server/plugin-api';

const TEXTS = {
  bodyEmpty: { 'zh-CN': '正文不能为空', 'en-US': 'the body is empty' },
  enterprisesRequired: { 'zh-CN': '请选择接收企业', 'en-US': 'choose the enterprises to send to' },
  enterprisesUnknown: { 'zh-CN': '所选企业不存在', 'en-US': 'a chosen enterprise does not exist' },
  noRecipients: { 'zh-CN': '所选企业没有可接收消息的用户，消息未发送', 'en-US': 'the chosen enterprises have no users to receive the message; nothing was sent' },
  dateOrder: { 'zh-CN': '开始日期不能晚于结束日期', 'en-US': 'the start date is after the end date' },
} as const;

export const { fieldError } = defineMessages(TEXTS);
