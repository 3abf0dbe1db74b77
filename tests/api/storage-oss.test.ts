import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOssFake, type OssFake } from '../support/oss-fake';
import type { StorageConfig } from '../../server/storage/config';
import { baseStorageConfig, call, JIANGSU, MiB, putTo, sampleFile, storageTestApp, type StorageTestApp } from './storage-harness';
import { describeUploadFlow } from './storage-suite';

const BUCKET = 'ec-test';
const ACCESS_KEY_ID = 'LTAI-fake-key-id';
const SECRET = 'fake-oss-secret-0123456789abcdef';

let fake: OssFake;
beforeAll(async () => {
  fake = await startOssFake({ bucket: BUCKET, accessKeyId: ACCESS_KEY_ID, accessKeySecret: SECRET });
});
afterAll(() => fake?.close());

function ossConfig(secret = SECRET, endpoint = fake.endpoint): StorageConfig {
  return baseStorageConfig({
    kind: 'oss',
    oss: { region: 'oss-cn-chengdu', bucket: BUCKET, accessKeyId: ACCESS_KEY_ID, accessKeySecret: secret, endpoint, cname: true },
  });
}

describeUploadFlow('Aliyun OSS (local fake of the OSS API)', () => storageTestApp(ossConfig()), 'oss');

describe('OSS specifics', () => {
  let t: StorageTestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await storageTestApp(ossConfig());
    headers = await t.as(JIANGSU);
  });
  afterAll(() => t?.close());

  it('presigned URLs are V1 query signatures that the store checks (Content-Type included)', async () => {
    const data = sampleFile('pdf', 1000);
    const init = (await call(t, 'POST', '/api/file/upload/init', headers, { name: 'report.pdf', size: data.length })).data;
    const url = new URL(init.url);
    expect([...url.searchParams.keys()].sort()).toEqual(['Expires', 'OSSAccessKeyId', 'Signature', 'partNumber', 'uploadId']);
    expect(init.headers).toEqual({ 'Content-Type': 'application/octet-stream' });
    expect(init.url).not.toContain(SECRET);

    const refusedBefore = fake.refused.length;
    expect((await putTo(t, init.url, { 'Content-Type': 'text/html' }, data)).status).toBe(403);
    const tampered = new URL(init.url);
    tampered.searchParams.set('Expires', String(Number(tampered.searchParams.get('Expires')) + 3600));
    expect((await putTo(t, tampered.toString(), init.headers, data)).status).toBe(403);
    expect(fake.refused.slice(refusedBefore).map((r) => r.code)).toEqual(['SignatureDoesNotMatch', 'SignatureDoesNotMatch']);

    expect((await putTo(t, init.url, init.headers, data)).status).toBe(200);
    const done = await call(t, 'POST', '/api/file/upload/complete', headers, { uploadId: init.uploadId });
    expect(done.code).toBe(1000000);
    expect(fake.objects.get(done.data.url)?.data.equals(data)).toBe(true);
  });

  it('GET /file/sts answers the OSS shape with empty secrets and the Chengdu region', async () => {
    const res = await call(t, 'GET', '/api/file/sts', headers);
    expect(res.data.fileServer).toBe('oss');
    expect(res.data.credentials).toMatchObject({ accessKeyId: '', accessKeySecret: '', securityToken: '', region: 'oss-cn-chengdu', bucket: BUCKET });
  });
});

describe('OSS with a wrong secret or unreachable', () => {
  for (const [label, config] of [
    ['wrong secret', () => ossConfig('not-the-secret')],
    ['store down', () => ossConfig(SECRET, 'http://localhost:9')],
  ] as const) {
    it(`${label}: 2010104 上传失败, 请重试 and no record`, async () => {
      const t = await storageTestApp(config());
      try {
        const headers = await t.as(JIANGSU);
        const refusedBefore = fake.refused.length;
        const video = await call(t, 'POST', '/api/file/upload/init', headers, { name: 'v.mp4', size: 6 * MiB, purpose: 'video' });
        expect(video.code).toBe(2010104);
        expect(video.msg).toBe('上传失败, 请重试');
        if (label === 'wrong secret') {
          // Refused by the store's signature check (not some other failure of the fake).
          expect(fake.refused.slice(refusedBefore)).toEqual([expect.objectContaining({ method: 'POST', code: 'SignatureDoesNotMatch' })]);
        }

        const single = await call(t, 'POST', '/api/file/upload/init', headers, { name: 'x.pdf', size: 1000 });
        expect(single).toMatchObject({ code: 2010104, msg: '上传失败, 请重试', data: null });
        expect((await t.db.query('SELECT 1 FROM file_upload')).rows).toEqual([]);
        expect((await t.db.query('SELECT 1 FROM file')).rows).toEqual([]);
      } finally {
        await t.close();
      }
    });
  }
});
