/**
 * The reply state machine (spec §4 reply status; docs/decisions.md "Suggestions"): 0 awaiting → 1
 * replied, once. The row is locked, so two operators replying at once give one reply and one refusal;
 * the author's notice is written in the same transaction, so it exists iff the reply does.
 */
import { ApiError, createNotice, NOTICE_TYPES, type Db, type Locale } from '../../../server/plugin-api';
import { REPLY_STATUS, SUGGEST_ROUTES } from '../contract';
import { fieldError, text } from './messages';
import { findSuggestion, storeReply } from './store';

export async function replyToSuggestion(db: Pick<Db, 'transaction'>, id: number, reply: string, by: number, locale: Locale): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findSuggestion(tx, id, true);
    if (!found) throw ApiError.notFound();
    if (found.replyStatus !== REPLY_STATUS.awaiting) throw ApiError.badParameter([fieldError('replyStatus', 'alreadyReplied', locale)], locale);
    const trimmed = reply.trim();
    await storeReply(tx, id, trimmed, by);
    await createNotice(tx, {
      userId: found.userId,
      enterpriseId: found.enterpriseId,
      type: NOTICE_TYPES.suggestion,
      // The author reads it in the language of the platform's default locale.
      title: `${text('noticeTitle', 'zh-CN')}：${found.content.slice(0, 40)}`,
      content: trimmed,
      bizId: String(id),
      link: `${SUGGEST_ROUTES.messageDetail}/${id}`,
    });
  });
}
