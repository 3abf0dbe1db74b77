/** JSON schemas of the workflow routes (validation inside the handler and /api/openapi.json). */
import { pagingProperties, searchText, type JsonSchema } from '../../../server/plugin-api';

export const tags = ['workflow'];

const nullableString = { type: ['string', 'null'] } as const;
const anyObject = { type: 'object', additionalProperties: true } as const;
/** Widgets of the task's (start's) designer form the renderer had hidden: their rules were off. */
const formHidden = { type: 'array', maxItems: 2000, items: { type: 'string', maxLength: 64 } } as const;

export const TASK_PAGE_QUERY: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pagingProperties, examineStatus: { type: 'integer', enum: [0, 1], default: 0 }, keyword: searchText, businessType: { type: 'string', maxLength: 64 } },
};

export const INSTANCE_PAGE_QUERY: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pagingProperties, status: { type: 'integer', enum: [1, 2, 3, 4] }, keyword: searchText, businessType: { type: 'string', maxLength: 64 } },
};

export const MODEL_PAGE_QUERY: JsonSchema = { type: 'object', additionalProperties: false, properties: { ...pagingProperties, keyword: searchText } };

export const COMPLETE_BODY: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['taskId', 'approved'],
  properties: {
    taskId: { type: 'integer', minimum: 1 },
    approved: { type: 'boolean' },
    comment: { type: 'string', maxLength: 500 },
    formData: anyObject,
    formHidden,
  },
};

export const APPLICATION_BODY: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['processKey', 'title'],
  properties: {
    processKey: { type: 'string', minLength: 1, maxLength: 64 },
    title: { type: 'string', minLength: 1, maxLength: 100 },
    formData: anyObject,
    formHidden,
  },
};

export const MODEL_BODY: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['xml'],
  properties: {
    name: { type: 'string', maxLength: 100 },
    category: { type: 'string', maxLength: 64 },
    // A model is a few kB to a few hundred kB; 2 MB keeps a wrong upload from filling the table.
    xml: { type: 'string', minLength: 1, maxLength: 2_000_000 },
    svg: { type: 'string', maxLength: 4_000_000 },
  },
};

export const TASK_ROW: JsonSchema = {
  type: 'object',
  properties: {
    taskId: { type: 'integer' },
    instanceId: { type: 'integer' },
    title: { type: 'string' },
    taskName: { type: 'string' },
    businessType: { type: 'string' },
    starterName: nullableString,
    examineStatus: { type: 'integer', description: '0 pending, 1 completed' },
    outcome: nullableString,
    instanceStatus: { type: 'integer' },
    dueAt: nullableString,
    createdAt: { type: 'string' },
    completedAt: nullableString,
  },
};

export const INSTANCE_ROW: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    businessType: { type: 'string' },
    businessKey: nullableString,
    processName: { type: 'string' },
    starterName: nullableString,
    status: { type: 'integer', description: 'audit status: 1 pending review, 2 rejected, 3 passed, 4 cancelled' },
    currentTasks: nullableString,
    createdAt: { type: 'string' },
    endedAt: nullableString,
  },
};

export const INSTANCE_INFO: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    processKey: { type: 'string' },
    processName: { type: 'string' },
    status: { type: 'integer' },
    formData: anyObject,
    xml: { type: 'string' },
    tasks: { type: 'array', items: anyObject },
    history: { type: 'array', items: anyObject },
    highlight: {
      type: 'object',
      properties: {
        takenFlows: { type: 'array', items: { type: 'string' } },
        completedActivities: { type: 'array', items: { type: 'string' } },
        rejectedActivities: { type: 'array', items: { type: 'string' } },
        pendingActivities: { type: 'array', items: { type: 'string' } },
      },
    },
    myTaskId: { type: ['integer', 'null'] },
    startForm: { type: ['object', 'null'], properties: { formKey: { type: 'string' }, version: { type: 'integer' } } },
    forms: { type: 'array', items: anyObject },
  },
};

export const COMPLETE_RESULT: JsonSchema = {
  type: 'object',
  properties: { instanceId: { type: 'integer' }, status: { type: 'integer' }, tasks: { type: 'array', items: anyObject } },
};

export const MODEL_ROW: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, processKey: { type: 'string' }, name: { type: 'string' }, category: nullableString, updatedAt: { type: 'string' }, version: { type: ['integer', 'null'] } },
};

export const MODEL_DETAIL: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, processKey: { type: 'string' }, name: { type: 'string' }, category: nullableString, xml: { type: 'string' }, svg: nullableString },
};

export const DEPLOYED: JsonSchema = { type: 'object', properties: { id: { type: 'integer' }, processKey: { type: 'string' }, name: { type: 'string' }, version: { type: 'integer' } } };

export const CANDIDATES: JsonSchema = {
  type: 'object',
  properties: {
    users: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } },
    roles: { type: 'array', items: { type: 'object', properties: { roleId: { type: 'integer' }, roleName: { type: 'string' } } } },
    forms: { type: 'array', items: { type: 'object', properties: { formKey: { type: 'string' }, name: { type: 'string' } } } },
  },
};

export const STARTABLE: JsonSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { id: { type: 'integer' }, processKey: { type: 'string' }, name: { type: 'string' }, category: nullableString, version: { type: 'integer' }, startFormKey: nullableString },
  },
};
