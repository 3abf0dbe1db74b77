/** Request and response shapes of point management (JSON Schema, validated in the handlers). */
import { LOGGER_PASSWORD_PATTERN, MN_PATTERN, POINT_TYPE_VALUES } from '../../../schemas/contracts/monitoring/pointTypes';
import { pagingProperties, searchText } from '../http/common';
import type { JsonSchema } from '../http/validate';

// Defined in point-types.ts (browser-safe) so the point form checks the same patterns.
export { LOGGER_PASSWORD_PATTERN, MN_PATTERN };

const limit = { type: ['number', 'null'], minimum: -1e12, maximum: 1e12 } as const;

export const pointFactorInput = {
  type: 'object',
  additionalProperties: false,
  required: ['factorCode'],
  properties: {
    factorCode: { type: 'string', minLength: 1, maxLength: 20 },
    alarmMin: limit,
    alarmMax: limit,
    warnMin: limit,
    warnMax: limit,
  },
} as const;

const pointFields = {
  name: { type: 'string', minLength: 1, maxLength: 50, pattern: '\\S' },
  code: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z_-]+$', description: 'outlet code, e.g. DW001' },
  type: { type: 'string', enum: POINT_TYPE_VALUES },
  mn: { type: 'string', pattern: MN_PATTERN, description: 'data logger MN' },
  password: { type: 'string', pattern: LOGGER_PASSWORD_PATTERN, description: 'data logger PW (stored as a hash, never returned)' },
  rtdInterval: { type: 'integer', minimum: 30, maximum: 3600, description: 'seconds between real-time uploads' },
  enabled: { type: 'boolean' },
  longitude: { type: ['number', 'null'], minimum: -180, maximum: 180 },
  latitude: { type: ['number', 'null'], minimum: -90, maximum: 90 },
  remark: { type: ['string', 'null'], maxLength: 200 },
  factors: { type: 'array', maxItems: 50, items: pointFactorInput },
} as const;

export const createPointBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'code', 'type', 'mn', 'password'],
  properties: pointFields,
};

export const updatePointBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 }, ...pointFields },
};

export const pointPageQuery: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pagingProperties,
    name: searchText,
    code: searchText,
    mn: searchText,
    type: { type: 'string', enum: POINT_TYPE_VALUES },
  },
};

export interface PointFactorInput {
  factorCode: string;
  alarmMin?: number | null;
  alarmMax?: number | null;
  warnMin?: number | null;
  warnMax?: number | null;
}

export interface PointInput {
  name: string;
  code: string;
  type: string;
  mn: string;
  password?: string;
  rtdInterval?: number;
  enabled?: boolean;
  longitude?: number | null;
  latitude?: number | null;
  remark?: string | null;
  factors?: PointFactorInput[];
}

export const pointFactorRecord: JsonSchema = {
  type: 'object',
  properties: {
    factorCode: { type: 'string' },
    factorName: { type: ['string', 'null'] },
    unit: { type: ['string', 'null'] },
    alarmMin: { type: ['number', 'null'] },
    alarmMax: { type: ['number', 'null'] },
    warnMin: { type: ['number', 'null'] },
    warnMax: { type: ['number', 'null'] },
  },
};

export const pointRecord: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    code: { type: 'string' },
    type: { type: 'string' },
    mn: { type: 'string' },
    rtdInterval: { type: 'integer' },
    enabled: { type: 'boolean' },
    longitude: { type: ['number', 'null'] },
    latitude: { type: ['number', 'null'] },
    remark: { type: ['string', 'null'] },
    online: { type: 'boolean' },
    lastSeenAt: { type: ['string', 'null'] },
    factorCount: { type: 'integer' },
    factors: { type: 'array', items: pointFactorRecord },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
};
