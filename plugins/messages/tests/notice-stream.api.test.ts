// Issue 15 item 3: new notices pushed over Server-Sent Events (user/notice/stream). A subscriber hears
// its own notices in its enterprise and nobody else's; without a session the stream is refused; on
// PostgreSQL a notice written by another process (another connection) reaches the stream too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSseParser, type ServerEvent } from '../../../data-providers/sse';
import { createNotice, createNotices, NOTICE_TYPES } from '../../../server/plugin-api';
import { openDb } from '../../../server/db';
import { createTestApp, type TestApp } from '../../../tests/api/helpers/testApp';

const STREAM = '/api/enterprise-side-app/user/notice/stream';
let t: TestApp;
let base: string;
let zhangToken: string;
let liToken: string;
let jiangsu: number;
let zhejiang: number;
let zhangId: number;
let liId: number;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  zhangToken = await t.login('13800000001', 'Demo@2024');
  liToken = await t.login('13800000002', 'Demo@2024');
  jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
  zhejiang = await t.enterpriseId('浙江清泉水务有限公司');
  const ids = await t.db.query<{ id: number; phone: string }>(`SELECT id::float8 AS id, phone FROM app_user WHERE phone IN ('13800000001', '13800000002')`);
  zhangId = ids.rows.find((r) => r.phone === '13800000001')!.id;
  liId = ids.rows.find((r) => r.phone === '13800000002')!.id;
});
afterAll(() => t?.close());

/** An open stream: the events received so far, a wait for the next one matching, and close. */
async function openStream(token: string, enterpriseId: number) {
  const controller = new AbortController();
  const response = await fetch(`${base}${STREAM}`, { headers: t.headers(token, enterpriseId), signal: controller.signal });
  const events: ServerEvent[] = [];
  const waiters: { match: (e: ServerEvent) => boolean; resolve: (e: ServerEvent) => void }[] = [];
  const parser = createSseParser((e) => {
    events.push(e);
    for (const w of [...waiters]) if (w.match(e)) (waiters.splice(waiters.indexOf(w), 1), w.resolve(e));
  });
  const reading = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        parser.push(value);
      }
    } catch {
      /* aborted by close() */
    }
  })();
  return {
    response,
    events,
    next(match: (e: ServerEvent) => boolean): Promise<ServerEvent> {
      const seen = events.find(match);
      return seen ? Promise.resolve(seen) : new Promise((resolve) => waiters.push({ match, resolve }));
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

const noticeTitled = (title: string) => (e: ServerEvent) => e.event === 'notice' && JSON.parse(e.data).title === title;

describe('notice stream', () => {
  it('is a text/event-stream that starts with ready (live) and pushes the owner’s new notice', async () => {
    const stream = await openStream(zhangToken, jiangsu);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(JSON.parse((await stream.next((e) => e.event === 'ready')).data)).toEqual({ live: true });
      const id = await createNotice(t.db, { userId: zhangId, enterpriseId: jiangsu, type: NOTICE_TYPES.approval, title: '推送测试一' });
      const pushed = await stream.next(noticeTitled('推送测试一'));
      expect(JSON.parse(pushed.data)).toMatchObject({ id, title: '推送测试一' });
      expect(JSON.parse(pushed.data)).not.toHaveProperty('userId');
      expect(pushed.id).toBe(String(id));
    } finally {
      await stream.close();
    }
  });

  it('createNotices: one call stores the notice for every owner and pushes each after the commit only', async () => {
    const zhang = await openStream(zhangToken, jiangsu);
    const li = await openStream(liToken, jiangsu);
    try {
      await zhang.next((e) => e.event === 'ready');
      await li.next((e) => e.event === 'ready');
      // Rolled back: nothing stored, nothing pushed (the later committed batch proves the order).
      await t.db
        .transaction(async (tx) => {
          await createNotices(tx, { type: NOTICE_TYPES.system, title: '回滚的群发' }, [{ userId: liId, enterpriseId: jiangsu }]);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      const owners = [
        { userId: zhangId, enterpriseId: jiangsu },
        { userId: liId, enterpriseId: jiangsu },
        { userId: zhangId, enterpriseId: zhejiang },
      ];
      const created = await t.db.transaction((tx) => createNotices(tx, { type: NOTICE_TYPES.system, title: '群发通知', bizId: 'b-1', link: '/x' }, owners));
      expect(created).toBe(3);
      expect(await createNotices(t.db, { type: NOTICE_TYPES.system, title: '无人' }, [])).toBe(0);
      const stored = await t.db.query<{ u: number; e: number }>(`SELECT user_id::float8 AS u, enterprise_id::float8 AS e FROM notice WHERE title = '群发通知' AND biz_id = 'b-1' AND link = '/x' ORDER BY 1, 2`);
      expect(stored.rows).toEqual(owners.map((o) => ({ u: o.userId, e: o.enterpriseId })).sort((a, b) => a.u - b.u || a.e - b.e));
      expect(JSON.parse((await li.next(noticeTitled('群发通知'))).data)).toMatchObject({ title: '群发通知', bizId: 'b-1', link: '/x' });
      await zhang.next(noticeTitled('群发通知'));
      expect(li.events.some(noticeTitled('回滚的群发'))).toBe(false);
      expect((await t.db.query(`SELECT 1 FROM notice WHERE title = '回滚的群发'`)).rows).toEqual([]);
      // 张伟's stream is in 江苏: his 浙江 copy is not on it.
      expect(zhang.events.filter(noticeTitled('群发通知'))).toHaveLength(1);
    } finally {
      await zhang.close();
      await li.close();
    }
  });

  it('never carries another user’s or another enterprise’s notices', async () => {
    const zhang = await openStream(zhangToken, jiangsu);
    const li = await openStream(liToken, jiangsu);
    try {
      await zhang.next((e) => e.event === 'ready');
      await li.next((e) => e.event === 'ready');
      await createNotice(t.db, { userId: liId, enterpriseId: jiangsu, type: NOTICE_TYPES.system, title: '给李娜的' });
      await createNotice(t.db, { userId: zhangId, enterpriseId: zhejiang, type: NOTICE_TYPES.system, title: '张伟在浙江的' });
      await createNotice(t.db, { userId: zhangId, enterpriseId: jiangsu, type: NOTICE_TYPES.system, title: '张伟在江苏的' });
      await li.next(noticeTitled('给李娜的'));
      // Notices arrive in commit order: once the last one is in, the others would have been too.
      await zhang.next(noticeTitled('张伟在江苏的'));
      const titles = zhang.events.filter((e) => e.event === 'notice').map((e) => JSON.parse(e.data).title);
      expect(titles).not.toContain('给李娜的');
      expect(titles).not.toContain('张伟在浙江的');
      expect(li.events.filter((e) => e.event === 'notice').map((e) => JSON.parse(e.data).title)).toEqual(['给李娜的']);
    } finally {
      await zhang.close();
      await li.close();
    }
  });

  it('refuses a caller without a session or outside the enterprise', async () => {
    const anonymous = await fetch(`${base}${STREAM}`, { headers: { enterprise_id: String(jiangsu) } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).not.toMatch(/event-stream/);
    const hebei = await t.enterpriseId('河北绿源环境工程有限公司');
    const foreign = await fetch(`${base}${STREAM}`, { headers: t.headers(zhangToken, hebei) });
    expect(foreign.headers.get('content-type')).not.toMatch(/event-stream/);
    expect(((await foreign.json()) as { code: number }).code).toBe(2010103);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('hears a notice written by another process on the same PostgreSQL', async () => {
    const stream = await openStream(zhangToken, jiangsu);
    const other = await openDb({ dataDir: ':memory:', databaseUrl: t.databaseUrl });
    try {
      await stream.next((e) => e.event === 'ready');
      await createNotice(other, { userId: zhangId, enterpriseId: jiangsu, type: NOTICE_TYPES.system, title: '另一进程的通知' });
      await stream.next(noticeTitled('另一进程的通知'));
    } finally {
      await other.close();
      await stream.close();
    }
  });
});
