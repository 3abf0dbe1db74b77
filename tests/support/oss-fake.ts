/**
 * A small in-memory HTTP fake of the Aliyun OSS calls the OSS store makes (no local server speaks
 * the OSS protocol). It checks OSS V1 signatures for real — the Authorization header of SDK calls
 * and the query signature of presigned URLs — so a wrong secret, a wrong key id, a changed
 * Content-Type or an expired URL are refused the way OSS refuses them (403 with an XML error).
 *
 * Served calls (bucket bound to the endpoint, i.e. ali-oss `cname: true`):
 *   PUT /key                      put object (presigned)
 *   PUT /key?partNumber&uploadId  upload part (presigned)
 *   POST /key?uploads             initiate multipart
 *   GET /key?uploadId             list parts
 *   POST /key?uploadId            complete multipart
 *   DELETE /key?uploadId          abort multipart
 *   HEAD /key, GET /key (Range, response-* overrides), DELETE /key
 *   GET /?uploads                 list multipart uploads (prefix)
 */
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OssFakeOptions {
  bucket: string;
  accessKeyId: string;
  accessKeySecret: string;
}

export interface OssFake {
  /** http://localhost:<port> (ali-oss refuses to presign for an IP endpoint). */
  endpoint: string;
  objects: Map<string, StoredObject>;
  uploads: Map<string, PendingUpload>;
  /** Requests refused for their signature, for assertions. */
  refused: { method: string; path: string; code: string }[];
  close(): Promise<void>;
}

interface StoredObject {
  data: Buffer;
  contentType: string;
  etag: string;
}

interface PendingUpload {
  key: string;
  contentType: string;
  initiated: Date;
  parts: Map<number, { data: Buffer; etag: string }>;
}

/** Query parameters OSS V1 counts as sub-resources (signed); all others are not. */
const SUB_RESOURCES = new Set([
  'acl', 'uploads', 'location', 'cors', 'logging', 'website', 'referer', 'lifecycle', 'delete', 'append', 'tagging',
  'objectMeta', 'uploadId', 'partNumber', 'security-token', 'position', 'symlink', 'restore', 'versionId', 'versioning',
  'x-oss-process', 'response-content-type', 'response-content-language', 'response-expires', 'response-cache-control',
  'response-content-disposition', 'response-content-encoding',
]);
const MAX_CLOCK_SKEW_MS = 15 * 60_000;

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const md5hex = (b: Buffer) => createHash('md5').update(b).digest('hex');

function xml(res: ServerResponse, status: number, root: string, body: string, headers: Record<string, string> = {}) {
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n<${root}>${body}</${root}>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'x-oss-request-id': randomUUID(), ...headers });
  res.end(text);
}

function ossError(res: ServerResponse, status: number, code: string, message: string) {
  xml(res, status, 'Error', `<Code>${code}</Code><Message>${xmlEscape(message)}</Message><RequestId>${randomUUID()}</RequestId><HostId>oss-fake</HostId>`);
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

function canonicalResource(bucket: string, key: string, query: URLSearchParams): string {
  const sub = [...new Set([...query.keys()].filter((k) => SUB_RESOURCES.has(k)))].sort();
  const params = sub.map((k) => (query.get(k) ? `${k}=${query.get(k)}` : k));
  return `/${bucket}/${key}${params.length ? `?${params.join('&')}` : ''}`;
}

function stringToSign(req: IncomingMessage, dateOrExpires: string, resource: string): string {
  const h = req.headers;
  const ossHeaders = Object.keys(h)
    .filter((k) => k.startsWith('x-oss-'))
    .sort()
    .map((k) => `${k}:${String(h[k]).trim()}`);
  return [req.method, h['content-md5'] ?? '', h['content-type'] ?? '', dateOrExpires, ...ossHeaders, resource].join('\n');
}

function sameSignature(secret: string, text: string, given: string): boolean {
  const expected = Buffer.from(createHmac('sha1', secret).update(text, 'utf8').digest('base64'));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

type Verdict = { ok: true } | { ok: false; status: number; code: string; message: string };

/** OSS V1: `Authorization: OSS id:sig` on SDK calls, or OSSAccessKeyId/Expires/Signature in the query. */
function verify(opts: OssFakeOptions, req: IncomingMessage, key: string, query: URLSearchParams): Verdict {
  const resource = canonicalResource(opts.bucket, key, query);
  const auth = req.headers.authorization;
  if (auth) {
    const m = /^OSS ([^:]+):(.+)$/.exec(auth);
    if (!m) return { ok: false, status: 400, code: 'InvalidArgument', message: 'Authorization header is invalid.' };
    if (m[1] !== opts.accessKeyId) return { ok: false, status: 403, code: 'InvalidAccessKeyId', message: 'The OSS Access Key Id you provided does not exist in our records.' };
    const date = (req.headers['x-oss-date'] as string | undefined) ?? req.headers.date ?? '';
    const at = Date.parse(date);
    if (Number.isNaN(at) || Math.abs(Date.now() - at) > MAX_CLOCK_SKEW_MS) return { ok: false, status: 403, code: 'RequestTimeTooSkewed', message: 'The difference between the request time and the current time is too large.' };
    if (!sameSignature(opts.accessKeySecret, stringToSign(req, date, resource), m[2])) {
      return { ok: false, status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
    }
    return { ok: true };
  }
  const id = query.get('OSSAccessKeyId');
  const expires = query.get('Expires');
  const signature = query.get('Signature');
  if (!id || !expires || !signature) return { ok: false, status: 403, code: 'AccessDenied', message: 'You have no right to access this object because of bucket acl.' };
  if (id !== opts.accessKeyId) return { ok: false, status: 403, code: 'InvalidAccessKeyId', message: 'The OSS Access Key Id you provided does not exist in our records.' };
  if (!/^\d+$/.test(expires) || Number(expires) * 1000 < Date.now()) return { ok: false, status: 403, code: 'AccessDenied', message: 'Request has expired.' };
  if (!sameSignature(opts.accessKeySecret, stringToSign(req, expires, resource), signature)) {
    return { ok: false, status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
  }
  return { ok: true };
}

export async function startOssFake(opts: OssFakeOptions): Promise<OssFake> {
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, PendingUpload>();
  const refused: OssFake['refused'] = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const key = decodeURIComponent(url.pathname.slice(1));
    const q = url.searchParams;
    const verdict = verify(opts, req, key, q);
    if (!verdict.ok) {
      refused.push({ method: req.method ?? '', path: url.pathname, code: verdict.code });
      await body(req);
      return ossError(res, verdict.status, verdict.code, verdict.message);
    }
    const method = req.method;

    if (key === '') {
      if (method === 'GET' && q.has('uploads')) {
        const prefix = q.get('prefix') ?? '';
        const list = [...uploads.entries()].filter(([, u]) => u.key.startsWith(prefix));
        const items = list
          .map(([id, u]) => `<Upload><Key>${xmlEscape(u.key)}</Key><UploadId>${id}</UploadId><Initiated>${u.initiated.toISOString()}</Initiated></Upload>`)
          .join('');
        return xml(res, 200, 'ListMultipartUploadsResult', `<Bucket>${opts.bucket}</Bucket><IsTruncated>false</IsTruncated>${items}`);
      }
      return ossError(res, 400, 'InvalidArgument', 'unsupported bucket call in fake');
    }

    const uploadId = q.get('uploadId');
    if (uploadId !== null) {
      const upload = uploads.get(uploadId);
      if (!upload || upload.key !== key) return ossError(res, 404, 'NoSuchUpload', 'The specified upload does not exist.');
      if (method === 'PUT' && q.has('partNumber')) {
        const n = Number(q.get('partNumber'));
        if (!Number.isInteger(n) || n < 1 || n > 10000) return ossError(res, 400, 'InvalidArgument', 'Part number must be an integer between 1 and 10000.');
        const data = await body(req);
        const etag = md5hex(data).toUpperCase();
        upload.parts.set(n, { data, etag });
        res.writeHead(200, { etag: `"${etag}"` });
        return res.end();
      }
      if (method === 'GET') {
        const parts = [...upload.parts.entries()]
          .sort(([a], [b]) => a - b)
          .map(([n, p]) => `<Part><PartNumber>${n}</PartNumber><LastModified>${new Date().toISOString()}</LastModified><ETag>"${p.etag}"</ETag><Size>${p.data.length}</Size></Part>`)
          .join('');
        return xml(res, 200, 'ListPartsResult', `<Bucket>${opts.bucket}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts}`);
      }
      if (method === 'POST') {
        const raw = await body(req);
        const md5 = req.headers['content-md5'];
        if (md5 && md5 !== createHash('md5').update(raw).digest('base64')) return ossError(res, 400, 'InvalidDigest', 'Content-MD5 does not match.');
        const listed = [...raw.toString('utf8').matchAll(/<Part>\s*<PartNumber>(\d+)<\/PartNumber>\s*<ETag>"?([^<"]+)"?<\/ETag>\s*<\/Part>/g)];
        if (listed.length === 0) return ossError(res, 400, 'MalformedXML', 'The XML you provided was not well-formed.');
        const chunks: Buffer[] = [];
        for (const [, n, etag] of listed) {
          const part = upload.parts.get(Number(n));
          if (!part || part.etag !== etag.toUpperCase()) return ossError(res, 400, 'InvalidPart', 'One or more of the specified parts could not be found.');
          chunks.push(part.data);
        }
        const data = Buffer.concat(chunks);
        const etag = `${md5hex(data).toUpperCase()}-${listed.length}`;
        objects.set(key, { data, contentType: upload.contentType, etag });
        uploads.delete(uploadId);
        return xml(res, 200, 'CompleteMultipartUploadResult', `<Bucket>${opts.bucket}</Bucket><Key>${xmlEscape(key)}</Key><ETag>"${etag}"</ETag>`);
      }
      if (method === 'DELETE') {
        uploads.delete(uploadId);
        res.writeHead(204);
        return res.end();
      }
    }

    if (method === 'POST' && q.has('uploads')) {
      const id = randomUUID().replace(/-/g, '').toUpperCase();
      uploads.set(id, { key, contentType: String(req.headers['content-type'] ?? 'application/octet-stream'), initiated: new Date(), parts: new Map() });
      await body(req);
      return xml(res, 200, 'InitiateMultipartUploadResult', `<Bucket>${opts.bucket}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${id}</UploadId>`);
    }
    if (method === 'PUT') {
      const data = await body(req);
      const etag = md5hex(data).toUpperCase();
      objects.set(key, { data, contentType: String(req.headers['content-type'] ?? 'application/octet-stream'), etag });
      res.writeHead(200, { etag: `"${etag}"` });
      return res.end();
    }
    const object = objects.get(key);
    if (method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    if (method !== 'GET' && method !== 'HEAD') return ossError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    if (!object) {
      if (method === 'HEAD') {
        res.writeHead(404);
        return res.end();
      }
      return ossError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
    }
    const headers: Record<string, string | number> = {
      'content-type': q.get('response-content-type') ?? object.contentType,
      etag: `"${object.etag}"`,
      'accept-ranges': 'bytes',
    };
    const disposition = q.get('response-content-disposition');
    if (disposition) headers['content-disposition'] = disposition;
    const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
    if (range && method === 'GET') {
      const start = Number(range[1]);
      const end = Math.min(range[2] ? Number(range[2]) : object.data.length - 1, object.data.length - 1);
      const slice = object.data.subarray(start, end + 1);
      res.writeHead(206, { ...headers, 'content-length': slice.length, 'content-range': `bytes ${start}-${end}/${object.data.length}` });
      return res.end(slice);
    }
    res.writeHead(200, { ...headers, 'content-length': object.data.length });
    return res.end(method === 'HEAD' ? undefined : object.data);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (!res.headersSent) ossError(res, 500, 'InternalError', String(err));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://localhost:${port}`,
    objects,
    uploads,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
