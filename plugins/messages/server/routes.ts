import type { FastifyInstance } from 'fastify';
import { envelopeSchema, markAllRead, markRead, NOTICE_TYPES, noticePage, type NoticeOwner, type NoticePageQuery } from '../../../server/plugin-api';

const NOTICE_TYPE_VALUES: readonly number[] = Object.values(NOTICE_TYPES);

const APP = '/api/enterprise-side-app';
const tags = ['notices'];
const security = [{ token: [], enterpriseId: [] }];
const noticeType = { type: 'integer', enum: [...NOTICE_TYPE_VALUES] } as const;

const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageNum: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    type: noticeType,
    readStatus: { type: 'integer', enum: [0, 1] },
  },
} as const;

const pageData = {
  type: 'object',
  properties: {
    records: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          type: { type: 'integer' },
          title: { type: 'string' },
          content: { type: 'string' },
          bizId: { type: ['string', 'null'] },
          link: { type: ['string', 'null'] },
          read: { type: 'boolean' },
          createdAt: { type: 'string' },
        },
      },
    },
    total: { type: 'integer' },
    typeCount: { type: 'array', items: { type: 'object', properties: { type: { type: 'integer' }, count: { type: 'integer' } } } },
    unreadTotal: { type: 'integer' },
  },
} as const;

const updatedData = { type: 'object', properties: { updated: { type: 'integer' } } } as const;

function owner(request: { auth?: { userId: number; enterpriseId?: number } }): NoticeOwner {
  return { userId: request.auth!.userId, enterpriseId: request.auth!.enterpriseId! };
}

/** user/notice/page, user/notice/read, user/notice/allRead (spec §7): the caller's own notices in the header's enterprise. */
export async function noticeRoutes(app: FastifyInstance) {
  app.get<{ Querystring: NoticePageQuery }>(
    `${APP}/user/notice/page`,
    {
      preHandler: app.requireEnterprise,
      schema: {
        tags,
        summary: 'A page of my notices, newest first; typeCount = unread count per type',
        security,
        querystring: pageQuery,
        response: { 200: envelopeSchema(pageData) },
      },
    },
    (request) => noticePage(app.db, owner(request), request.query),
  );

  app.put<{ Body: { ids: number[] } }>(
    `${APP}/user/notice/read`,
    {
      preHandler: app.requireEnterprise,
      schema: {
        tags,
        summary: 'Mark my notices read',
        security,
        body: {
          type: 'object',
          required: ['ids'],
          additionalProperties: false,
          properties: { ids: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'integer', minimum: 1 } } },
        },
        response: { 200: envelopeSchema(updatedData) },
      },
    },
    async (request) => ({ updated: await markRead(app.db, owner(request), request.body.ids) }),
  );

  app.put<{ Body: { type?: number } | null }>(
    `${APP}/user/notice/allRead`,
    {
      preHandler: app.requireEnterprise,
      schema: {
        tags,
        summary: 'Mark all my notices read (optionally of one type)',
        security,
        body: { type: ['object', 'null'], additionalProperties: false, properties: { type: noticeType } },
        response: { 200: envelopeSchema(updatedData) },
      },
    },
    async (request) => ({ updated: await markAllRead(app.db, owner(request), request.body?.type ?? undefined) }),
  );
}
