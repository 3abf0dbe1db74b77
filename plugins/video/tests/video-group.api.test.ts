// Issue 18 / issue 17 item 1: a management group's video page lists the cameras of its member
// enterprises (GET group/video/point/page), one member on request; a camera of an enterprise outside the
// group never appears; a member's camera is read (and played) in that member's scope, never written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_API } from '../contract';
import { DEMO_SERIAL, JIANGSU, videoTestApp, ZHEJIANG, type Json, type VideoTestApp } from './harness';

const GROUP = '绿源环境集团';
const OUTSIDER = '集团外企业';
const OUTSIDE_CAMERA = '集团外摄像头';

let t: VideoTestApp;
let group: Record<string, string>;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await videoTestApp();
  group = await t.as('admin', GROUP);
  await t.db.query(`INSERT INTO enterprise (name, type, actived, edition_id) VALUES ($1, 0, 1, 1)`, [OUTSIDER]);
  ids = { jiangsu: await t.enterpriseId(JIANGSU), zhejiang: await t.enterpriseId(ZHEJIANG), outsider: await t.enterpriseId(OUTSIDER) };
  await t.db.query(
    `INSERT INTO video_point (enterprise_id, name, online_status, point_child_type, device_serial, channel_code, source_url) VALUES ($1, $2, 0, '1', $3, '99', 'demo:testsrc2')`,
    [ids.outsider, OUTSIDE_CAMERA, DEMO_SERIAL],
  );
});
afterAll(() => t?.close());

const groupPage = (headers: Record<string, string>, query = '') => t.call('GET', `${VIDEO_API.groupPointPage}?pageNum=1&pageSize=50${query}`, headers);
const ownTotal = async (enterprise: string) => (await t.call('GET', `${VIDEO_API.pointPage}?pageNum=1&pageSize=50`, await t.as('admin', enterprise))).data.total as number;

describe('the group’s cameras', () => {
  it('lists every member’s cameras with their enterprise, and nothing of an outsider', async () => {
    const body = await groupPage(group);
    expect(body.code).toBe(1000000);
    const [jiangsu, zhejiang] = [await ownTotal(JIANGSU), await ownTotal(ZHEJIANG)];
    expect(jiangsu).toBeGreaterThan(0);
    expect(zhejiang).toBeGreaterThan(0);
    expect(body.data.total).toBe(jiangsu + zhejiang);
    const names = new Set(body.data.records.map((r: Json) => r.enterpriseName));
    expect([...names].sort()).toEqual([JIANGSU, ZHEJIANG].sort());
    expect(JSON.stringify(body)).not.toContain(OUTSIDE_CAMERA);
    // Passwords of sources stay masked here as everywhere.
    expect(JSON.stringify(body)).not.toMatch(/:\/\/[^*/@]+:[^*@]+@/);
  });

  it('narrows to one member and searches; a non-member filter answers 2010103', async () => {
    const one = await groupPage(group, `&enterpriseId=${ids.zhejiang}`);
    expect(one.data.total).toBe(await ownTotal(ZHEJIANG));
    expect(one.data.records.every((r: Json) => r.enterpriseId === ids.zhejiang)).toBe(true);
    const named = await groupPage(group, `&name=${encodeURIComponent('污水总排口')}`);
    expect(named.data.records.length).toBeGreaterThan(0);
    expect(named.data.records.every((r: Json) => r.name === '污水总排口')).toBe(true);
    const foreign = await groupPage(group, `&enterpriseId=${ids.outsider}`);
    expect(foreign.code).toBe(2010103);
    expect(JSON.stringify(foreign)).not.toContain(OUTSIDE_CAMERA);
  });

  it('reads a member’s camera in the member’s scope, and writes nothing there', async () => {
    const camera = (await groupPage(group, `&enterpriseId=${ids.jiangsu}`)).data.records[0];
    const asJiangsu = { ...group, member_enterprise_id: String(ids.jiangsu) };
    const asZhejiang = { ...group, member_enterprise_id: String(ids.zhejiang) };
    expect((await t.call('GET', `${VIDEO_API.points}/${camera.id}`, asJiangsu)).data).toMatchObject({ id: camera.id, enterpriseName: JIANGSU });
    expect((await t.call('GET', `${VIDEO_API.points}/${camera.id}`, asZhejiang)).code).toBe(2010105);
    expect((await t.call('DELETE', `${VIDEO_API.points}/${camera.id}`, asJiangsu)).code).toBe(2010103);
    expect((await t.call('GET', `${VIDEO_API.points}/${camera.id}`, await t.as('admin', JIANGSU))).code).toBe(1000000);
  });

  it('answers 2010103 under a member enterprise, in a member scope, and to a user without the group', async () => {
    for (const headers of [await t.as('admin', JIANGSU), { ...group, member_enterprise_id: String(ids.jiangsu) }, await t.as('viewer', JIANGSU)]) {
      const body = await groupPage(headers);
      expect(body.code).toBe(2010103);
      expect(JSON.stringify(body)).not.toContain(ZHEJIANG);
    }
    const viewerUnderGroup = { ...(await t.as('viewer', JIANGSU)), enterprise_id: String(await t.enterpriseId(GROUP)) };
    expect((await groupPage(viewerUnderGroup)).code).toBe(2010103);
  });
});
