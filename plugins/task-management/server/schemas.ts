/** JSON schemas of the task routes (validation in the handler after the guards; OpenAPI docs). */
import { attachmentRefs, pagingProperties, RICH_TEXT_MAX_CHARS, searchText, type JsonSchema } from '../../../server/plugin-api';
import { TASK_LEVELS, TASK_LIMITS, TASK_SCOPES, TASK_SOURCE_TYPES, TASK_STATUS_VALUES } from '../contract';

const date = { type: 'string', format: 'date' } as const;
const id = { type: 'integer', minimum: 1 } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const required = (maxLength: number) => ({ ...text(maxLength), minLength: 1, pattern: '\\S' }) as const;
const files = attachmentRefs(TASK_LIMITS.attachments);

export const filterProperties = {
  status: { type: 'integer', enum: [...TASK_STATUS_VALUES] },
  level: { type: 'integer', enum: [...TASK_LEVELS] },
  overdue: { type: 'boolean' },
  deadlineBegin: date,
  deadlineEnd: date,
  keyword: searchText,
} as const;

export const pageQuery: JsonSchema = { type: 'object', additionalProperties: false, properties: { ...pagingProperties, ...filterProperties, scope: { type: 'string', enum: [...TASK_SCOPES], default: 'all' } } };
export const myQuery: JsonSchema = { type: 'object', additionalProperties: false, properties: { ...pagingProperties, ...filterProperties } };
export const statisticsQuery: JsonSchema = { type: 'object', additionalProperties: false, properties: { ...filterProperties, scope: { type: 'string', enum: [...TASK_SCOPES], default: 'all' } } };
export const adminPageQuery: JsonSchema = { type: 'object', additionalProperties: false, properties: { ...pagingProperties, ...filterProperties, enterpriseId: id } };
export const adminStatisticsQuery: JsonSchema = { type: 'object', additionalProperties: false, properties: { ...filterProperties, enterpriseId: id } };

const taskProperties = {
  title: required(TASK_LIMITS.title),
  // Rich text: sanitised by the server; markup may be longer than the text limit it guards.
  body: text(RICH_TEXT_MAX_CHARS * 4),
  level: { type: 'integer', enum: [...TASK_LEVELS] },
  deadline: { type: 'string', format: 'datetime' },
  attachments: files,
} as const;

export const createBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'level', 'deadline', 'assigneeId'],
  properties: {
    ...taskProperties,
    assigneeId: id,
    /** false: saved as not started (-1), issued later. */
    issue: { type: 'boolean', default: true },
    sourceType: { type: 'string', enum: [...TASK_SOURCE_TYPES] },
    sourceId: id,
    sourceTitle: text(100),
  },
};
export const editBody: JsonSchema = { type: 'object', additionalProperties: false, required: ['title', 'level', 'deadline', 'assigneeId'], properties: { ...taskProperties, assigneeId: id } };
export const adminCreateBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'level', 'deadline', 'enterpriseIds'],
  properties: { ...taskProperties, attachments: files, enterpriseIds: { type: 'array', minItems: 1, maxItems: TASK_LIMITS.enterprises, items: id } },
};
export const feedbackBody: JsonSchema = { type: 'object', additionalProperties: false, required: ['content'], properties: { content: required(TASK_LIMITS.feedback), attachments: files } };
export const completeBody: JsonSchema = { type: ['object', 'null'], additionalProperties: false, properties: { content: text(TASK_LIMITS.feedback), attachments: files } };
export const terminateBody: JsonSchema = { type: 'object', additionalProperties: false, required: ['reason'], properties: { reason: required(TASK_LIMITS.reason) } };

const nullable = (type: string) => ({ type: [type, 'null'] });
export const taskRow: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    enterpriseId: { type: 'integer' },
    enterpriseName: { type: 'string' },
    title: { type: 'string' },
    level: { type: 'integer' },
    status: { type: 'integer' },
    deadline: { type: 'string' },
    overdue: { type: 'boolean' },
    issuerArea: { type: 'string' },
    issuerName: nullable('string'),
    issuerGroupName: nullable('string'),
    assigneeId: nullable('integer'),
    assigneeName: nullable('string'),
    sourceType: nullable('string'),
    sourceId: nullable('integer'),
    createdAt: { type: 'string' },
    completedAt: nullable('string'),
  },
};
const objects = { type: 'array', items: { type: 'object', additionalProperties: true } } as const;
export const taskDetailData: JsonSchema = {
  type: 'object',
  properties: {
    ...(taskRow.properties as object),
    body: { type: 'string' },
    attachments: objects,
    sourceTitle: nullable('string'),
    terminateReason: nullable('string'),
    overdueAt: nullable('string'),
    feedback: objects,
    history: objects,
    actions: { type: 'object', additionalProperties: { type: 'boolean' } },
  },
};
export const statisticsData: JsonSchema = {
  type: 'object',
  properties: { total: { type: 'integer' }, overdue: { type: 'integer' }, byStatus: objects, byLevel: objects, byEnterprise: objects, byMonth: objects },
};
export const idData: JsonSchema = { type: 'object', properties: { id: { type: 'integer' }, feedbackId: { type: 'integer' } } };
export const idsData: JsonSchema = { type: 'object', properties: { ids: { type: 'array', items: { type: 'integer' } } } };
export const membersData: JsonSchema = { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } };
