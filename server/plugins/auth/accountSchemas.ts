import { prehashedPassword } from './schemas';

/**
 * Schemas of the sign-up, code and account-change calls. Phones, codes and names are typed loosely here
 * and checked in the handlers, so the user reads the spec's sentence (请填写正确格式的手机号码...) rather
 * than a generic schema message.
 */
export const phoneField = { type: 'string', maxLength: 32, description: '11-digit mobile number' } as const;
export const codeField = { type: 'string', maxLength: 32, description: '6-digit SMS verification code' } as const;
export const nameField = { type: 'string', maxLength: 64, description: 'person name, at most 10 characters' } as const;

export const phoneParams = { type: 'object', required: ['phone'], properties: { phone: phoneField } } as const;

export const codeLoginBody = {
  type: 'object',
  required: ['phone', 'code'],
  properties: { phone: phoneField, code: codeField, clientType: { type: 'integer', enum: [0], default: 0 } },
} as const;

export const registerBody = {
  type: 'object',
  required: ['phone', 'code', 'name', 'password'],
  properties: { phone: phoneField, code: codeField, name: nameField, password: prehashedPassword },
} as const;

export const resetPasswordBody = {
  type: 'object',
  required: ['phone', 'code', 'password'],
  properties: { phone: phoneField, code: codeField, password: prehashedPassword },
} as const;

export const thirdPartyLoginBody = {
  type: 'object',
  required: ['phone', 'password'],
  properties: {
    phone: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 256 },
    clientType: { type: 'integer', enum: [0], default: 0 },
  },
} as const;

export const nameBody = { type: 'object', required: ['name'], properties: { name: nameField } } as const;
export const nameQuery = { type: 'object', required: ['name'], properties: { name: nameField } } as const;

export const changePasswordBody = {
  type: 'object',
  required: ['code', 'password'],
  properties: { code: codeField, password: prehashedPassword, phone: phoneField },
} as const;

export const phoneStepBody = {
  type: 'object',
  required: ['code', 'phoneNumber'],
  properties: { code: codeField, phoneNumber: phoneField },
} as const;

export const phoneCodeQuery = {
  type: 'object',
  properties: { phoneNumber: phoneField, phone: phoneField },
  additionalProperties: true,
} as const;

export const adminPasswordBody = {
  type: 'object',
  required: ['account', 'code', 'password'],
  properties: { account: { type: 'string', minLength: 1, maxLength: 64 }, code: codeField, password: prehashedPassword },
} as const;

export const booleanData = { type: 'boolean' } as const;
export const stringData = { type: 'string' } as const;
