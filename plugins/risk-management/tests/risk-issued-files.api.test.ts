// Issue 18: a problem the back office issues to an enterprise carries platform files, checked like every
// attachment; the enterprise reads them signed from the risk's detail (its file API cannot sign them),
// while its own problems keep its own files as before.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';
import { baseStorageConfig, getFrom, sampleFile, uploadFile } from '../../../tests/api/storage-harness';
import { adminCaller, caller, JIANGSU, PEOPLE, type Caller } from './helpers';

let t: TestApp;
let root: string;
let ops: Caller;
let jiangsu: Caller;
let jiangsuId: number;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ec-risk-'));
  t = await createTestApp({ schemas: [], storage: baseStorageConfig({ kind: 'local', localRoot: root }) });
  jiangsuId = await t.enterpriseId(JIANGSU);
  ops = await adminCaller(t);
  jiangsu = await caller(t, PEOPLE.zhang, jiangsuId);
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const upload = async (headers: Record<string, string>, name: string, base?: string) => {
  const res = await uploadFile(t, headers, name, sampleFile('pdf', 1300), undefined, base);
  expect(res.code, JSON.stringify(res)).toBe(1000000);
  return { url: res.data.url as string };
};

describe('problems the back office issues', () => {
  it('carry platform files that the enterprise downloads signed', async () => {
    const file = await upload(ops.headers, '整改要求.pdf', '/api/operation-manage/file');
    const issued = await ops('POST', '/risk/manualProblem', { enterpriseId: jiangsuId, title: '排口标识缺失', level: 2, attachments: [file] });
    expect(issued.code, JSON.stringify(issued)).toBe(1000000);
    const seen = (await jiangsu('GET', `/risk/${issued.data.id}`)).data;
    expect(seen.issuedByPlatform).toBe(true);
    expect(seen.attachments).toEqual([expect.objectContaining({ name: '整改要求.pdf', url: file.url, path: expect.stringContaining('X-Signature=') })]);
    const download = await getFrom(t, seen.attachments[0].path);
    expect(download.status).toBe(200);
    expect(download.body.length).toBe(1300);
  });

  it('refuse an enterprise’s file, raising nothing', async () => {
    const before = (await ops('GET', `/risk/page?pageNum=1&pageSize=10&enterpriseId=${jiangsuId}`)).data.total;
    const foreign = await upload(jiangsu.headers, '企业照片.pdf');
    const refused = await ops('POST', '/risk/manualProblem', { enterpriseId: jiangsuId, title: '带企业文件', level: 1, attachments: [foreign] });
    expect(refused.code).toBe(2010103);
    expect((await ops('GET', `/risk/page?pageNum=1&pageSize=10&enterpriseId=${jiangsuId}`)).data.total).toBe(before);
  });

  it('leave the enterprise’s own problems with its own, unsigned files', async () => {
    const own = await upload(jiangsu.headers, '现场照片.pdf');
    // Sent as the upload control holds the entry: what it claims besides the key is not taken.
    const raised = await jiangsu('POST', '/risk/manualProblem', { title: '企业自查问题', level: 1, attachments: [{ ...own, name: 'x.exe', size: 1, type: 'text/html' }] });
    expect(raised.code).toBe(1000000);
    const seen = (await jiangsu('GET', `/risk/${raised.data.id}`)).data;
    expect(seen.issuedByPlatform).toBe(false);
    expect(seen.attachments).toEqual([expect.objectContaining({ url: own.url, name: '现场照片.pdf', size: 1300 })]);
    expect(seen.attachments[0].path).toBeUndefined();
  });
});
