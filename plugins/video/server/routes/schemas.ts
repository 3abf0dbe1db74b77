/** JSON schemas of the video routes (validation and /api/openapi.json). */
import { pagingProperties, searchText, type JsonSchema } from '../../../../server/plugin-api';
import { DEVICE_ID_PATTERN, POINT_NAME_MAX, SOURCE_URL_MAX, STREAM_ID_PATTERN } from '../../contract';

const nullableText = (maxLength: number, extra: JsonSchema = {}): JsonSchema => ({ type: ['string', 'null'], maxLength, ...extra });

export const POINT_RECORD: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    onlineStatus: { type: 'integer', enum: [0, 1], description: '1 online, 0 offline (spec §4 common status)' },
    enterpriseId: { type: 'integer' },
    enterpriseName: { type: 'string' },
    administrativeDivisionId: { type: ['string', 'null'] },
    administrativeDivisionName: { type: ['string', 'null'] },
    pointChildType: { type: 'string', description: 'comma list of dictionary video_point_child_type values' },
    deviceSerial: { type: 'string' },
    channelCode: { type: 'string' },
    sourceUrl: { type: ['string', 'null'], description: 'pull source; a password in it is answered as ******' },
    remark: { type: ['string', 'null'] },
    onlineCheckedAt: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
};

const pointFields: Record<string, JsonSchema> = {
  name: { type: 'string', minLength: 1, maxLength: POINT_NAME_MAX, pattern: '\\S' },
  administrativeDivisionId: nullableText(12, { pattern: '^[0-9]{6,12}$' }),
  pointChildType: { type: 'string', maxLength: 100, pattern: '^([0-9]{1,3}(,[0-9]{1,3})*)?$' },
  deviceSerial: { type: 'string', pattern: DEVICE_ID_PATTERN },
  channelCode: { type: 'string', pattern: DEVICE_ID_PATTERN },
  sourceUrl: nullableText(SOURCE_URL_MAX),
  remark: nullableText(200),
};

export const POINT_BODY: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'deviceSerial', 'channelCode'],
  properties: pointFields,
};

export const POINT_UPDATE_BODY: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'deviceSerial', 'channelCode'],
  properties: { id: { type: 'integer', minimum: 1 }, ...pointFields },
};

export const POINT_PAGE_QUERY: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pagingProperties,
    name: searchText,
    deviceSerial: searchText,
    onlineStatus: { type: 'integer', enum: [0, 1] },
    pointChildType: { type: 'string', pattern: '^[0-9]{1,3}$' },
  },
};

export const ADMIN_POINT_PAGE_QUERY: JsonSchema = {
  ...POINT_PAGE_QUERY,
  properties: { ...(POINT_PAGE_QUERY.properties as object), enterpriseId: { type: 'integer', minimum: 1 } },
};

export const DEVICE_PARAMS: JsonSchema = {
  type: 'object',
  required: ['serial', 'code'],
  properties: { serial: { type: 'string', pattern: DEVICE_ID_PATTERN }, code: { type: 'string', pattern: DEVICE_ID_PATTERN } },
};

export const STREAM_QUERY: JsonSchema = {
  type: 'object',
  required: ['streamId'],
  properties: { streamId: { type: 'string', pattern: STREAM_ID_PATTERN, description: 'streamId of the play start answer' } },
};

export const PAGING_QUERY: JsonSchema = { type: 'object', additionalProperties: false, properties: { ...pagingProperties } };

export const PLAY_ANSWER: JsonSchema = {
  type: 'object',
  properties: {
    ws_flv: { type: 'string', description: 'signed WS-FLV address (expires)' },
    wss_flv: { type: 'string', description: 'the same over TLS; on https pages the browser puts its own host name in' },
    flv: { type: 'string', description: 'signed HTTP-FLV address' },
    streamId: { type: 'string' },
    expiresAt: { type: 'string', format: 'date-time' },
  },
};

export const RECORD_STOP_ANSWER: JsonSchema = {
  type: 'object',
  properties: {
    url: { type: ['string', 'null'], description: 'signed download URL of the stored MP4; null: 录制失败' },
    file_name: { type: ['string', 'null'] },
    fileId: { type: ['integer', 'null'] },
  },
};

export const RECORDING_RECORD: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    status: { type: 'string', enum: ['recording', 'done', 'failed'] },
    startedAt: { type: 'string' },
    stoppedAt: { type: ['string', 'null'] },
    durationMs: { type: ['integer', 'null'] },
    startedByName: { type: ['string', 'null'] },
    file: { type: ['object', 'null'], description: 'File entry (url = object key) for the file list' },
  },
};

export const STREAM_RECORD: JsonSchema = {
  type: 'object',
  properties: {
    streamId: { type: 'string' },
    publishing: { type: 'boolean' },
    viewers: { type: 'integer' },
    recording: { type: 'boolean' },
    pointId: { type: ['integer', 'null'] },
    pointName: { type: ['string', 'null'] },
    enterpriseName: { type: ['string', 'null'] },
  },
};
