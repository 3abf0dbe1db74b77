/** JSON schemas of the risk routes (validation in the handler after the guards; OpenAPI docs). */
import { attachmentRefs, pagingProperties, searchText, type JsonSchema } from '../../../server/plugin-api';
import { RISK_LEVELS, RISK_LIMITS, RISK_SOURCES, RISK_STATUS_VALUES } from '../contract';

const date = { type: 'string', format: 'date' } as const;
const id = { type: 'integer', minimum: 1 } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
// As the upload control holds them (name, size, type, path besides the key), like the tasks' files.
const files = attachmentRefs(RISK_LIMITS.attachments);

export const filterProperties = {
  status: { type: 'integer', enum: [...RISK_STATUS_VALUES] },
  level: { type: 'integer', enum: [...RISK_LEVELS] },
  source: { type: 'string', enum: [...RISK_SOURCES] },
  pointId: id,
  beginDate: date,
  endDate: date,
  keyword: searchText,
} as const;

export const pageQuery: JsonSchema = { type: 'object', additionalProperties: false, properties: { ...pagingProperties, ...filterProperties } };
export const exportQuery: JsonSchema = { type: 'object', additionalProperties: false, properties: filterProperties };
export const adminPageQuery: JsonSchema = { type: 'object', additionalProperties: false, properties: { ...pagingProperties, ...filterProperties, enterpriseId: id } };

export const handleBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['measures'],
  properties: { measures: { ...text(RISK_LIMITS.measures), minLength: 1, pattern: '\\S' }, attachments: files },
};
export const ignoreBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: { reason: { ...text(RISK_LIMITS.reason), minLength: 1, pattern: '\\S' } },
};
export const decideBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['approved'],
  properties: { approved: { type: 'boolean' }, comment: text(RISK_LIMITS.comment) },
};

const manualProperties = {
  title: { ...text(RISK_LIMITS.title), minLength: 1, pattern: '\\S' },
  description: text(RISK_LIMITS.description),
  level: { type: 'integer', enum: [...RISK_LEVELS] },
  pointId: id,
  factorCode: text(20),
  occurredAt: { type: 'string', format: 'datetime' },
} as const;
export const manualBody: JsonSchema = { type: 'object', additionalProperties: false, required: ['title', 'level'], properties: { ...manualProperties, attachments: files } };
export const adminIssueBody: JsonSchema = { type: 'object', additionalProperties: false, required: ['enterpriseId', 'title', 'level'], properties: { ...manualProperties, attachments: files, enterpriseId: id } };

/** Spec §7 POST /risk/manualProblem/list: paging in the body; issue status 0/1/2 of spec §4. */
export const manualListBody: JsonSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { ...pagingProperties, status: { type: 'integer', enum: [0, 1, 2] }, keyword: searchText, mine: { type: 'boolean', default: true } },
};

export const byIdsQuery: JsonSchema = { type: 'object', additionalProperties: false, required: ['ids'], properties: { ids: { type: 'string', minLength: 1, maxLength: 1600 } } };

export const noticeQuery: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pagingProperties, readStatus: { type: 'integer', enum: [0, 1] }, beginDate: date, endDate: date, keyword: searchText },
};

const nullable = (type: string) => ({ type: [type, 'null'] });
export const riskRow: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    enterpriseId: { type: 'integer' },
    enterpriseName: { type: 'string' },
    source: { type: 'string' },
    rule: { type: 'string' },
    title: { type: 'string' },
    level: { type: 'integer' },
    status: { type: 'integer' },
    issueStatus: { type: 'integer' },
    pointId: nullable('integer'),
    pointName: nullable('string'),
    factorCode: nullable('string'),
    factorName: nullable('string'),
    beginTime: { type: 'string' },
    endTime: nullable('string'),
    createdAt: { type: 'string' },
    createdByName: nullable('string'),
  },
};
export const riskDetailData: JsonSchema = {
  type: 'object',
  properties: {
    ...(riskRow.properties as object),
    description: { type: 'string' },
    evidence: { type: 'object', additionalProperties: true },
    attachments: { type: 'array', items: { type: 'object', additionalProperties: true } },
    issuedByPlatform: { type: 'boolean' },
    ignoreReason: nullable('string'),
    measures: nullable('string'),
    measureAttachments: { type: 'array', items: { type: 'object', additionalProperties: true } },
    instanceId: nullable('integer'),
    history: { type: 'array', items: { type: 'object', additionalProperties: true } },
    approvals: { type: 'array', items: { type: 'object', additionalProperties: true } },
    myTaskId: nullable('integer'),
    actions: { type: 'object', properties: { handle: { type: 'boolean' }, ignore: { type: 'boolean' }, decide: { type: 'boolean' } } },
    series: { type: ['object', 'null'], additionalProperties: true },
  },
};
export const idData: JsonSchema = { type: 'object', properties: { id: { type: 'integer' }, instanceId: { type: 'integer' } } };
export const noticeRow: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    riskId: nullable('integer'),
    title: { type: 'string' },
    content: { type: 'string' },
    userName: { type: 'string' },
    read: { type: 'boolean' },
    readAt: nullable('string'),
    createdAt: { type: 'string' },
  },
};
