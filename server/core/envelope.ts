import { SUCCESS_CODE } from '../../data-providers/catalogue';

/** JSON-schema pieces for route declarations; every JSON answer is `{code, msg, data}`. */

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function success<T>(data: T): Envelope<T> {
  return { code: SUCCESS_CODE, msg: 'success', data };
}

/** Response schema of a route whose handler returns `data` (the envelope plugin wraps it). */
export function envelopeSchema(data: Record<string, unknown>, description?: string) {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    required: ['code', 'msg', 'data'],
    properties: {
      code: { type: 'integer', description: '1000000 on success, else an error code (docs/api.md)' },
      msg: { type: 'string' },
      data,
    },
  } as const;
}

export const nullSchema = { type: 'null' } as const;

/** Error envelopes (documented for OpenAPI; errors are written pre-serialised and skip this schema). */
export const errorEnvelopeSchema = envelopeSchema({}, 'Error envelope: code is an error code, data carries details or null');
