// Cameras (spec §3 Video point) through the API: the enterprise's list with search, add / edit / delete
// with the platform's validation, the password of a source never leaving the server, the enterprise
// scope, the back office's list across enterprises, and the routes in the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channel, DEMO_SERIAL, JIANGSU, videoTestApp, ZHEJIANG, type Json, type VideoTestApp } from './harness';

let t: VideoTestApp;
let admin: Record<string, string>;
let viewer: Record<string, string>;
let zhejiang: Record<string, string>;

beforeAll(async () => {
  t = await videoTestApp();
  admin = await t.as('admin', JIANGSU);
  viewer = await t.as('viewer', JIANGSU);
  zhejiang = await t.as('admin', ZHEJIANG);
});
afterAll(() => t?.close());

const page = async (headers: Record<string, string>, query = '') => (await t.call('GET', `/enterprise-side-app/video/point/page?pageNum=1&pageSize=50${query}`, headers)).data;

describe('the camera list', () => {
  it("lists the enterprise's cameras with the spec's fields, newest first", async () => {
    const list = await page(admin);
    expect(list.total).toBe(5);
    const names = list.records.map((r: Json) => r.name);
    expect(names).toContain('污水总排口');
    expect(names).toContain('雨水排放口（离线）');
    const outlet = list.records.find((r: Json) => r.name === '污水总排口');
    expect(outlet).toMatchObject({ onlineStatus: 1, enterpriseName: JIANGSU, pointChildType: '1', deviceSerial: DEMO_SERIAL, sourceUrl: 'demo:testsrc2' });
    expect(outlet.administrativeDivisionName).toMatch(/\S/);
    expect(list.records.find((r: Json) => r.name.includes('离线')).onlineStatus).toBe(0);
  });

  it('searches by name, online state and child type; the read-only user may list', async () => {
    expect((await page(admin, `&name=${encodeURIComponent('排放口')}`)).records.map((r: Json) => r.name).sort()).toEqual(['1#废气排放口', '雨水排放口（离线）']);
    expect((await page(admin, '&onlineStatus=0')).total).toBe(1);
    expect((await page(admin, '&pointChildType=5')).records.map((r: Json) => r.name)).toEqual(['危废暂存间']);
    expect((await page(viewer)).total).toBe(5);
    const bad = await t.call('GET', '/enterprise-side-app/video/point/page?onlineStatus=7', admin);
    expect(bad.code).toBe(2010102);
    expect(bad.msg).toContain('onlineStatus');
  });

  it("never shows another enterprise's cameras", async () => {
    const theirs = await page(zhejiang);
    expect(theirs.records.map((r: Json) => r.enterpriseName)).toEqual([ZHEJIANG, ZHEJIANG]);
    const ours = (await page(admin)).records[0];
    expect((await t.call('GET', `/enterprise-side-app/video/point/${ours.id}`, zhejiang)).code).toBe(2010105);
    expect((await t.call('GET', `/enterprise-side-app/video/point/${ours.id}/recordings`, zhejiang)).code).toBe(2010105);
    expect((await t.call('DELETE', `/enterprise-side-app/video/point/${ours.id}`, zhejiang)).code).toBe(2010105);
    expect((await t.call('GET', `/enterprise-side-app/video/point/${ours.id}`, admin)).data.name).toBe(ours.name);
  });
});

describe('adding, editing and deleting a camera', () => {
  const camera = { name: '  北门  ', pointChildType: '4,9', deviceSerial: 'NVR-01', channelCode: '7', sourceUrl: 'rtsp://ops:s3cret@10.0.0.8:554/Streaming/Channels/701', remark: '' };

  it('validates like every form of the platform, naming the field', async () => {
    const post = (body: object) => t.call('POST', '/enterprise-side-app/video/point', admin, body);
    const missing = await post({ deviceSerial: 'A', channelCode: '1' });
    expect(missing.code).toBe(2010102);
    expect(missing.msg).toContain('name');
    for (const sourceUrl of ['file:///etc/passwd', 'concat:a.flv|b.flv', 'rtsp://cam/a b', 'demo:mandelbrot', '-i /etc/passwd']) {
      const res = await post({ ...camera, sourceUrl });
      expect(res.code, sourceUrl).toBe(2010102);
      expect(res.msg).toContain('sourceUrl');
    }
    expect((await post({ ...camera, pointChildType: '1,77' })).msg).toContain('pointChildType');
    expect((await post({ ...camera, deviceSerial: 'a/b' })).msg).toContain('deviceSerial');
    expect((await post({ ...camera, administrativeDivisionId: '999999' })).msg).toContain('administrativeDivisionId');
    expect((await post({ ...camera, name: 'x'.repeat(51) })).msg).toContain('name');
    // The read-only role holds the view key only.
    expect((await t.call('POST', '/enterprise-side-app/video/point', viewer, camera)).code).toBe(2010103);
  });

  it('stores a camera, answers its source without the password and keeps the password through an edit', async () => {
    const created = await t.call('POST', '/enterprise-side-app/video/point', admin, camera);
    expect(created.code, created.msg).toBe(1000000);
    expect(created.data).toMatchObject({ name: '北门', pointChildType: '4,9', remark: null, onlineStatus: 0, sourceUrl: 'rtsp://ops:******@10.0.0.8:554/Streaming/Channels/701' });
    expect(JSON.stringify(await page(admin))).not.toContain('s3cret');

    // The form sends the masked URL back: the stored password stays.
    const { id, deviceSerial, channelCode, sourceUrl, pointChildType } = created.data;
    const edited = await t.call('PUT', '/enterprise-side-app/video/point', admin, { id, deviceSerial, channelCode, sourceUrl, pointChildType, name: '北门摄像头' });
    expect(edited.code, edited.msg).toBe(1000000);
    const stored = async () => (await t.db.query<{ source_url: string }>('SELECT source_url FROM video_point WHERE id = $1', [created.data.id])).rows[0].source_url;
    expect(await stored()).toBe(camera.sourceUrl);
    // A new URL replaces it.
    const body = { id: created.data.id, name: '北门摄像头', deviceSerial: 'NVR-01', channelCode: '7', sourceUrl: 'rtsp://ops:new@10.0.0.9/1' };
    expect((await t.call('PUT', '/enterprise-side-app/video/point', admin, body)).code).toBe(1000000);
    expect(await stored()).toBe('rtsp://ops:new@10.0.0.9/1');

    // Serial + channel are unique within the enterprise; another enterprise may reuse them.
    const dup = await t.call('POST', '/enterprise-side-app/video/point', admin, { ...camera, name: '另一个' });
    expect(dup.code).toBe(2010108);
    expect(dup.msg).toBe('设备编号和通道编号已存在');
    expect((await t.call('POST', '/enterprise-side-app/video/point', zhejiang, camera)).code).toBe(1000000);

    // Another enterprise cannot edit it; deleting removes it from the list.
    expect((await t.call('PUT', '/enterprise-side-app/video/point', zhejiang, body)).code).toBe(2010105);
    expect((await t.call('DELETE', `/enterprise-side-app/video/point/${created.data.id}`, viewer)).code).toBe(2010103);
    expect((await t.call('DELETE', `/enterprise-side-app/video/point/${created.data.id}`, admin)).data).toEqual({ deleted: 1 });
    expect((await page(admin)).records.map((r: Json) => r.id)).not.toContain(created.data.id);
  });
});

describe('the back office', () => {
  it('lists the cameras of every enterprise, or of one; client tokens are refused', async () => {
    const headers = await t.adminHeaders();
    const all = await t.call('GET', '/operation-manage/video/point/page?pageSize=50', headers);
    expect(all.code, all.msg).toBe(1000000);
    expect(new Set(all.data.records.map((r: Json) => r.enterpriseName))).toEqual(new Set([JIANGSU, ZHEJIANG]));
    const one = await t.call('GET', `/operation-manage/video/point/page?pageSize=50&enterpriseId=${await t.enterpriseId(ZHEJIANG)}`, headers);
    expect(one.data.records.every((r: Json) => r.enterpriseName === ZHEJIANG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/operation-manage/video/point/page', headers: admin })).statusCode).toBe(401);
    expect((await t.call('GET', '/operation-manage/video/streams', headers)).data).toEqual([]);
  });
});

describe('documentation and dictionaries', () => {
  it('documents every route in the OpenAPI document and serves the child-type dictionary', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    for (const p of [
      '/api/enterprise-side-app/video/point/page',
      '/api/enterprise-side-app/video/play/start/{serial}/{code}',
      '/api/vedio/playback/start/record',
      '/api/vedio/playback/stop/record',
      '/api/operation-manage/video/streams',
      '/api/video/live/{file}',
    ]) {
      expect(paths, p).toContain(p);
    }
    const dict = await t.call('GET', '/enterprise-side-app/dict/all', admin);
    expect(dict.data.find((d: Json) => d.type === 'video_point_child_type').children).toContainEqual({ value: '5', label: '危废贮存场所' });
  });

  it('a play call for a serial the enterprise does not have is not found, whatever another enterprise has', async () => {
    // Channel 5 exists only in 江苏; 浙江 asking for it gets nothing (no stream is started for anyone).
    expect((await t.call('GET', `/enterprise-side-app/video/play/start/${DEMO_SERIAL}/${channel(5)}`, zhejiang)).code).toBe(2010105);
    expect((await t.call('GET', `/enterprise-side-app/video/play/start/${DEMO_SERIAL}/bad*code`, admin)).code).toBe(2010102);
  });
});
