// A headline's cover image and attachments (docs/decisions.md "Headline files"): platform files the back
// office uploads; checked on every save (cover: images only; live platform files only); enterprise users
// reach them only through a published headline, never through the enterprise file routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseStorageConfig, getFrom, JIANGSU, sampleFile, storageTestApp, uploadFile, ZHEJIANG, type StorageTestApp } from '../../../tests/api/storage-harness';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const CLIENT = '/api/enterprise-side-app/contentManagement';
const ADMIN = '/api/operation-manage/contentManagement';
const PLATFORM_FILES = '/api/operation-manage/file';

let t: StorageTestApp;
let ops: Record<string, string>;
let jiangsu: Record<string, string>;
let zhejiang: Record<string, string>;

async function call(headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<Json> {
  return (await t.app.inject({ method, url, headers, payload: body as object | undefined })).json();
}
const platformUpload = async (name: string, data: Buffer, purpose?: string) => (await uploadFile(t, ops, name, data, purpose, PLATFORM_FILES)).data;
const fileUrl = (headers: Record<string, string>, id: number, key: string, attachment = false) =>
  call(headers, 'GET', `${CLIENT}/${id}/fileUrl?url=${encodeURIComponent(key)}${attachment ? '&attachment=true' : ''}`);

beforeAll(async () => {
  t = await storageTestApp(baseStorageConfig({ kind: 'local', localRoot: null }));
  ops = t.headers(await t.adminLogin('admin', 'Admin@2024'));
  jiangsu = await t.as(JIANGSU);
  zhejiang = await t.as(ZHEJIANG);
});
afterAll(() => t?.close());

describe('writing a headline with files', () => {
  it('stores the cover and attachments as the file table says, and the back office sees them signed', async () => {
    const cover = await platformUpload('封面.png', sampleFile('png', 1200), 'image');
    const doc = await platformUpload('通报.pdf', sampleFile('pdf', 900));
    // What the browser claims about a file does not count: name, size and type come from the file table.
    const res = await call(ops, 'POST', ADMIN, {
      title: '带封面的头条',
      body: '<p>正文</p>',
      cover: { url: cover.url, name: 'x.exe' },
      attachments: [{ url: doc.url, name: 'evil.exe', size: 1, type: 'text/html' }],
    });
    expect(res.code, res.msg).toBe(1000000);
    const detail = (await call(ops, 'GET', `${ADMIN}/${res.data.id}`)).data;
    expect(detail.cover).toMatchObject({ name: '封面.png', size: 1200, type: 'image/png', url: cover.url });
    expect(detail.attachments).toHaveLength(1);
    expect(detail.attachments[0]).toMatchObject({ name: '通报.pdf', size: 900, type: 'application/pdf', url: doc.url });
    expect((await getFrom(t, detail.cover.path)).status).toBe(200);

    // Editing keeps or replaces them; removing the cover stores none.
    const edit = await call(ops, 'PUT', ADMIN, { id: res.data.id, title: '带封面的头条', body: '<p>正文</p>', cover: null, attachments: [] });
    expect(edit.code, edit.msg).toBe(1000000);
    const after = (await call(ops, 'GET', `${ADMIN}/${res.data.id}`)).data;
    expect(after.cover).toBeNull();
    expect(after.attachments).toEqual([]);
  });

  it('refuses a cover that is not an image, foreign or unknown files, and too many, storing nothing', async () => {
    const doc = await platformUpload('说明.pdf', sampleFile('pdf', 500));
    const enterpriseFile = (await uploadFile(t, jiangsu, '企业文件.pdf', sampleFile('pdf', 500))).data;
    const write = (extra: Json) => call(ops, 'POST', ADMIN, { title: '被拒的头条', body: '<p>正文</p>', ...extra });
    expect((await write({ cover: { url: doc.url } })).code).toBe(2010102);
    expect((await write({ cover: { url: enterpriseFile.url } })).code).toBe(2010103);
    expect((await write({ attachments: [{ url: enterpriseFile.url }] })).code).toBe(2010103);
    expect((await write({ attachments: [{ url: doc.url.replace(/[0-9a-f]{8}-/, '00000000-') }] })).code).toBe(2010105);
    expect((await write({ attachments: Array.from({ length: 11 }, () => ({ url: doc.url })) })).code).toBe(2010102);
    const { rows } = await t.db.query("SELECT 1 FROM content_article WHERE title = '被拒的头条'");
    expect(rows).toEqual([]);
  });
});

describe('what enterprise users reach', () => {
  it('the files of published headlines only; nothing else of the platform', async () => {
    const coverData = sampleFile('jpg', 1500);
    const cover = await platformUpload('现场.jpg', coverData, 'image');
    const doc = await platformUpload('整改通知.pdf', sampleFile('pdf', 700));
    const other = await platformUpload('别的文件.pdf', sampleFile('pdf', 700));
    const id = (await call(ops, 'POST', ADMIN, { title: '发布后可见的附件', body: '<p>正文</p>', cover: { url: cover.url }, attachments: [{ url: doc.url }] })).data.id;

    // Unpublished: the headline and its files do not exist for readers.
    expect((await call(jiangsu, 'GET', `${CLIENT}/${id}`)).code).toBe(2010105);
    expect((await fileUrl(jiangsu, id, doc.url)).code).toBe(2010105);
    expect((await fileUrl(jiangsu, id, cover.url)).code).toBe(2010105);

    expect((await call(ops, 'POST', `${ADMIN}/${id}/publish`)).code).toBe(1000000);
    for (const reader of [jiangsu, zhejiang]) {
      const row = (await call(reader, 'GET', `${CLIENT}/page?pageNum=1&pageSize=50`)).data.records.find((r: Json) => r.id === id);
      expect(row.cover).toMatchObject({ name: '现场.jpg', url: cover.url });
      const image = await getFrom(t, row.cover.path);
      expect(image.status).toBe(200);
      expect(Buffer.compare(image.body, coverData)).toBe(0);

      const detail = (await call(reader, 'GET', `${CLIENT}/${id}`)).data;
      expect(detail.attachments).toEqual([{ name: '整改通知.pdf', size: 700, type: 'application/pdf', url: doc.url }]);
      const download = await fileUrl(reader, id, doc.url, true);
      expect(download.code).toBe(1000000);
      const got = await getFrom(t, download.data.url);
      expect(got.status).toBe(200);
      expect(got.headers['content-disposition']).toContain('attachment');
      expect(got.body.length).toBe(700);
      // A platform file this headline does not hold, or an enterprise's file: refused.
      expect((await fileUrl(reader, id, other.url)).code).toBe(2010103);
      // The enterprise file routes never serve a platform file.
      expect((await call(reader, 'GET', `/api/file/geturl?url=${encodeURIComponent(doc.url)}`)).code).toBe(2010103);
    }
    const enterpriseFile = (await uploadFile(t, zhejiang, '浙江的文件.pdf', sampleFile('pdf', 300))).data;
    expect((await fileUrl(jiangsu, id, enterpriseFile.url)).code).toBe(2010103);

    // Withdrawn: gone again.
    expect((await call(ops, 'POST', `${ADMIN}/${id}/withdraw`)).code).toBe(1000000);
    expect((await fileUrl(jiangsu, id, doc.url, true)).code).toBe(2010105);
    expect((await call(jiangsu, 'GET', `${CLIENT}/${id}`)).code).toBe(2010105);
  });
});
