import { PREHASH_PATTERN } from '../../../data-providers/password';

/** Request and response schemas of the identity routes (data part; routes wrap it in the envelope). */

export const prehashedPassword = {
  type: 'string',
  pattern: PREHASH_PATTERN,
  description: 'hex SHA-256 of PASSWORD_SALT + password (data-providers/password.ts)',
} as const;

export const phoneLoginBody = {
  type: 'object',
  required: ['phone', 'password'],
  properties: {
    phone: {
      type: 'string',
      pattern: '^(1\\d{10}|[A-Za-z][A-Za-z0-9_.@-]{1,63})$',
      description: '11-digit mobile number, or the account name (spec §2: account or phone)',
    },
    password: prehashedPassword,
    clientType: { type: 'integer', enum: [0], default: 0 },
  },
} as const;

export const accountLoginBody = {
  type: 'object',
  required: ['account', 'password'],
  properties: {
    account: { type: 'string', minLength: 1, maxLength: 64, description: 'back-office account or phone' },
    password: prehashedPassword,
  },
} as const;

export const expireTime = { type: 'integer', description: 'session expiry, epoch milliseconds' } as const;

export const clientLoginData = {
  type: 'object',
  required: ['token', 'userId', 'name', 'phone', 'expireTime'],
  properties: {
    token: { type: 'string' },
    userId: { type: 'integer' },
    name: { type: 'string' },
    phone: { type: 'string' },
    expireTime,
  },
} as const;

export const adminLoginData = {
  type: 'object',
  required: ['token', 'userId', 'name', 'phone', 'expireTime'],
  properties: { ...clientLoginData.properties, account: { type: ['string', 'null'] } },
} as const;

export const heartbeatData = { type: 'object', required: ['expireTime'], properties: { expireTime } } as const;

export const enterpriseListData = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'name', 'type', 'actived', 'expired', 'target', 'trial'],
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      type: { type: 'integer', description: '0 enterprise (archive must be complete), 1 management group' },
      actived: { type: 'integer', description: '1 enabled, 0 disabled' },
      expired: { type: 'boolean' },
      target: { type: 'integer' },
      editionId: { type: ['integer', 'null'] },
      trial: { type: 'boolean' },
    },
  },
} as const;

export const userInfoData = {
  type: 'object',
  required: ['id', 'name', 'phone', 'roleNameList', 'expireTime', 'permissions'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    phone: { type: 'string' },
    account: { type: ['string', 'null'] },
    roleNameList: { type: 'array', items: { type: 'string' } },
    expireTime,
    permissions: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const adminInfoData = {
  type: 'object',
  required: ['id', 'name', 'phone', 'roleNameList', 'permissions'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    phone: { type: 'string' },
    account: { type: ['string', 'null'] },
    roleNameList: { type: 'array', items: { type: 'string' } },
    expireTime,
    permissions: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const noQuery = { type: 'object', properties: {}, additionalProperties: true } as const;
