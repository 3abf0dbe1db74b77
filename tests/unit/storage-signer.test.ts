import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UrlSigner, type SignedRequest } from '../../server/storage/backends/local/signer';

const secret = randomBytes(32);
const signer = new UrlSigner(secret, '/api/file/local/o');
const NOW = Date.UTC(2024, 4, 1, 12, 0, 0);
const base: SignedRequest = { method: 'PUT', key: 'ent/3/2024/05/id-报告.pdf', expires: NOW / 1000 + 900, maxBytes: 1000 };

function parse(url: string) {
  const u = new URL(url, 'http://h');
  const key = u.pathname.slice('/api/file/local/o/'.length).split('/').map(decodeURIComponent).join('/');
  return { key, query: Object.fromEntries(u.searchParams) as Record<string, unknown> };
}

describe('local store URL signing (HMAC-SHA256)', () => {
  it('accepts its own URL before expiry and returns what was signed', () => {
    const { key, query } = parse(signer.url(base));
    expect(key).toBe(base.key);
    const r = signer.verify('PUT', key, query, NOW);
    expect(r).toEqual({ ok: true, request: { ...base, uploadId: undefined, partNumber: undefined, contentType: undefined, disposition: undefined } });
  });

  it('refuses it after expiry', () => {
    const { key, query } = parse(signer.url(base));
    expect(signer.verify('PUT', key, query, NOW + 900_000)).toMatchObject({ ok: true });
    expect(signer.verify('PUT', key, query, NOW + 901_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses any change: parameter, key, method, part, or a signature from another secret', () => {
    const part = signer.url({ ...base, uploadId: 'a1b2', partNumber: 2 });
    const { key, query } = parse(part);
    expect(signer.verify('PUT', key, query, NOW).ok).toBe(true);
    const changes: [string, Record<string, unknown>, string?, ('GET' | 'PUT')?][] = [
      ['size cap', { ...query, 'X-Max-Bytes': '1000000' }],
      ['expiry', { ...query, 'X-Expires': String(Number(query['X-Expires']) + 1) }],
      ['part number', { ...query, partNumber: '3' }],
      ['upload id', { ...query, uploadId: 'zzzz' }],
      ['dropped part', { ...query, partNumber: undefined, uploadId: undefined }],
      ['added disposition', { ...query, 'X-Disposition': 'attachment' }],
      ['key', query, 'ent/4/2024/05/id-报告.pdf'],
      ['method', query, undefined, 'GET'],
      ['garbage signature', { ...query, 'X-Signature': 'AAAA' }],
      ['non-numeric expiry', { ...query, 'X-Expires': '1e20' }],
      ['repeated parameter', { ...query, 'X-Expires': [query['X-Expires'], '1'] }],
    ];
    for (const [label, q, k, m] of changes) {
      expect(signer.verify(m ?? 'PUT', k ?? key, q, NOW), label).toEqual({ ok: false, reason: 'invalid' });
    }
    const other = new UrlSigner(randomBytes(32), '/api/file/local/o');
    expect(other.verify('PUT', key, query, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('signs download response headers so they cannot be swapped', () => {
    const url = signer.url({ method: 'GET', key: base.key, expires: base.expires, contentType: 'application/pdf', disposition: 'inline' });
    const { key, query } = parse(url);
    expect(signer.verify('GET', key, query, NOW).ok).toBe(true);
    expect(signer.verify('GET', key, { ...query, 'X-Content-Type': 'text/html' }, NOW).ok).toBe(false);
  });

  it('needs a 256-bit secret', () => {
    expect(() => new UrlSigner(randomBytes(16), '/x')).toThrow();
  });
});
