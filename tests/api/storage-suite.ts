/**
 * The upload behaviours every store must show through the same HTTP flow (local store, S3/radosgw,
 * OSS fake). Each storage-*.test.ts calls describeUploadFlow with its own app.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupStaleUploads } from '../../server/storage';
import { storeServerFile } from '../../server/plugin-api';
import {
  call,
  fileRows,
  getFrom,
  JIANGSU,
  MiB,
  putTo,
  sampleFile,
  sendAllParts,
  uploadFile,
  ZHEJIANG,
  type StorageTestApp,
} from './storage-harness';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

export function describeUploadFlow(label: string, open: () => Promise<StorageTestApp>, expectedFileServer: string) {
  describe(`upload flow on ${label}`, () => {
    let t: StorageTestApp;
    let jiangsu: Record<string, string>;
    let zhejiang: Record<string, string>;
    let jiangsuId: number;

    beforeAll(async () => {
      t = await open();
      jiangsu = await t.as(JIANGSU);
      zhejiang = await t.as(ZHEJIANG);
      jiangsuId = await t.enterpriseId(JIANGSU);
    });
    afterAll(() => t?.close());

    it('GET /file/sts names the store and hands out no secret', async () => {
      const res = await call(t, 'GET', '/api/file/sts', jiangsu);
      expect(res.data.fileServer).toBe(expectedFileServer);
      const c = res.data.credentials;
      expect(c.uploadMode).toBe('presigned');
      expect(c.uploadPrefix).toMatch(new RegExp(`^ent/${jiangsuId}/\\d{4}/\\d{2}/$`));
      expect(Date.parse(c.expiration)).toBeGreaterThan(Date.now());
      for (const secretField of ['secretKey', 'sessionToken', 'accessKeySecret', 'securityToken', 'accessKey', 'accessKeyId']) {
        if (secretField in c) expect(c[secretField]).toBe('');
      }
      const cfg = t.app.storage.config;
      for (const secret of [cfg.s3?.secretKey, cfg.s3?.accessKey, cfg.oss?.accessKeySecret, cfg.oss?.accessKeyId].filter(Boolean)) {
        expect(JSON.stringify(res)).not.toContain(secret);
      }
    });

    it('single upload: presigned PUT, complete, then the signed path serves the same bytes', async () => {
      const data = sampleFile('png', 200_000);
      const done = await uploadFile(t, jiangsu, '现场照片.png', data, 'image');
      expect(done.code, done.msg).toBe(1000000);
      const entry = done.data;
      expect(entry).toMatchObject({ name: '现场照片.png', size: data.length, type: 'image/png' });
      expect(entry.url).toMatch(new RegExp(`^ent/${jiangsuId}/\\d{4}/\\d{2}/[0-9a-f-]{36}-现场照片\\.png$`));
      expect(await fileRows(t, entry.url)).toBe(1);
      const got = await getFrom(t, entry.path);
      expect(got.status).toBe(200);
      expect(sha(got.body)).toBe(sha(data));
      expect(got.headers['content-type']).toBe('image/png');
    });

    it('multipart: 12 MiB video in 5 MiB parts, resume listing, missing part refused, then complete', async () => {
      const data = sampleFile('mp4', 12 * MiB);
      const init = (await call(t, 'POST', '/api/file/upload/init', jiangsu, { name: 'inspection.mp4', size: data.length, purpose: 'video' })).data;
      expect(init).toMatchObject({ mode: 'multipart', partSize: 5 * MiB, partCount: 3 });
      expect(init.parts.map((p: { partNumber: number }) => p.partNumber)).toEqual([1, 2, 3]);

      await sendAllParts(t, jiangsu, init, data, [2]);
      // A reloaded page asks what is already there and sends only the rest.
      const state = (await call(t, 'GET', `/api/file/upload/${init.uploadId}/parts`, jiangsu)).data;
      expect(state.parts.map((p: { partNumber: number }) => p.partNumber)).toEqual([1, 3]);
      expect(state.parts.map((p: { size: number }) => p.size)).toEqual([5 * MiB, 2 * MiB]);

      const early = await call(t, 'POST', '/api/file/upload/complete', jiangsu, { uploadId: init.uploadId });
      expect(early.code).toBe(2010102);
      expect(early.data.missingParts).toEqual([2]);

      const fresh = (await call(t, 'POST', '/api/file/upload/parts', jiangsu, { uploadId: init.uploadId, partNumbers: [2] })).data;
      const put = await putTo(t, fresh.parts[0].url, fresh.headers, data.subarray(5 * MiB, 10 * MiB));
      expect(put.status, put.body).toBe(200);

      const done = await call(t, 'POST', '/api/file/upload/complete', jiangsu, { uploadId: init.uploadId });
      expect(done.code, done.msg).toBe(1000000);
      expect(done.data).toMatchObject({ name: 'inspection.mp4', size: 12 * MiB, type: 'video/mp4' });
      const got = await getFrom(t, done.data.path);
      expect(sha(got.body)).toBe(sha(data));

      // Completing again (a retry after a lost answer) gives the same file, not a second one.
      const again = await call(t, 'POST', '/api/file/upload/complete', jiangsu, { uploadId: init.uploadId });
      expect(again.data.id).toBe(done.data.id);
      expect(await fileRows(t, done.data.url)).toBe(1);
      expect(await t.app.storage.store.listMultipartUploads(done.data.url)).toEqual([]);
    });

    it('a spoofed type is refused at complete: object deleted, no record', async () => {
      const fake = Buffer.from('<html><script>alert(1)</script></html>'.padEnd(5000, ' '));
      const done = await uploadFile(t, jiangsu, 'invoice.pdf', fake);
      expect(done.code).toBe(2010102);
      expect(done.msg).toBe('文件内容与文件格式不符');
      const { rows } = await t.db.query<{ key: string }>(`SELECT key FROM file_upload WHERE name = 'invoice.pdf'`);
      expect(rows).toEqual([]);
      const { rows: files } = await t.db.query(`SELECT 1 FROM file WHERE name = 'invoice.pdf'`);
      expect(files).toEqual([]);
    });

    it('a spoofed multipart video is refused and its object removed', async () => {
      const data = sampleFile('pdf', 6 * MiB);
      const init = (await call(t, 'POST', '/api/file/upload/init', jiangsu, { name: 'clip.mp4', size: data.length, purpose: 'video' })).data;
      await sendAllParts(t, jiangsu, init, data);
      const done = await call(t, 'POST', '/api/file/upload/complete', jiangsu, { uploadId: init.uploadId });
      expect(done.code).toBe(2010102);
      expect(await t.app.storage.store.head(init.key)).toBeNull();
      expect(await fileRows(t, init.key)).toBe(0);
    });

    it('a body shorter than declared is not completed: no object, no record, the upload stays open for a retry', async () => {
      const data = sampleFile('pdf', 10_000);
      const init = (await call(t, 'POST', '/api/file/upload/init', jiangsu, { name: 'short.pdf', size: data.length + 500 })).data;
      expect(init.mode).toBe('single');
      expect((await putTo(t, init.url, init.headers, data)).status).toBe(200);
      const done = await call(t, 'POST', '/api/file/upload/complete', jiangsu, { uploadId: init.uploadId });
      expect(done.code).toBe(2010102);
      expect(done.msg).toBe('文件未上传完整, 请重试');
      expect(done.data.missingParts).toEqual([1]);
      expect(await fileRows(t, init.key)).toBe(0);
      expect(await t.app.storage.store.head(init.key)).toBeNull();
      await call(t, 'POST', '/api/file/upload/abort', jiangsu, { uploadId: init.uploadId });
    });

    it('a single-upload URL is dead once the upload is complete: the verified object cannot be replaced', async () => {
      const data = sampleFile('pdf', 800);
      const init = (await call(t, 'POST', '/api/file/upload/init', jiangsu, { name: 'once.pdf', size: data.length })).data;
      expect((await putTo(t, init.url, init.headers, data)).status).toBe(200);
      const done = await call(t, 'POST', '/api/file/upload/complete', jiangsu, { uploadId: init.uploadId });
      expect(done.code).toBe(1000000);
      const again = await putTo(t, init.url, init.headers, Buffer.from('<html>'.padEnd(800)));
      expect(again.status).toBeGreaterThanOrEqual(400);
      const got = await getFrom(t, done.data.path);
      expect(got.body.equals(data)).toBe(true);
    });

    it("another enterprise's keys, uploads and files are refused", async () => {
      const mine = await uploadFile(t, jiangsu, 'permit.pdf', sampleFile('pdf', 3000));
      expect(mine.code).toBe(1000000);
      const geturlOther = await call(t, 'GET', `/api/file/geturl?url=${encodeURIComponent(mine.data.url)}`, zhejiang);
      expect(geturlOther.code).toBe(2010103);
      const geturlMine = await call(t, 'GET', `/api/file/geturl?url=${encodeURIComponent(mine.data.url)}`, jiangsu);
      expect(geturlMine.code).toBe(1000000);
      expect((await getFrom(t, geturlMine.data)).status).toBe(200);
      const traversal = await call(t, 'GET', `/api/file/geturl?url=${encodeURIComponent(`ent/${jiangsuId}/../1/x.pdf`)}`, jiangsu);
      expect(traversal.code).toBe(2010103);

      const video = sampleFile('mp4', 6 * MiB);
      const init = (await call(t, 'POST', '/api/file/upload/init', jiangsu, { name: 'a.mp4', size: video.length, purpose: 'video' })).data;
      for (const [method, url, body] of [
        ['POST', '/api/file/upload/parts', { uploadId: init.uploadId, partNumbers: [1] }],
        ['GET', `/api/file/upload/${init.uploadId}/parts`, undefined],
        ['POST', '/api/file/upload/complete', { uploadId: init.uploadId }],
        ['POST', '/api/file/upload/abort', { uploadId: init.uploadId }],
      ] as const) {
        expect((await call(t, method, url, zhejiang, body)).code, url).toBe(2010103);
      }
      expect((await call(t, 'DELETE', `/api/file/${mine.data.id}`, zhejiang)).code).toBe(2010105);
      expect(await fileRows(t, mine.data.url)).toBe(1);
      await call(t, 'POST', '/api/file/upload/abort', jiangsu, { uploadId: init.uploadId });
    });

    it('abort drops every uploaded part', async () => {
      const data = sampleFile('mp4', 11 * MiB);
      const init = (await call(t, 'POST', '/api/file/upload/init', jiangsu, { name: 'aborted.mp4', size: data.length, purpose: 'video' })).data;
      await sendAllParts(t, jiangsu, init, data, [3]);
      expect(await t.app.storage.store.listMultipartUploads(init.key)).toHaveLength(1);
      const res = await call(t, 'POST', '/api/file/upload/abort', jiangsu, { uploadId: init.uploadId });
      expect(res.code).toBe(1000000);
      expect(await t.app.storage.store.listMultipartUploads(init.key)).toEqual([]);
      expect((await call(t, 'GET', `/api/file/upload/${init.uploadId}/parts`, jiangsu)).code).toBe(2010105);
    });

    it('cleanup aborts stale uploads (multipart and single) and frees their parts', async () => {
      const video = sampleFile('mp4', 6 * MiB);
      const multi = (await call(t, 'POST', '/api/file/upload/init', jiangsu, { name: 'stale.mp4', size: video.length, purpose: 'video' })).data;
      await sendAllParts(t, jiangsu, multi, video, [2]);
      const pdf = sampleFile('pdf', 4000);
      const single = (await call(t, 'POST', '/api/file/upload/init', jiangsu, { name: 'stale.pdf', size: pdf.length })).data;
      expect((await putTo(t, single.url, single.headers, pdf)).status).toBe(200);

      // Nothing is older than 24 h yet: a sweep now keeps both.
      await cleanupStaleUploads(t.app.storage, 24);
      expect(await t.app.storage.store.listMultipartUploads(multi.key)).toHaveLength(1);

      expect(await t.app.storage.store.listMultipartUploads(single.key)).toHaveLength(1);
      const report = await cleanupStaleUploads(t.app.storage, 24, new Date(Date.now() + 25 * 3600_000));
      expect(report.multipartAborted).toBeGreaterThanOrEqual(2);
      expect(report.uploads).toBeGreaterThanOrEqual(2);
      expect(await t.app.storage.store.listMultipartUploads(multi.key)).toEqual([]);
      expect(await t.app.storage.store.listMultipartUploads(single.key)).toEqual([]);
      expect(await t.app.storage.store.head(single.key)).toBeNull();
      const { rows } = await t.db.query('SELECT 1 FROM file_upload WHERE id = ANY($1::uuid[])', [[multi.uploadId, single.uploadId]]);
      expect(rows).toEqual([]);
    });

    it('delete removes the record and the object', async () => {
      const done = await uploadFile(t, jiangsu, 'to-delete.pdf', sampleFile('pdf', 2000));
      const res = await call(t, 'DELETE', `/api/file/${done.data.id}`, jiangsu);
      expect(res.code).toBe(1000000);
      expect(await fileRows(t, done.data.url)).toBe(0);
      expect(await t.app.storage.store.head(done.data.url)).toBeNull();
      expect((await call(t, 'DELETE', `/api/file/${done.data.id}`, jiangsu)).code).toBe(2010105);
    });

    it('a file the server produced is stored and recorded like an upload (plugin-api storeServerFile)', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'ec-server-file-'));
      try {
        const data = sampleFile('mp4', 6 * MiB + 123);
        writeFileSync(join(dir, 'rec.mp4'), data);
        const entry = await storeServerFile(t.app, { enterpriseId: jiangsuId, userId: null }, { name: '录像 1.mp4', path: join(dir, 'rec.mp4') });
        expect(entry).toMatchObject({ name: '录像 1.mp4', size: data.length, type: 'video/mp4' });
        expect(entry.url).toMatch(new RegExp(`^ent/${jiangsuId}/`));
        expect(sha((await getFrom(t, entry.path)).body)).toBe(sha(data));
        // The enterprise reads it through the ordinary file routes; another enterprise does not see it.
        expect((await call(t, 'GET', `/api/file/${entry.id}`, jiangsu)).data.url).toBe(entry.url);
        expect((await call(t, 'GET', `/api/file/${entry.id}`, zhejiang)).code).toBe(2010105);
        // Content that does not fit the extension is refused before anything is stored.
        writeFileSync(join(dir, 'fake.mp4'), sampleFile('pdf', 1000));
        await expect(storeServerFile(t.app, { enterpriseId: jiangsuId, userId: null }, { name: 'fake.mp4', path: join(dir, 'fake.mp4') })).rejects.toMatchObject({ code: 2010102 });
        const { rows } = await t.db.query(`SELECT 1 FROM file WHERE name = 'fake.mp4'`);
        expect(rows).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('rules of spec §5 are enforced by the server even when the browser skips them', async () => {
      const init = (body: object) => call(t, 'POST', '/api/file/upload/init', jiangsu, body);
      expect((await init({ name: 'my photo.png', size: 10, purpose: 'image' })).msg).toBe('文件名称不能包含空格');
      expect((await init({ name: 'tool.exe', size: 10 })).msg).toBe(
        '文件格式不正确，请上传mp4、avi、png、jpg、jpeg、xls、xlsx、pdf、doc、docx、rar、zip、webp格式的文件',
      );
      expect((await init({ name: 'scan.pdf', size: 10, purpose: 'image' })).msg).toBe('文件格式不正确, 请上传png、jpg、jpeg格式图片!');
      expect((await init({ name: 'clip.avi', size: 10, purpose: 'video' })).msg).toBe('请上传mp4格式视频!');
      expect((await init({ name: 'clip.mp4', size: 524_288_001, purpose: 'video' })).msg).toBe('上传视频大小不能超过500MB!');
      expect((await init({ name: 'big.pdf', size: 200 * MiB + 1 })).msg).toBe('上传文件大小不能超过200MB!');
      const ok = await init({ name: 'clip.mp4', size: 524_288_000, purpose: 'video' });
      expect(ok.code).toBe(1000000);
      expect(ok.data.partCount).toBe(100);
      await call(t, 'POST', '/api/file/upload/abort', jiangsu, { uploadId: ok.data.uploadId });
    });
  });
}
