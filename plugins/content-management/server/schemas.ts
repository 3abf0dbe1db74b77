/** JSON schemas of the content-management routes (validation in the handler after the guards; OpenAPI docs). */
import { pagingProperties, RICH_TEXT_MAX_CHARS, searchText, type JsonSchema } from '../../../server/plugin-api';
import { CONTENT_LIMITS, NEWS_STATUS_VALUES, SYNOPSIS_STATUS_VALUES } from '../contract';

const date = { type: 'string', format: 'date' } as const;

/** Enterprise users: search by title and publication date. */
const headlineFilter = { title: searchText, beginDate: date, endDate: date } as const;
export const headlineQuery: JsonSchema = { type: 'object', additionalProperties: false, properties: { ...pagingProperties, ...headlineFilter } };
export const adminQuery: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pagingProperties,
    ...headlineFilter,
    newsStatus: { type: 'integer', enum: [...NEWS_STATUS_VALUES] },
    synopsisStatus: { type: 'integer', enum: [...SYNOPSIS_STATUS_VALUES] },
  },
};

const articleProperties = {
  title: { type: 'string', minLength: 1, maxLength: CONTENT_LIMITS.title, pattern: '\\S' },
  synopsis: { type: 'string', maxLength: CONTENT_LIMITS.synopsis },
  // Markup around 100000 characters of text; the sanitiser cuts anything longer before parsing.
  body: { type: 'string', minLength: 1, maxLength: 20 * RICH_TEXT_MAX_CHARS },
} as const;
export const createBody: JsonSchema = { type: 'object', additionalProperties: false, required: ['title', 'body'], properties: articleProperties };
export const updateBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'body'],
  properties: { id: { type: 'integer', minimum: 1 }, ...articleProperties },
};

const headlineProperties = {
  id: { type: 'integer' },
  title: { type: 'string' },
  synopsis: { type: ['string', 'null'] },
  readCount: { type: 'integer' },
  publishedAt: { type: 'string' },
} as const;
export const headlineRow: JsonSchema = { type: 'object', properties: headlineProperties };
export const headlineDetail: JsonSchema = { type: 'object', properties: { ...headlineProperties, body: { type: 'string' } } };

const articleRowProperties = {
  id: { type: 'integer' },
  title: { type: 'string' },
  newsStatus: { type: 'integer', enum: [...NEWS_STATUS_VALUES] },
  synopsisStatus: { type: 'integer', enum: [...SYNOPSIS_STATUS_VALUES] },
  readCount: { type: 'integer' },
  publishedAt: { type: ['string', 'null'] },
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
  createdByName: { type: ['string', 'null'] },
} as const;
export const articleRow: JsonSchema = { type: 'object', properties: articleRowProperties };
export const articleDetail: JsonSchema = { type: 'object', properties: { ...articleRowProperties, synopsis: { type: 'string' }, body: { type: 'string' } } };
export const idData: JsonSchema = { type: 'object', properties: { id: { type: 'integer' } } };
