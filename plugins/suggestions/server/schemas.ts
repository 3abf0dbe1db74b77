/** JSON schemas of the suggestion routes (validated in the handler after the guards; OpenAPI docs). */
import { pagingProperties, searchText, type JsonSchema } from '../../../server/plugin-api';
import { SUGGEST_LIMITS } from '../contract';

const nonBlank = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
const files = {
  type: 'array',
  maxItems: SUGGEST_LIMITS.attachments,
  items: { type: 'object', required: ['url'], properties: { url: { type: 'string', minLength: 1, maxLength: 512 } } },
} as const;
const replyStatus = { type: 'integer', enum: [0, 1] } as const;

export const createBody: JsonSchema = { type: 'object', additionalProperties: false, required: ['content'], properties: { content: nonBlank(SUGGEST_LIMITS.content), attachments: files } };
export const pageQuery: JsonSchema = { type: 'object', additionalProperties: false, properties: { ...pagingProperties, replyStatus, keyword: searchText } };
export const adminPageQuery: JsonSchema = { type: 'object', additionalProperties: false, properties: { ...pagingProperties, replyStatus, keyword: searchText, enterpriseId: { type: 'integer', minimum: 1 } } };
export const replyBody: JsonSchema = { type: 'object', additionalProperties: false, required: ['reply'], properties: { reply: nonBlank(SUGGEST_LIMITS.reply) } };

const attachment = { type: 'object', properties: { name: { type: 'string' }, size: { type: 'integer' }, type: { type: 'string' }, url: { type: 'string' }, path: { type: 'string' } } };
export const row: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    content: { type: 'string' },
    replyStatus,
    createdAt: { type: 'string' },
    repliedAt: { type: ['string', 'null'] },
    userName: { type: 'string' },
    enterpriseName: { type: 'string' },
  },
};
export const detail: JsonSchema = { ...row, properties: { ...(row.properties as object), reply: { type: ['string', 'null'] }, attachments: { type: 'array', items: attachment } } };
