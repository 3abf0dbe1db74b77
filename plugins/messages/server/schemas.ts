/** JSON schemas of the system-message routes (validation in the handler after the guards; OpenAPI docs). */
import { pagingProperties, RICH_TEXT_MAX_CHARS, searchText, type JsonSchema } from '../../../server/plugin-api';
import { BODY_FORMATS, LINK_PATTERN, SYSTEM_MESSAGE_LIMITS as L, TARGETS } from '../contract';

const date = { type: 'string', format: 'date' } as const;

export const pageQuery: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pagingProperties, title: searchText, beginDate: date, endDate: date },
};

export const sendBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'bodyFormat', 'body', 'target'],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: L.title, pattern: '\\S' },
    bodyFormat: { type: 'string', enum: [...BODY_FORMATS] },
    // Markup around 100000 characters of text; the sanitiser cuts anything longer before parsing.
    body: { type: 'string', minLength: 1, maxLength: 20 * RICH_TEXT_MAX_CHARS },
    link: { type: ['string', 'null'], maxLength: L.link, pattern: LINK_PATTERN },
    target: { type: 'string', enum: [...TARGETS] },
    enterpriseIds: { type: 'array', maxItems: L.enterprises, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
    adminsOnly: { type: 'boolean' },
  },
};

const rowProperties = {
  id: { type: 'integer' },
  title: { type: 'string' },
  target: { type: 'string', enum: [...TARGETS] },
  adminsOnly: { type: 'boolean' },
  enterpriseCount: { type: 'integer' },
  recipientCount: { type: 'integer' },
  readCount: { type: 'integer' },
  createdAt: { type: 'string' },
  createdByName: { type: ['string', 'null'] },
} as const;
export const row: JsonSchema = { type: 'object', properties: rowProperties };
const option = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } as const;
export const detail: JsonSchema = {
  type: 'object',
  properties: { ...rowProperties, bodyFormat: { type: 'string' }, body: { type: 'string' }, link: { type: ['string', 'null'] }, enterprises: { type: 'array', items: option } },
};
export const options: JsonSchema = { type: 'array', items: option };
export const sent: JsonSchema = { type: 'object', properties: { id: { type: 'integer' }, recipientCount: { type: 'integer' } } };
