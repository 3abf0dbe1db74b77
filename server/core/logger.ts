import type { FastifyServerOptions } from 'fastify';

/**
 * Secrets never reach the log: headers carrying tokens or cookies and any field that looks like a
 * password or token are censored wherever they appear in a logged object (up to four levels deep).
 */
const SECRET_KEYS = ['authorization', 'Authorization', 'cookie', 'Cookie', 'password', 'newPassword', 'oldPassword', 'token', 'accessToken', 'secret', 'secretKey', 'accessKeySecret', 'browserKey', 'tk'];

export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
  ...SECRET_KEYS.map((k) => `*.*.${k}`),
  ...SECRET_KEYS.map((k) => `*.*.*.${k}`),
  'res.headers["set-cookie"]',
  'headers["set-cookie"]',
];

export function loggerOptions(level: string, overrides: object = {}): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...overrides,
  };
}
