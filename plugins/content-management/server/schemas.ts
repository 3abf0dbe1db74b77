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

// Files as the upload answered them; only the key counts (the server reads the rest from the file table).
const fileRef = {
  type: 'object',
  required: ['url'],
  properties: {
    url: { type: 'string', minLength: 1, maxLength: 1024 },
    name: { type: 'string', maxLength: 255 },
    size: { type: 'integer', minimum: 0 },
    type: { type: 'string', maxLength: 255 },
    path: { type: 'string', maxLength: 4096 },
  },
} as const;
const storedFile = { type: 'object', properties: { name: { type: 'string' }, size: { type: 'integer' }, type: { type: 'string' }, url: { type: 'string' }, path: { type: 'string' } } } as const;

const articleProperties = {
  title: { type: 'string', minLength: 1, maxLength: CONTENT_LIMITS.title, pattern: '\\S' },
  synopsis: { type: 'string', maxLength: CONTENT_LIMITS.synopsis },
  // Markup around 100000 characters of text; the sanitiser cuts anything longer before parsing.
  body: { type: 'string', minLength: 1, maxLength: 20 * RICH_TEXT_MAX_CHARS },
  cover: { ...fileRef, type: ['object', 'null'] },
  attachments: { type: 'array', maxItems: CONTENT_LIMITS.attachments, items: fileRef },
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
  cover: { ...storedFile, type: ['object', 'null'] },
} as const;
export const headlineRow: JsonSchema = { type: 'object', properties: headlineProperties };
export const headlineDetail: JsonSchema = { type: 'object', properties: { ...headlineProperties, body: { type: 'string' }, attachments: { type: 'array', items: storedFile } } };
export const fileUrlQuery: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['url'],
  properties: { url: { type: 'string', minLength: 1, maxLength: 1024 }, attachment: { type: 'boolean' } },
};
export const signedUrl: JsonSchema = { type: 'object', properties: { url: { type: 'string' } } };

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
export const articleDetail: JsonSchema = {
  type: 'object',
  properties: {
    ...articleRowProperties,
    synopsis: { type: 'string' },
    body: { type: 'string' },
    cover: { ...storedFile, type: ['object', 'null'] },
    attachments: { type: 'array', items: storedFile },
  },
};
export const idData: JsonSchema = { type: 'object', properties: { id: { type: 'integer' } } };
