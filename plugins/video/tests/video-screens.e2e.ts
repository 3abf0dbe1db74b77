// The video screens in Chromium against the real server (issue 17): a camera added, edited and deleted
// through the form; the grid's full-screen button; and — with ffmpeg feeding node-media-server — the
// 9- and 16-panel grids, every panel playing (video.currentTime advances, videoWidth > 0). A camera is
// shown in one panel only, so the grids need 16 cameras: the 4 demo test patterns (the only encoders)
// and 12 cameras whose source is the HTTP-FLV address of one of them, which the server relays without
// re-encoding (as a camera of a cascaded platform would be); the demo patterns are a light feed
// (browserHarness LIGHT_FEED) so the grids play on a fully loaded 2-core machine. A camera added while its
// source delivers nothing is listed 离线 and turns 在线 while it plays. The streamed tests need ffmpeg
// (ffmpegGate.ts: skipped, saying so, where it is missing; failed in CI); the form and full-screen tests
// run everywhere.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../../../tests/e2e/helpers/browser';
import { clickInDialog } from '../../../tests/e2e/helpers/flows';
import { VIDEO_API } from '../contract';
import { LIGHT_FEED, playing, slow, useVideoSuite, type VideoServer } from './browserHarness';
import { DEMO_SERIAL, describeWithFfmpeg, until, type Json } from './harness';

const DEMO_CAMERAS = ['污水总排口', '1#废气排放口', '危废暂存间', '厂区东门'];
const RELAYS = Array.from({ length: 12 }, (_, i) => `转发${i + 1}号`);

const suite = useVideoSuite(LIGHT_FEED);
let vs: VideoServer;
let page: Page;
beforeAll(() => {
  ({ vs } = suite);
  page = suite.session.page;
});

const camera = (name: string) => page.locator(`[data-testid="camera-item"][data-name="${name}"]`);
const pointRow = (name: string) => page.locator('[data-testid="list-table"] tbody tr[data-row-key]').filter({ hasText: name });
const pointsNamed = async (name: string): Promise<Json[]> => (await vs.client('GET', `${VIDEO_API.pointPage}?pageNum=1&pageSize=50&name=${encodeURIComponent(name)}`)).records;
const panels = () => page.locator('[data-testid="live-grid"] > [data-testid^="live-panel-"]');

/** Chooses a grid layout and waits until it shows that many panels. */
async function layout(n: 9 | 16) {
  await page.getByTestId('grid-layout').getByText(`${n} 分屏`).click();
  await page.locator(`[data-testid="live-grid"][data-layout="${n}"]`).waitFor(slow);
  await page.getByTestId(`live-panel-${n - 1}`).waitFor(slow);
}

describe('video screens in the browser', () => {
  it('adds a camera through the form, edits it and deletes it', async () => {
    await page.getByRole('tab', { name: '视频点位' }).click();
    await page.getByTestId('video-points').waitFor(slow);
    await page.getByTestId('list-add').click();
    const form = page.getByTestId('video-point-form');
    await form.waitFor(slow);
    // An empty form is refused where it is wrong, and nothing is saved.
    await clickInDialog(page, 'form-submit');
    await form.locator('.ant-form-item-explain-error').first().waitFor(slow);
    await page.getByTestId('field-name').fill('东侧围墙');
    await page.getByTestId('field-deviceSerial').fill(DEMO_SERIAL);
    await page.getByTestId('field-channelCode').fill('34020000001310000099');
    await page.getByTestId('field-sourceUrl').fill('rtsp://127.0.0.1:9/east');
    await page.getByTestId('field-remark').fill('围墙东侧');
    await clickInDialog(page, 'form-submit');
    await pointRow('东侧围墙').waitFor(slow);
    const [added] = await pointsNamed('东侧围墙');
    expect(added).toMatchObject({ deviceSerial: DEMO_SERIAL, channelCode: '34020000001310000099', sourceUrl: 'rtsp://127.0.0.1:9/east', remark: '围墙东侧' });

    await pointRow('东侧围墙').getByTestId('row-edit').click();
    await form.waitFor(slow);
    expect(await page.getByTestId('field-name').inputValue()).toBe('东侧围墙');
    expect(await page.getByTestId('field-channelCode').inputValue()).toBe('34020000001310000099');
    await page.getByTestId('field-name').fill('东侧围墙（南段）');
    await page.getByTestId('field-sourceUrl').fill('rtsp://127.0.0.1:9/east-south');
    await clickInDialog(page, 'form-submit');
    await pointRow('东侧围墙（南段）').waitFor(slow);
    const [edited] = await pointsNamed('东侧围墙');
    expect(edited).toMatchObject({ id: added.id, name: '东侧围墙（南段）', sourceUrl: 'rtsp://127.0.0.1:9/east-south' });

    await pointRow('东侧围墙（南段）').getByTestId('row-delete').click();
    await clickInDialog(page, 'confirm-ok');
    await page.getByText('删除成功').waitFor(slow);
    await pointRow('东侧围墙（南段）').waitFor({ state: 'detached', ...slow });
    expect(await pointsNamed('东侧围墙')).toEqual([]);
  });

  it('the full-screen button shows the grid full screen', async () => {
    await page.getByRole('tab', { name: '实时监控' }).click();
    await page.getByTestId('grid-fullscreen').click();
    await page.waitForFunction(() => document.fullscreenElement?.getAttribute('data-testid') === 'live-grid', null, slow);
    await page.evaluate(() => document.exitFullscreen());
    await page.waitForFunction(() => document.fullscreenElement === null, null, slow);
  });
});

/** These tests wait for several panels (up to 16) one after another on a loaded machine. */
const STREAMED = { timeout: 240_000 };
const badge = (name: string) => camera(name).locator('.ant-badge-status-text');
const demoCamera = async (name: string): Promise<Json> =>
  (await vs.client('GET', `${VIDEO_API.pointPage}?pageNum=1&pageSize=50`)).records.find((p: Json) => p.name === name);
const publishing = async (name: string) => (await vs.streams()).some((s) => s.pointName === name && s.publishing);

describeWithFfmpeg('video grids playing in the browser', () => {
  it('a camera listed 离线 turns 在线 in the camera list while it plays', STREAMED, async () => {
    // 厂区东门's signed address, taken and let go: a camera relaying it has nothing to deliver yet.
    const east = await demoCamera('厂区东门');
    const { flv } = await vs.client('GET', `${VIDEO_API.playStart}${east.deviceSerial}/${east.channelCode}`);
    await vs.client('GET', `${VIDEO_API.playStop}${east.deviceSerial}/${east.channelCode}`);
    await until('厂区东门 stopped', async () => !(await publishing('厂区东门')));
    await vs.client('POST', VIDEO_API.points, { name: '转发东门', deviceSerial: DEMO_SERIAL, channelCode: '34020000001310000098', sourceUrl: flv });
    // Checked when added (in the background): offline.
    await until('转发东门 checked', async () => (await pointsNamed('转发东门'))[0]?.onlineCheckedAt);
    expect((await pointsNamed('转发东门'))[0].onlineStatus).toBe(0);
    // The open page's list shows the new camera by itself (it is fetched again periodically).
    await camera('转发东门').waitFor(slow);
    expect(await badge('转发东门').innerText()).toBe('离线');

    await camera('厂区东门').click();
    await playing(page, 'live-panel-0');
    await camera('转发东门').click();
    await playing(page, 'live-panel-1');
    await expect.poll(() => badge('转发东门').innerText(), slow).toBe('在线');
    expect(await badge('厂区东门').innerText()).toBe('在线');

    // Leave the grid empty and the relay gone for the grids below.
    for (const panel of ['live-panel-1', 'live-panel-0']) await page.getByTestId(panel).getByTestId('live-close').click();
    await vs.client('DELETE', `${VIDEO_API.points}/${(await pointsNamed('转发东门'))[0].id}`);
    await camera('转发东门').waitFor({ state: 'detached', timeout: 45_000 });
  });

  it('a 9-panel grid shows nine panels, each playing a camera', STREAMED, async () => {
    // Twelve relay cameras, three per demo pattern, fed from the demo streams' signed HTTP-FLV addresses.
    const demo = (await vs.client('GET', `${VIDEO_API.pointPage}?pageNum=1&pageSize=50`)).records.filter((p: Json) => DEMO_CAMERAS.includes(p.name));
    expect(demo).toHaveLength(4);
    const sources: string[] = [];
    for (const p of demo) sources.push((await vs.client('GET', `${VIDEO_API.playStart}${p.deviceSerial}/${p.channelCode}`)).flv);
    for (const [i, name] of RELAYS.entries()) {
      await vs.client('POST', VIDEO_API.points, { name, deviceSerial: DEMO_SERIAL, channelCode: `340200000013100002${String(i).padStart(2, '0')}`, sourceUrl: sources[i % sources.length] });
    }
    await page.reload();
    await page.getByTestId('video-page').waitFor(slow);
    await camera(RELAYS[0]).waitFor(slow);

    await layout(9);
    expect(await panels().count()).toBe(9);
    await page.getByTestId('live-panel-0').click();
    for (const name of [...DEMO_CAMERAS, ...RELAYS.slice(0, 5)]) await camera(name).click();
    for (let n = 0; n < 9; n++) expect((await playing(page, `live-panel-${n}`)).width, `panel ${n}`).toBeGreaterThan(0);
    const live = (await vs.streams()).filter((s) => s.publishing && s.viewers >= 1).map((s) => s.pointName);
    expect(live.sort()).toEqual([...DEMO_CAMERAS, ...RELAYS.slice(0, 5)].sort());
    await screenshot(page, 'video-grid-9');
  });

  it('a panel’s full-screen button shows that panel full screen', async () => {
    await page.getByTestId('live-panel-4').getByTestId('live-fullscreen').click();
    await page.waitForFunction(() => document.fullscreenElement?.getAttribute('data-testid') === 'live-panel-4', null, slow);
    await page.evaluate(() => document.exitFullscreen());
    await page.waitForFunction(() => document.fullscreenElement === null, null, slow);
  });

  it('a 16-panel grid keeps the nine and plays seven more', STREAMED, async () => {
    await layout(16);
    expect(await panels().count()).toBe(16);
    // The next camera goes to the selected panel: choose the first empty one.
    await page.getByTestId('live-panel-9').click();
    for (const name of RELAYS.slice(5)) await camera(name).click();
    for (let n = 0; n < 16; n++) expect((await playing(page, `live-panel-${n}`)).width, `panel ${n}`).toBeGreaterThan(0);
    const live = (await vs.streams()).filter((s) => s.publishing && s.viewers >= 1);
    expect(live).toHaveLength(16);
    await screenshot(page, 'video-grid-16');
  });
});

describe('video screens, the end', () => {
  it('ended without errors in the page', () => {
    expect(suite.session.errors.filter((e) => !/favicon|net::ERR_ABORTED/.test(e))).toEqual([]);
  });
});
