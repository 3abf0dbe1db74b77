import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { success } from '../core/envelope';
import { sendEnvelope } from '../plugins/envelope';
import type { Caller, StorageContext } from './context';
import { uploadCredentials } from './credentials';
import { deleteFile, downloadUrl, getFile } from './files';
import { MAX_KEY_LENGTH, PLATFORM_OWNER } from './keys';
import { MAX_PARTS, UPLOAD_PURPOSES } from '../../schemas/contracts/storage/rules';
import { abortUpload, completeUpload, initUpload, presignParts, uploadState } from './uploads';
import type { InitRequest } from '../../schemas/contracts/storage/wire';

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const uploadId = { type: 'string', pattern: UUID } as const;
const partNumber = { type: 'integer', minimum: 1, maximum: MAX_PARTS } as const;
const fileId = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

/** Enterprise files: the caller acts for the enterprise requireEnterprise admitted. */
export function enterpriseCaller(request: FastifyRequest): Caller {
  return { userId: request.auth!.userId, enterpriseId: request.auth!.enterpriseId!, permissions: request.auth!.permissions };
}

/** Platform files: a back-office operator (after requireAdmin) acts for the platform, never for an enterprise. */
export function platformCaller(request: FastifyRequest): Caller {
  return { userId: request.auth!.userId, enterpriseId: PLATFORM_OWNER, permissions: request.auth!.permissions };
}

export interface FileRoutesOptions {
  ctx: StorageContext;
  /** Who may call (requireEnterprise for /api/file, requireAdmin for the back office's files). */
  guard: preHandlerAsyncHookHandler;
  /** The owner the caller acts for: every route is scoped to it. */
  callerOf: (request: FastifyRequest) => Caller;
  tags: string[];
}

/**
 * The /api/file routes of spec §7 (sts, geturl) and the upload flow (docs/storage.md); registered a
 * second time below /api/operation-manage/file for the back office's platform files, the same flow.
 */
export async function fileRoutes(app: FastifyInstance, opts: FileRoutesOptions) {
  const { ctx, callerOf: caller, tags } = opts;
  app.addHook('preHandler', opts.guard);

  app.get('/sts', { schema: { tags, summary: 'Upload credentials (presigned mode: no secrets)' } }, async (request) =>
    uploadCredentials(ctx, caller(request)),
  );

  app.get(
    '/geturl',
    {
      schema: {
        tags,
        summary: 'Signed, expiring URL of an object key',
        querystring: {
          type: 'object',
          required: ['url'],
          properties: { url: { type: 'string', minLength: 1, maxLength: MAX_KEY_LENGTH }, attachment: { type: 'boolean' } },
        },
      },
    },
    async (request, reply) => {
      const q = request.query as { url: string; attachment?: boolean };
      // A bare string would be sent unwrapped (the envelope wraps objects only): wrap it here.
      return sendEnvelope(reply, 200, success(await downloadUrl(ctx, caller(request), q.url, q.attachment === true)));
    },
  );

  app.post(
    '/upload/init',
    {
      schema: {
        tags,
        summary: 'Start an upload: checks the file and answers presigned PUT URL(s)',
        body: {
          type: 'object',
          required: ['name', 'size'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 255 },
            size: { type: 'integer', minimum: 0 },
            type: { type: 'string', maxLength: 255 },
            purpose: { type: 'string', enum: [...UPLOAD_PURPOSES] },
            accept: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 20 } },
            maxSizeMB: { type: 'number', exclusiveMinimum: 0 },
          },
        },
      },
    },
    async (request) => initUpload(ctx, caller(request), request.body as InitRequest),
  );

  app.post(
    '/upload/parts',
    {
      schema: {
        tags,
        summary: 'Fresh presigned URLs for parts of a multipart upload',
        body: {
          type: 'object',
          required: ['uploadId', 'partNumbers'],
          additionalProperties: false,
          properties: { uploadId, partNumbers: { type: 'array', minItems: 1, maxItems: 100, items: partNumber } },
        },
      },
    },
    async (request) => {
      const body = request.body as { uploadId: string; partNumbers: number[] };
      return presignParts(ctx, caller(request), body.uploadId, body.partNumbers);
    },
  );

  app.get(
    '/upload/:uploadId/parts',
    {
      schema: {
        tags,
        summary: 'Parts already uploaded (resume after a reload)',
        params: { type: 'object', required: ['uploadId'], properties: { uploadId } },
      },
    },
    async (request) => uploadState(ctx, caller(request), (request.params as { uploadId: string }).uploadId),
  );

  app.post(
    '/upload/complete',
    {
      schema: {
        tags,
        summary: 'Finish an upload: verifies the object and records the file',
        body: {
          type: 'object',
          required: ['uploadId'],
          additionalProperties: false,
          properties: {
            uploadId,
            parts: {
              type: 'array',
              maxItems: MAX_PARTS,
              items: {
                type: 'object',
                required: ['partNumber', 'etag'],
                properties: { partNumber, etag: { type: 'string', maxLength: 200 } },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const body = request.body as { uploadId: string; parts?: { partNumber: number; etag: string }[] };
      return completeUpload(ctx, caller(request), body.uploadId, body.parts);
    },
  );

  app.post(
    '/upload/abort',
    {
      schema: {
        tags,
        summary: 'Cancel an upload and drop its parts',
        body: { type: 'object', required: ['uploadId'], additionalProperties: false, properties: { uploadId } },
      },
    },
    async (request) => {
      await abortUpload(ctx, caller(request), (request.body as { uploadId: string }).uploadId);
      return null;
    },
  );

  app.get('/:id', { schema: { tags, summary: 'A file entry with a fresh signed path', params: fileId } }, async (request) =>
    getFile(ctx, caller(request), (request.params as { id: number }).id),
  );

  app.delete('/:id', { schema: { tags, summary: 'Delete a file (record and object)', params: fileId } }, async (request) => {
    await deleteFile(ctx, caller(request), (request.params as { id: number }).id);
    return null;
  });
}
