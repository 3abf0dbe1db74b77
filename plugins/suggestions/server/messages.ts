/** Server texts of the suggestions plugin in both languages. */
import { defineMessages } from '../../../server/plugin-api';

export const { text, fieldError } = defineMessages({
  required: { 'zh-CN': '不能为空', 'en-US': 'is required' },
  alreadyReplied: { 'zh-CN': '该建议已回复，不能重复回复', 'en-US': 'this suggestion has been replied to already' },
  noticeTitle: { 'zh-CN': '您的建议已回复', 'en-US': 'Your suggestion has a reply' },
});
