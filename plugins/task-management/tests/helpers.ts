// Shared by the task API tests: a test app with a local file store, signed-in callers, a task maker.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';
import { baseStorageConfig, sampleFile, uploadFile } from '../../../tests/api/storage-harness';
import { formatBeijing } from '../../../server/plugin-api';
import type { Caller, Json } from '../../../tests/api/helpers/callers';

export { adminCaller, caller, JIANGSU, PEOPLE, ZHEJIANG, type Caller, type Json } from '../../../tests/api/helpers/callers';

export interface TaskTestApp extends TestApp {
  removeStore(): void;
}

export async function taskApp(): Promise<TaskTestApp> {
  const root = mkdtempSync(join(tmpdir(), 'ec-task-'));
  const t = await createTestApp({ schemas: [], storage: baseStorageConfig({ kind: 'local', localRoot: root }) });
  return Object.assign(t, { removeStore: () => rmSync(root, { recursive: true, force: true }) });
}

/** `YYYY-MM-DD HH:mm:ss` (China time) some days from now. */
export const inDays = (days: number) => formatBeijing(new Date(Date.now() + days * 86_400_000));

/** A task the caller gives to `assigneeId` (issued unless `issue: false`); answers its id. */
export async function giveTask(as: Caller, assigneeId: number, extra: Json = {}): Promise<number> {
  const res = await as('POST', '/task', { title: '危废台账月度核对', body: '<p>核对本月危废出入库记录</p>', level: 2, deadline: inDays(7), assigneeId, ...extra });
  if (res.code !== 1000000) throw new Error(`task not created: ${JSON.stringify(res)}`);
  return res.data.id;
}

/** A file uploaded by the caller (the browser's upload flow): the entry a form sends. */
export async function uploadAs(t: TestApp, as: Caller, name: string): Promise<{ url: string; name: string }> {
  const res = await uploadFile(t, as.headers, name, sampleFile('pdf', 2000));
  if (res.code !== 1000000) throw new Error(`upload failed: ${JSON.stringify(res)}`);
  return { url: res.data.url, name: res.data.name };
}

export async function taskNotices(t: TestApp, taskId: number) {
  const { rows } = await t.db.query<{ user_id: number; title: string; link: string | null }>(
    'SELECT user_id, title, link FROM notice WHERE type = 2 AND biz_id = $1 ORDER BY id',
    [String(taskId)],
  );
  return rows.map((r) => ({ userId: Number(r.user_id), title: r.title, link: r.link }));
}
