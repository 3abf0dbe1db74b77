/**
 * Platform files (server/storage/platform.ts, server/plugin-api/platformFiles.ts): the back office
 * uploads through /api/operation-manage/file with the enterprise flow's checks; the files belong to no
 * enterprise, so no enterprise route reaches them and the back office reaches no enterprise's file.
 * Runs on the local store, and on S3 (radosgw) when its S3_* variables are set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPlatformFile, verifyPlatformAttachments } from '../../server/plugin-api';
import { ApiError } from '../../server/core/errors';
import { baseStorageConfig, call, getFrom, HAVE_S3, JIANGSU, MiB, s3Config, sampleFile, storageTestApp, uploadFile, type StorageTestApp } from './storage-harness';
import type { StorageConfig } from '../../server/storage/config';

const PLATFORM = '/api/operation-manage/file';

async function codeOf(p: Promise<unknown>): Promise<number | undefined> {
  try {
    await p;
    return undefined;
  } catch (err) {
    return err instanceof ApiError ? err.code : -1;
  }
}

function describePlatformFiles(label: string, config: () => StorageConfig) {
  describe(`platform files on ${label}`, () => {
    let t: StorageTestApp;
    let ops: Record<string, string>;
    let ent: Record<string, string>;
    let clientAsOps: Record<string, string>;

    beforeAll(async () => {
      t = await storageTestApp(config());
      ops = t.headers(await t.adminLogin('admin', 'Admin@2024'));
      ent = await t.as(JIANGSU);
      clientAsOps = { authorization: ent.authorization };
    });
    afterAll(() => t?.close());

    const upload = (name: string, data: Buffer, purpose?: string) => uploadFile(t, ops, name, data, purpose, PLATFORM);

    it('the back office uploads a file of the platform: key under platform/, no enterprise, a working signed URL', async () => {
      const data = sampleFile('png', 3000);
      const done = await upload('封面图.png', data, 'image');
      expect(done.code, done.msg).toBe(1000000);
      expect(done.data.url).toMatch(/^platform\/\d{4}\/\d{2}\/[0-9a-f-]{36}-封面图\.png$/);
      expect(done.data.type).toBe('image/png');
      const { rows } = await t.db.query<{ enterprise_id: number | null }>('SELECT enterprise_id FROM file WHERE key = $1', [done.data.url]);
      expect(rows).toEqual([{ enterprise_id: null }]);
      const got = await getFrom(t, done.data.path);
      expect(got.status).toBe(200);
      expect(Buffer.compare(got.body, data)).toBe(0);
      // The back office's own geturl and file routes serve it.
      const url = await call(t, 'GET', `${PLATFORM}/geturl?url=${encodeURIComponent(done.data.url)}&attachment=true`, ops);
      expect(url.code).toBe(1000000);
      expect((await getFrom(t, url.data)).headers['content-disposition']).toContain("filename*=UTF-8''%E5%B0%81%E9%9D%A2%E5%9B%BE.png");
      expect((await call(t, 'GET', `${PLATFORM}/${done.data.id}`, ops)).data.url).toBe(done.data.url);
    });

    it('multipart uploads work the same way', async () => {
      const done = await upload('巡检.mp4', sampleFile('mp4', 6 * MiB), 'video');
      expect(done.code, done.msg).toBe(1000000);
      expect(done.data.url).toMatch(/^platform\//);
    });

    it('applies the same type, size, name and content checks', async () => {
      const init = (name: string, size: number, purpose?: string) => call(t, 'POST', `${PLATFORM}/upload/init`, ops, { name, size, ...(purpose ? { purpose } : {}) });
      for (const refused of [await init('tool.exe', 100), await init('a b.pdf', 100), await init('big.pdf', 201 * MiB), await init('cover.pdf', 100, 'image')]) {
        expect(refused.code).toBe(2010102);
      }
      // A name the store could not take is reduced to safe characters in the key.
      const odd = await upload('通知<1>&"x".pdf', sampleFile('pdf', 500));
      expect(odd.data.url).toMatch(/-通知_1___x_\.pdf$/);
      expect(odd.data.name).toBe('通知<1>&"x".pdf');
      // Content that is not what the extension says is refused and leaves nothing behind.
      const spoofed = await upload('fake.png', sampleFile('pdf', 500), 'image');
      expect(spoofed.code).toBe(2010102);
      const { rows } = await t.db.query("SELECT 1 FROM file WHERE enterprise_id IS NULL AND name = 'fake.png'");
      expect(rows).toEqual([]);
    });

    it('no enterprise route reaches a platform file, and the back office reaches no enterprise file', async () => {
      const platformFile = (await upload('仅平台.pdf', sampleFile('pdf', 800))).data;
      const enterpriseFile = (await uploadFile(t, ent, '企业.pdf', sampleFile('pdf', 800))).data;
      expect((await call(t, 'GET', `/api/file/geturl?url=${encodeURIComponent(platformFile.url)}`, ent)).code).toBe(2010103);
      expect((await call(t, 'GET', `/api/file/${platformFile.id}`, ent)).code).toBe(2010105);
      expect((await call(t, 'DELETE', `/api/file/${platformFile.id}`, ent)).code).toBe(2010105);
      expect((await call(t, 'GET', `${PLATFORM}/geturl?url=${encodeURIComponent(enterpriseFile.url)}`, ops)).code).toBe(2010103);
      expect((await call(t, 'GET', `${PLATFORM}/${enterpriseFile.id}`, ops)).code).toBe(2010105);
      expect((await call(t, 'DELETE', `${PLATFORM}/${enterpriseFile.id}`, ops)).code).toBe(2010105);
      // An enterprise session is no back-office session.
      const res = await t.app.inject({ method: 'POST', url: `${PLATFORM}/upload/init`, headers: clientAsOps, payload: { name: 'x.pdf', size: 10 } });
      expect(res.json().code).not.toBe(1000000);
      // The back office deletes its own file.
      expect((await call(t, 'DELETE', `${PLATFORM}/${platformFile.id}`, ops)).code).toBe(1000000);
    });

    it('verifyPlatformAttachments and signPlatformFile: platform files only, images when asked', async () => {
      const image = (await upload('图.jpg', sampleFile('jpg', 700), 'image')).data;
      const doc = (await upload('文.pdf', sampleFile('pdf', 700))).data;
      const enterpriseFile = (await uploadFile(t, ent, '企业2.pdf', sampleFile('pdf', 700))).data;

      const stored = await verifyPlatformAttachments(t.app, [{ url: image.url }, { url: doc.url }], { maxCount: 2 });
      expect(stored).toEqual([
        { name: '图.jpg', size: 700, type: 'image/jpeg', url: image.url },
        { name: '文.pdf', size: 700, type: 'application/pdf', url: doc.url },
      ]);
      expect(await codeOf(verifyPlatformAttachments(t.app, [{ url: image.url }], { maxCount: 1, purpose: 'image' }))).toBeUndefined();
      expect(await codeOf(verifyPlatformAttachments(t.app, [{ url: doc.url }], { maxCount: 1, purpose: 'image' }))).toBe(2010102);
      expect(await codeOf(verifyPlatformAttachments(t.app, [{ url: image.url }, { url: doc.url }], { maxCount: 1 }))).toBe(2010102);
      expect(await codeOf(verifyPlatformAttachments(t.app, [{ url: enterpriseFile.url }], { maxCount: 1 }))).toBe(2010103);
      expect(await codeOf(verifyPlatformAttachments(t.app, [{ url: image.url.replace(/[0-9a-f]{8}-/, '00000000-') }], { maxCount: 1 }))).toBe(2010105);

      const signed = await signPlatformFile(t.app, doc.url, { attachment: true });
      const got = await getFrom(t, signed);
      expect(got.status).toBe(200);
      expect(got.headers['content-disposition']).toContain('attachment');
      expect(await codeOf(signPlatformFile(t.app, enterpriseFile.url))).toBe(2010103);
      expect(await codeOf(signPlatformFile(t.app, '../platform/x.pdf'))).toBe(2010103);
      expect((await call(t, 'DELETE', `${PLATFORM}/${doc.id}`, ops)).code).toBe(1000000);
      expect(await codeOf(signPlatformFile(t.app, doc.url))).toBe(2010105);
    });
  });
}

describePlatformFiles('the local store', () => baseStorageConfig({ kind: 'local', localRoot: null }));
if (!HAVE_S3) console.warn('[storage-platform] S3 part SKIPPED: S3_* variables not set (tests/support/s3/start.sh)');
describe.skipIf(!HAVE_S3)('radosgw', () => describePlatformFiles('S3 (radosgw)', () => s3Config()));
