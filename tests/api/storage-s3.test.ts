/**
 * The upload flow against a real S3 server: radosgw from tests/support/s3/start.sh, whose S3_* variables
 * must be in the environment (e.g. `eval "$(tests/support/s3/start.sh DIR)"`). Without them the
 * radosgw part is skipped with the reason printed; the store-down case needs no server and always runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, HAVE_S3, JIANGSU, MiB, putTo, s3Config, sampleFile, storageTestApp, type StorageTestApp } from './storage-harness';
import { describeUploadFlow } from './storage-suite';

const env = process.env;

if (!HAVE_S3) {
  console.warn('[storage-s3] radosgw tests SKIPPED: S3_ENDPOINT/S3_ACCESS_KEY/S3_SECRET_KEY/S3_BUCKET not set (start one with tests/support/s3/start.sh)');
}

describe.skipIf(!HAVE_S3)('radosgw', () => {
  describeUploadFlow('S3 (radosgw)', () => storageTestApp(s3Config()), 'minio');

  describe('S3 specifics', () => {
    let t: StorageTestApp;
    let headers: Record<string, string>;
    beforeAll(async () => {
      t = await storageTestApp(s3Config());
      headers = await t.as(JIANGSU);
    });
    afterAll(() => t?.close());

    it('presigned URLs are SigV4 and the store refuses a changed one', async () => {
      const data = sampleFile('pdf', 2000);
      const init = (await call(t, 'POST', '/api/file/upload/init', headers, { name: 'sig.pdf', size: data.length })).data;
      const url = new URL(init.url);
      expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
      expect(init.url).not.toContain(env.S3_SECRET_KEY!);
      const otherKey = new URL(init.url);
      otherKey.pathname = otherKey.pathname.replace(/[^/]+$/, 'elsewhere.pdf');
      expect((await putTo(t, otherKey.toString(), init.headers, data)).status).toBe(403);
      expect((await putTo(t, init.url, init.headers, data)).status).toBe(200);
      expect((await call(t, 'POST', '/api/file/upload/complete', headers, { uploadId: init.uploadId })).code).toBe(1000000);
    });

    it('GET /file/sts answers the minio shape with empty secrets', async () => {
      const res = await call(t, 'GET', '/api/file/sts', headers);
      const endpoint = new URL(env.S3_ENDPOINT!);
      expect(res.data).toMatchObject({
        fileServer: 'minio',
        credentials: { ip: endpoint.hostname, port: Number(endpoint.port), useSSL: false, accessKey: '', secretKey: '', sessionToken: '', bucketName: env.S3_BUCKET },
      });
    });
  });

  it('a wrong secret: 2010104 上传失败, 请重试 and no record', async () => {
    const t = await storageTestApp(s3Config({ secretKey: `${env.S3_SECRET_KEY}x` }));
    try {
      const headers = await t.as(JIANGSU);
      const video = await call(t, 'POST', '/api/file/upload/init', headers, { name: 'v.mp4', size: 6 * MiB, purpose: 'video' });
      expect(video).toMatchObject({ code: 2010104, msg: '上传失败, 请重试' });
      const single = await call(t, 'POST', '/api/file/upload/init', headers, { name: 'x.pdf', size: 1000 });
      expect(single).toMatchObject({ code: 2010104, msg: '上传失败, 请重试' });
      expect((await t.db.query('SELECT 1 FROM file_upload')).rows).toEqual([]);
      expect((await t.db.query('SELECT 1 FROM file')).rows).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

it('S3 store down: 2010104 上传失败, 请重试, no upload and no record', async () => {
  const t = await storageTestApp(s3Config({ endpoint: 'http://127.0.0.1:9' }));
  try {
    const headers = await t.as(JIANGSU);
    const video = await call(t, 'POST', '/api/file/upload/init', headers, { name: 'v.mp4', size: 6 * MiB, purpose: 'video' });
    expect(video).toMatchObject({ code: 2010104, msg: '上传失败, 请重试' });
    const single = await call(t, 'POST', '/api/file/upload/init', headers, { name: 'x.pdf', size: 1000 });
    expect(single).toMatchObject({ code: 2010104, msg: '上传失败, 请重试' });
    expect((await t.db.query('SELECT 1 FROM file_upload')).rows).toEqual([]);
    expect((await t.db.query('SELECT 1 FROM file')).rows).toEqual([]);
  } finally {
    await t.close();
  }
});
