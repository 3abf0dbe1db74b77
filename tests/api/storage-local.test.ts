import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { verifyFileEntries } from '../../server/storage';
import { testConfig } from './helpers/testApp';
import { baseStorageConfig, call, JIANGSU, ZHEJIANG, MiB, putTo, sampleFile, storageTestApp, uploadFile, type StorageTestApp } from './storage-harness';
import { describeUploadFlow } from './storage-suite';

describeUploadFlow('the local store', () => storageTestApp(baseStorageConfig({ kind: 'local', localRoot: null })), 'local');

describe('local store object routes', () => {
  let t: StorageTestApp;
  let headers: Record<string, string>;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'ec-files-test-'));
    t = await storageTestApp(baseStorageConfig({ kind: 'local', localRoot: root }));
    headers = await t.as(JIANGSU);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const init = async (name: string, size: number, purpose?: string) =>
    (await call(t, 'POST', '/api/file/upload/init', headers, { name, size, ...(purpose ? { purpose } : {}) })).data;

  it('keeps objects under <root>/objects/<key> and leaves no temporary or part files', async () => {
    const small = await uploadFile(t, headers, 'small.png', sampleFile('png', 1000), 'image');
    expect(existsSync(join(root, 'objects', small.data.url))).toBe(true);
    const done = await uploadFile(t, headers, 'video.mp4', sampleFile('mp4', 7 * MiB), 'video');
    expect(done.code).toBe(1000000);
    expect(existsSync(join(root, 'objects', done.data.url))).toBe(true);
    expect(readdirSync(join(root, 'tmp'))).toEqual([]);
    expect(readdirSync(join(root, 'uploads'))).toEqual([]);
  });

  it('refuses a body larger than the declared size, announced or streamed', async () => {
    const up = await init('doc.pdf', 1000);
    const announced = await putTo(t, up.url, up.headers, sampleFile('pdf', 1001));
    expect(announced.status).toBe(413);
    expect(JSON.parse(announced.body).code).toBe(2010102);

    // Chunked, without Content-Length: cut off once the count passes the limit.
    const chunks = Readable.from([sampleFile('pdf', 600), Buffer.alloc(600)]);
    const streamed = await t.app.inject({ method: 'PUT', url: up.url, headers: { 'content-type': 'application/pdf', 'transfer-encoding': 'chunked' }, payload: chunks });
    expect(streamed.statusCode).toBe(413);
    expect(readdirSync(join(root, 'tmp'))).toEqual([]);
    expect(await t.app.storage.store.head(up.key)).toBeNull();
  });

  it('refuses a part larger than its share of the file', async () => {
    const up = await init('big.mp4', 6 * MiB, 'video');
    const last = up.parts.find((p: { partNumber: number }) => p.partNumber === 2);
    expect((await putTo(t, last.url, up.headers, Buffer.alloc(MiB + 1))).status).toBe(413);
    await call(t, 'POST', '/api/file/upload/abort', headers, { uploadId: up.uploadId });
  });

  it('refuses tampered, foreign-method and traversal URLs with 2010103', async () => {
    const up = await init('a.pdf', 100);
    const body = sampleFile('pdf', 100);
    const url = new URL(up.url, 'http://x');
    const variants: string[] = [];
    const bigger = new URL(url);
    bigger.searchParams.set('X-Max-Bytes', '999999999');
    variants.push(bigger.pathname + bigger.search);
    const later = new URL(url);
    later.searchParams.set('X-Expires', String(Number(url.searchParams.get('X-Expires')) + 3600));
    variants.push(later.pathname + later.search);
    const otherKey = new URL(url);
    otherKey.pathname = otherKey.pathname.replace(/\/[^/]+$/, '/other.pdf');
    variants.push(otherKey.pathname + otherKey.search);
    variants.push(`/api/file/local/o/ent%2F1%2F..%2F..%2F..%2Fetc%2Fpasswd${url.search}`);
    variants.push(`/api/file/local/o/ent/1/%2e%2e/%2e%2e/x${url.search}`);
    variants.push(`/api/file/local/o/ent\\1\\x.pdf${url.search}`);
    for (const v of variants) {
      const res = await putTo(t, v, up.headers, body);
      expect(res.status, v).toBe(400);
      expect(JSON.parse(res.body).code, v).toBe(2010103);
    }
    // Literal dot segments: whichever layer stops them (URL normalisation → 404, or the key check → 400), nothing is written.
    const dots = await putTo(t, `/api/file/local/o/ent/1/../../../../etc/passwd${url.search}`, up.headers, body);
    expect([400, 404]).toContain(dots.status);
    // The upload URL is not a download URL.
    const asGet = await t.app.inject({ method: 'GET', url: up.url });
    expect(asGet.statusCode).toBe(400);
    // After abort the part URL has nothing to write into.
    await call(t, 'POST', '/api/file/upload/abort', headers, { uploadId: up.uploadId });
    expect((await putTo(t, up.url, up.headers, body)).status).toBe(404);
    expect(existsSync(join(root, 'etc'))).toBe(false);
  });

  it('serves byte ranges for video seeking, with safe headers', async () => {
    const data = sampleFile('mp4', 300_000);
    const done = await uploadFile(t, headers, 'seek.mp4', data, 'video');
    const part = await t.app.inject({ method: 'GET', url: done.data.path, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${data.length}`);
    expect(part.rawPayload.equals(data.subarray(1000, 2000))).toBe(true);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['x-content-type-options']).toBe('nosniff');
    expect(part.headers['content-security-policy']).toBe('sandbox');
    const tail = await t.app.inject({ method: 'GET', url: done.data.path, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(data.subarray(data.length - 10))).toBe(true);
    const beyond = await t.app.inject({ method: 'GET', url: done.data.path, headers: { range: `bytes=${data.length}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('geturl with attachment answers the original name', async () => {
    const done = await uploadFile(t, headers, '排污许可证.pdf', sampleFile('pdf', 800));
    const link = await call(t, 'GET', `/api/file/geturl?url=${encodeURIComponent(done.data.url)}&attachment=true`, headers);
    const got = await t.app.inject({ method: 'GET', url: link.data });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('排污许可证.pdf')}`);
  });

  it('verifyFileEntries lets a module keep only files its enterprise owns, at most maxCount', async () => {
    const a = await uploadFile(t, headers, 'a.pdf', sampleFile('pdf', 300));
    const b = await uploadFile(t, headers, 'b.pdf', sampleFile('pdf', 300));
    const caller = { userId: 1, enterpriseId: await t.enterpriseId(JIANGSU) };
    const kept = await verifyFileEntries(t.app.storage, caller, [{ url: a.data.url }, { url: b.data.url }], 2);
    expect(kept).toEqual([
      { id: a.data.id, name: 'a.pdf', size: 300, type: 'application/pdf', url: a.data.url },
      { id: b.data.id, name: 'b.pdf', size: 300, type: 'application/pdf', url: b.data.url },
    ]);
    await expect(verifyFileEntries(t.app.storage, caller, [{ url: a.data.url }, { url: b.data.url }], 1)).rejects.toMatchObject({
      code: 2010102,
      message: 'Only 1 files allowed',
    });
    const other = { ...caller, enterpriseId: await t.enterpriseId(ZHEJIANG) };
    await expect(verifyFileEntries(t.app.storage, other, [{ url: a.data.url }], 5)).rejects.toMatchObject({ code: 2010103 });
    await expect(verifyFileEntries(t.app.storage, caller, [{ url: a.data.url.replace(/[^/]+$/, 'never-uploaded.pdf') }], 5)).rejects.toMatchObject({ code: 2010105 });
  });

  it('a second process on the same database and root accepts the URLs the first one issued', async () => {
    const done = await uploadFile(t, headers, 'shared.pdf', sampleFile('pdf', 700));
    const other = await buildApp({
      config: testConfig(),
      db: t.db,
      schemas: [],
      logger: false,
      storage: baseStorageConfig({ kind: 'local', localRoot: root }),
    });
    try {
      await other.ready();
      const got = await other.inject({ method: 'GET', url: done.data.path });
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload).toHaveLength(700);
    } finally {
      await other.close();
    }
  });
});
