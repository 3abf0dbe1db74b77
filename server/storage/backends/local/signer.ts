import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Presigned URLs of the local store, in the manner of S3 query signing: everything the store will
 * honour (method, key, part, size cap, response headers, expiry) is covered by an HMAC-SHA256 under a
 * server secret, so a URL can be handed to the browser and nothing in it can be changed.
 */

export interface SignedRequest {
  method: 'GET' | 'PUT';
  key: string;
  /** Epoch seconds after which the URL is refused. */
  expires: number;
  uploadId?: string;
  partNumber?: number;
  /** PUT only: the most bytes the store accepts through this URL. */
  maxBytes?: number;
  /** GET only: response Content-Type and Content-Disposition. */
  contentType?: string;
  disposition?: string;
}

export type VerifyResult = { ok: true; request: SignedRequest } | { ok: false; reason: 'invalid' | 'expired' };

const Q = {
  expires: 'X-Expires',
  maxBytes: 'X-Max-Bytes',
  contentType: 'X-Content-Type',
  disposition: 'X-Disposition',
  signature: 'X-Signature',
  uploadId: 'uploadId',
  partNumber: 'partNumber',
} as const;

const DIGITS = /^\d{1,15}$/;

/** Each key segment percent-encoded; '/' kept so the URL mirrors the key. */
export function encodeKeyPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

export class UrlSigner {
  constructor(
    private readonly secret: Uint8Array,
    /** Path prefix of the object routes, e.g. /api/file/local/o */
    readonly basePath: string,
  ) {
    if (secret.length < 32) throw new Error('signing secret must be at least 32 bytes');
  }

  private signature(r: SignedRequest): string {
    // A JSON array has no delimiter ambiguity: no two different requests share a canonical form.
    const canonical = JSON.stringify([
      r.method,
      r.key,
      r.expires,
      r.uploadId ?? null,
      r.partNumber ?? null,
      r.maxBytes ?? null,
      r.contentType ?? null,
      r.disposition ?? null,
    ]);
    return createHmac('sha256', this.secret).update(canonical).digest('base64url');
  }

  /** Site-relative URL (the browser resolves it against the page, so any host name works). */
  url(r: SignedRequest): string {
    const q = new URLSearchParams();
    if (r.uploadId !== undefined) q.set(Q.uploadId, r.uploadId);
    if (r.partNumber !== undefined) q.set(Q.partNumber, String(r.partNumber));
    q.set(Q.expires, String(r.expires));
    if (r.maxBytes !== undefined) q.set(Q.maxBytes, String(r.maxBytes));
    if (r.contentType !== undefined) q.set(Q.contentType, r.contentType);
    if (r.disposition !== undefined) q.set(Q.disposition, r.disposition);
    q.set(Q.signature, this.signature(r));
    return `${this.basePath}/${encodeKeyPath(r.key)}?${q.toString()}`;
  }

  verify(method: 'GET' | 'PUT', key: string, query: Record<string, unknown>, nowMs: number = Date.now()): VerifyResult {
    const text = (name: string): string | undefined => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
    const int = (name: string): number | undefined | null => {
      const v = text(name);
      if (v === undefined) return undefined;
      return DIGITS.test(v) ? Number(v) : null;
    };
    const expires = int(Q.expires);
    const maxBytes = int(Q.maxBytes);
    const partNumber = int(Q.partNumber);
    const given = text(Q.signature);
    if (typeof expires !== 'number' || maxBytes === null || partNumber === null || !given) return { ok: false, reason: 'invalid' };
    const request: SignedRequest = {
      method,
      key,
      expires,
      uploadId: text(Q.uploadId),
      partNumber,
      maxBytes,
      contentType: text(Q.contentType),
      disposition: text(Q.disposition),
    };
    const expected = Buffer.from(this.signature(request));
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'invalid' };
    if (nowMs > expires * 1000) return { ok: false, reason: 'expired' };
    return { ok: true, request };
  }
}
