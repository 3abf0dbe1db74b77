import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../../data-providers/catalogue';
import { ApiError } from '../../../core/errors';
import { storageError } from '../../errors';
import { isValidKey } from '../../keys';
import { extensionOf, mimeTypeFor } from '../../../../schemas/contracts/storage/rules';
import { parseRange } from './range';
import { LocalStoreError, type LocalStore } from './store';

/** Where the local store's presigned URLs point (the storage plugin is mounted at /api/file). */
export const LOCAL_OBJECT_PATH = '/api/file/local/o';

/**
 * The key from the raw request path, each segment decoded on its own: the router's own decoding and
 * parameter length limits play no part, and an encoded '/' or '..' is judged after decoding.
 */
export function keyFromUrl(url: string): string | null {
  const path = url.split('?')[0];
  if (!path.startsWith(`${LOCAL_OBJECT_PATH}/`)) return null;
  try {
    const key = path
      .slice(LOCAL_OBJECT_PATH.length + 1)
      .split('/')
      .map((s) => decodeURIComponent(s))
      .join('/');
    return isValidKey(key) ? key : null;
  } catch {
    return null;
  }
}

/**
 * Refusals use 4xx statuses (a PUT that "succeeds" with an error body would look like a finished
 * upload to an object-store client) but never 401/402/403, which the browser reads as session states.
 */
const refuse = {
  link: () => storageError(ErrorCode.NoPermission, 'linkInvalid', 400),
  tooLarge: () => storageError(ErrorCode.BadParameter, 'tooLarge', 413),
  noUpload: () => storageError(ErrorCode.NotFound, 'uploadNotFound', 404),
  notFound: () => new ApiError(ErrorCode.NotFound, undefined, null, 404),
  range: () => storageError(ErrorCode.BadParameter, 'rangeInvalid', 416),
};

function verified(store: LocalStore, method: 'GET' | 'PUT', request: FastifyRequest) {
  const key = keyFromUrl(request.url);
  if (!key) throw refuse.link();
  const result = store.signer.verify(method, key, request.query as Record<string, unknown>);
  if (!result.ok) throw refuse.link();
  return result.request;
}

function mapStoreError(err: unknown, reply: FastifyReply): never {
  if (err instanceof LocalStoreError) {
    if (err.reason === 'tooLarge') {
      // The unread rest of the body must not be parsed as a next request on this connection.
      reply.header('connection', 'close');
      throw refuse.tooLarge();
    }
    throw refuse.noUpload();
  }
  throw err;
}

/** Part PUT and object GET of the local store: authorised by the URL signature alone, like S3 presigned URLs. */
export async function localObjectRoutes(app: FastifyInstance, opts: { store: LocalStore }) {
  const { store } = opts;
  // Bodies are streamed to disk by the handler, whatever their type: no parser reads them first.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // Request lines are not logged (warn): their URLs carry signatures, and a video is 100 part PUTs.
  app.put('/local/o/*', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const signed = verified(store, 'PUT', request);
    if (signed.maxBytes === undefined) throw refuse.link();
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > signed.maxBytes) {
      reply.header('connection', 'close');
      throw refuse.tooLarge();
    }
    if (signed.uploadId === undefined || signed.partNumber === undefined) throw refuse.link();
    let result: { etag: string; size: number };
    try {
      result = await store.receivePart(signed.key, signed.uploadId, signed.partNumber, request.raw, signed.maxBytes);
    } catch (err) {
      mapStoreError(err, reply);
    }
    reply.header('etag', `"${result.etag}"`);
    return { etag: result.etag, size: result.size };
  });

  app.get('/local/o/*', { exposeHeadRoute: false, schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const signed = verified(store, 'GET', request);
    const head = await store.head(signed.key);
    if (!head) throw refuse.notFound();
    const range = parseRange(request.headers.range, head.size);
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${head.size}`);
      throw refuse.range();
    }
    const contentType = signed.contentType ?? mimeTypeFor(extensionOf(signed.key));
    reply
      .header('content-type', contentType)
      .header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', signed.disposition ?? 'inline')
      .header('cache-control', `private, max-age=${Math.max(0, signed.expires - Math.floor(Date.now() / 1000))}`);
    // Uploads are served from the application's own origin: a sandbox keeps any active content inert
    // (PDF is exempt so the browser's viewer can still render it).
    if (contentType !== 'application/pdf') reply.header('content-security-policy', 'sandbox');
    if (range) {
      reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${head.size}`).header('content-length', range.end - range.start + 1);
      return reply.send(store.openRead(signed.key, range));
    }
    reply.header('content-length', head.size);
    return reply.send(store.openRead(signed.key));
  });
}
