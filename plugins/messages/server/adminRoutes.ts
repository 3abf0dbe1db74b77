/** Back-office system messages (below /api/operation-manage/system-message): send, list, one message. */
import type { FastifyInstance } from 'fastify';
import { ADMIN_PREFIX, adminRoute, ApiError, compileInput, enterpriseOptions, idParams, pageData, parseId, type Locale, type Paging, type RouteDocs } from '../../../server/plugin-api';
import { SYSTEM_MESSAGE_KEYS as K, SYSTEM_MESSAGE_RESOURCE, type SystemMessageInput } from '../contract';
import { cleanBody } from './body';
import { fieldError } from './messages';
import * as S from './schemas';
import { knownEnterprises, messageDetail, messagePage, recipientsOf, sendMessage, type Audience, type MessageFilter } from './store';

const BASE = `${ADMIN_PREFIX}/${SYSTEM_MESSAGE_RESOURCE}`;
const tags = ['system messages: back office'];
const refuse = (field: string, key: Parameters<typeof fieldError>[1], locale: Locale) => ApiError.badParameter([fieldError(field, key, locale)], locale);

/** The chosen enterprises must be given and exist; "all" ignores any list sent along. */
async function audienceOf(app: FastifyInstance, input: SystemMessageInput, locale: Locale): Promise<Audience> {
  const adminsOnly = input.adminsOnly ?? false;
  if (input.target === 'all') return { target: 'all', enterpriseIds: [], adminsOnly };
  const ids = input.enterpriseIds ?? [];
  if (ids.length === 0) throw refuse('enterpriseIds', 'enterprisesRequired', locale);
  if ((await knownEnterprises(app.db, ids)).length !== ids.length) throw refuse('enterpriseIds', 'enterprisesUnknown', locale);
  return { target: 'chosen', enterpriseIds: ids, adminsOnly };
}

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const guarded = (key: string, docs: RouteDocs) => ({ ...adminRoute(app, docs), preHandler: [app.requireAdmin, app.requirePermission(key)] });
  const pageQuery = compileInput<MessageFilter & Paging>(S.pageQuery, 'querystring');
  const sendBody = compileInput<SystemMessageInput>(S.sendBody, 'body');

  app.get(`${BASE}/page`, guarded(K.adminView, { tags, summary: 'Sent system messages (title, sending dates) with recipient and read counts', querystring: S.pageQuery, data: pageData(S.row) }), async (req) => {
    const { pageNum, pageSize, ...filter } = pageQuery(req.query, req.locale);
    if (filter.beginDate && filter.endDate && filter.beginDate > filter.endDate) throw refuse('beginDate', 'dateOrder', req.locale);
    return messagePage(app.db, filter, { pageNum, pageSize });
  });

  app.get(`${BASE}/enterprises`, guarded(K.adminSend, { tags, summary: 'Enterprises a message can be sent to', data: S.options }), () => enterpriseOptions(app.db));

  app.get(`${BASE}/:id`, guarded(K.adminView, { tags, summary: 'One system message with its body and enterprises', params: idParams('id'), data: S.detail }), async (req) => {
    const found = await messageDetail(app.db, parseId((req.params as { id: string }).id, req.locale));
    if (!found) throw ApiError.notFound();
    return found;
  });

  app.post(BASE, guarded(K.adminSend, { tags, summary: 'Send a system message to every member (or admin) of all or the chosen enterprises; rich bodies are sanitised', body: S.sendBody, data: S.sent }), async (req) => {
    const input = sendBody(req.body, req.locale);
    const { body, text } = cleanBody(input.bodyFormat, input.body, req.locale);
    const audience = await audienceOf(app, input, req.locale);
    const message = { title: input.title.trim(), bodyFormat: input.bodyFormat, body, text, link: input.link || null };
    return app.db.transaction(async (tx) => {
      const recipients = await recipientsOf(tx, audience);
      if (recipients.length === 0) throw refuse('enterpriseIds', 'noRecipients', req.locale);
      return { id: await sendMessage(tx, message, audience, recipients, req.auth!.userId), recipientCount: recipients.length };
    });
  });
}
