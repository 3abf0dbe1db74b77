/** Request and response shapes of devices and their channels. */
import { DEVICE_KIND_VALUES, DEVICE_STATUS_VALUES } from '../../../schemas/contracts/monitoring/pointTypes';
import { pagingProperties, searchText } from '../http/common';
import type { JsonSchema } from '../http/validate';

const text = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;

const deviceFields = {
  pointId: { type: 'integer', minimum: 1 },
  name: { type: 'string', minLength: 1, maxLength: 50, pattern: '\\S' },
  kind: { type: 'string', enum: DEVICE_KIND_VALUES },
  model: text(50),
  manufacturer: text(100),
  serialNo: text(64),
  installDate: { type: ['string', 'null'], format: 'date' },
  status: { type: 'string', enum: [...DEVICE_STATUS_VALUES], description: 'device_status dictionary' },
  remark: text(200),
} as const;

export const createDeviceBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['pointId', 'name', 'kind'],
  properties: deviceFields,
};

export const updateDeviceBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 }, ...deviceFields },
};

export const devicePageQuery: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pagingProperties, pointId: { type: 'integer', minimum: 1 }, name: searchText, kind: { type: 'string', enum: DEVICE_KIND_VALUES } },
};

export interface DeviceInput {
  pointId: number;
  name: string;
  kind: string;
  model?: string | null;
  manufacturer?: string | null;
  serialNo?: string | null;
  installDate?: string | null;
  status?: string;
  remark?: string | null;
}

const channelFields = {
  deviceId: { type: 'integer', minimum: 1 },
  channelNo: { type: 'integer', minimum: 1, maximum: 999 },
  name: { type: 'string', minLength: 1, maxLength: 50, pattern: '\\S' },
  factorCode: { type: ['string', 'null'], maxLength: 20 },
  unit: text(20),
  rangeMin: { type: ['number', 'null'] },
  rangeMax: { type: ['number', 'null'] },
  remark: text(200),
} as const;

export const createChannelBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['deviceId', 'channelNo', 'name'],
  properties: channelFields,
};

export const updateChannelBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 }, ...channelFields },
};

export const channelListQuery: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['deviceId'],
  properties: { deviceId: { type: 'integer', minimum: 1 } },
};

export interface ChannelInput {
  deviceId: number;
  channelNo: number;
  name: string;
  factorCode?: string | null;
  unit?: string | null;
  rangeMin?: number | null;
  rangeMax?: number | null;
  remark?: string | null;
}

export const deviceRecord: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    pointId: { type: 'integer' },
    pointName: { type: 'string' },
    name: { type: 'string' },
    kind: { type: 'string' },
    model: { type: ['string', 'null'] },
    manufacturer: { type: ['string', 'null'] },
    serialNo: { type: ['string', 'null'] },
    installDate: { type: ['string', 'null'] },
    status: { type: 'string' },
    remark: { type: ['string', 'null'] },
    channelCount: { type: 'integer' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
};

export const channelRecord: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    deviceId: { type: 'integer' },
    channelNo: { type: 'integer' },
    name: { type: 'string' },
    factorCode: { type: ['string', 'null'] },
    factorName: { type: ['string', 'null'] },
    unit: { type: ['string', 'null'] },
    rangeMin: { type: ['number', 'null'] },
    rangeMax: { type: ['number', 'null'] },
    remark: { type: ['string', 'null'] },
  },
};
