// Video surveillance in Chromium against the real server, with ffmpeg feeding node-media-server: a
// panel plays (currentTime advances, videoWidth > 0), a 4-panel grid plays four streams, a dead camera
// shows 视频资源加载失败 with a retry, the kept-alive page keeps its streams across tabs, a snapshot and
// a 5-second recording download (ffprobe reads the MP4 as H.264), the recording is listed under the
// camera, closing the tab stops the stream on the media server, and the back office sees the cameras.
// Needs ffmpeg (CI installs it; ffmpegGate.ts: skipped, saying so, where it is missing, failed in CI).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadedFile, openPage, screenshot } from '../../../tests/e2e/helpers/browser';
import { LIGHT_FEED, playing, slow, useVideoSuite, videoState } from './browserHarness';
import { describeWithFfmpeg, FFPROBE, until } from './harness';

function ffprobe(file: string): string {
  return spawnSync(FFPROBE, ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', file], { encoding: 'utf8' }).stdout.trim();
}

describeWithFfmpeg('video surveillance in the browser', () => {
  // Its own server: streams nobody watches stop after 2 s here, so a closed tab shows quickly.
  const suite = useVideoSuite({ VIDEO_IDLE_SECONDS: '2', ...LIGHT_FEED });
  let page: Page;
  beforeAll(() => {
    page = suite.session.page;
  });

  const streams = () => suite.vs.streams();
  const camera = (name: string) => page.locator(`[data-testid="camera-item"][data-name="${name}"]`);

  describe('playing, recording and stopping', () => {
    it('a panel shows 视频资源加载中... and then plays the camera', async () => {
      await camera('污水总排口').click();
      await page.getByTestId('live-panel-0').getByText('视频资源加载中...').waitFor(slow);
      const state = await playing(page, 'live-panel-0');
      expect(state.width).toBe(Number(LIGHT_FEED.VIDEO_DEMO_SIZE.split('x')[0]));
      expect(await page.getByTestId('live-panel-0').getAttribute('data-state')).toBe('playing');
    });

    it('a 4-panel grid plays four streams at once', async () => {
      for (const name of ['1#废气排放口', '危废暂存间', '厂区东门']) await camera(name).click();
      for (const panel of ['live-panel-0', 'live-panel-1', 'live-panel-2', 'live-panel-3']) expect((await playing(page, panel)).width).toBeGreaterThan(0);
      const live = (await streams()).filter((s) => s.publishing && s.viewers >= 1);
      expect(live.map((s) => s.pointName).sort()).toEqual(['1#废气排放口', '危废暂存间', '厂区东门', '污水总排口'].sort());
      await screenshot(page, 'video-grid-4');
    });

    it('a dead camera shows 视频资源加载失败 with a retry', async () => {
      await page.getByTestId('grid-layout').getByText('9 分屏').click();
      await page.getByTestId('live-panel-4').click();
      await camera('雨水排放口（离线）').click();
      const failed = page.getByTestId('live-panel-4').getByTestId('live-failed');
      await failed.waitFor(slow);
      expect(await failed.innerText()).toContain('视频资源加载失败');
      await page.getByTestId('live-panel-4').getByTestId('live-retry').click();
      await failed.waitFor(slow);
      await screenshot(page, 'video-dead-camera');
      // The other panels play on.
      await playing(page, 'live-panel-0');
    });

    it('the page is kept alive: another tab and back, and the streams did not restart', async () => {
      const before = (await videoState(page, 'live-panel-1')).time;
      // Through the sidebar, as a user switches pages (each opens as a tab).
      await page.getByTestId('menu-videoManagement-pointManagement').click();
      await page.getByTestId('point-management').waitFor(slow);
      await new Promise((r) => setTimeout(r, 1500));
      await page.getByTestId('menu-videoManagement-page').click();
      await page.getByTestId('video-page').waitFor(slow);
      // A restarted player would start again near 0 and pass through the loading state.
      expect((await videoState(page, 'live-panel-1')).time).toBeGreaterThan(before);
      expect(await page.getByTestId('live-panel-1').getAttribute('data-state')).toBe('playing');
    });

    it('a snapshot downloads the current frame as a PNG', async () => {
      const download = page.waitForEvent('download');
      await page.getByTestId('live-panel-0').getByTestId('live-snapshot').click();
      const file = await downloadedFile(await download);
      expect(readFileSync(file).subarray(1, 4).toString()).toBe('PNG');
    });

    it('records 5 seconds: 录制开始, 录制结束, and the download is an H.264 MP4', async () => {
      const panel = page.getByTestId('live-panel-0');
      await panel.getByTestId('live-record').click();
      await page.getByText('录制开始').waitFor(slow);
      await panel.getByTestId('live-recording').waitFor();
      await new Promise((r) => setTimeout(r, 5000));
      const download = page.waitForEvent('download', { timeout: 60_000 });
      await panel.getByTestId('live-record-stop').click();
      await page.getByText('录制结束').waitFor(slow);
      const saved = await download;
      expect(saved.suggestedFilename()).toMatch(/^污水总排口_\d{14}\.mp4$/);
      expect(ffprobe(await downloadedFile(saved))).toBe('h264');
    });

    it("lists the recording on the camera's detail page with the file list", async () => {
      await page.getByRole('tab', { name: '视频点位' }).click();
      const row = page.locator('[data-testid="list-table"] tbody tr[data-row-key]').filter({ hasText: '污水总排口' });
      await row.getByTestId('row-detail').click();
      await page.getByTestId('video-point-detail').waitFor(slow);
      const recording = page.getByTestId('recording-row').first();
      await recording.getByTestId('file-item').waitFor(slow);
      expect(await recording.getByTestId('file-item').getAttribute('data-name')).toMatch(/^污水总排口_\d{14}\.mp4$/);
      await screenshot(page, 'video-point-detail');
    });

    it('closing the tab stops the stream on the media server', async () => {
      // The grid's 厂区东门 panel is closed first, so the new tab is its only viewer.
      await page.getByTestId('menu-videoManagement-page').click();
      await page.getByRole('tab', { name: '实时监控' }).click();
      await page.getByTestId('live-panel-3').getByTestId('live-close').click();
      await until('厂区东门 released by the grid', async () => !(await streams()).some((s) => s.pointName === '厂区东门' && s.publishing));

      const other = await suite.session.context.newPage();
      await other.goto(`${suite.vs.server.url}/#/videoManagement/page`);
      await other.getByTestId('video-page').waitFor(slow);
      await other.locator('[data-testid="camera-item"][data-name="厂区东门"]').click();
      await playing(other, 'live-panel-0');
      // Another enterprise's cameras are not offered.
      expect(await other.locator('[data-testid="camera-item"][data-name="进水口"]').count()).toBe(0);
      await until('厂区东门 watched in the new tab', async () => (await streams()).some((s) => s.pointName === '厂区东门' && s.publishing && s.viewers === 1));
      await other.close();
      await until('厂区东门 stopped', async () => !(await streams()).some((s) => s.pointName === '厂区东门' && s.publishing));
    });

    it('the back office lists the cameras of every enterprise and previews one', async () => {
      const admin = await openPage(suite.browser);
      await admin.page.goto(`${suite.vs.server.url}/#/admin/login`);
      await admin.page.getByTestId('admin-login-account').fill('admin');
      await admin.page.getByTestId('admin-login-password').fill('Admin@2024');
      await admin.page.getByTestId('admin-login-submit').click();
      await admin.page.getByTestId('admin-layout').waitFor(slow);
      await admin.page.getByTestId('admin-menu-videoManagement').click();
      await admin.page.getByTestId('admin-video').waitFor(slow);
      const rows = admin.page.locator('[data-testid="admin-video-table"] tbody tr[data-row-key]');
      await rows.first().waitFor(slow);
      const text = await admin.page.getByTestId('admin-video-table').innerText();
      expect(text).toContain('江苏绿源化工有限公司');
      expect(text).toContain('浙江清泉水务有限公司');
      await rows.filter({ hasText: '进水口' }).getByTestId('row-preview').click();
      await playing(admin.page, 'admin-live-panel');
      await admin.context.close();
    });

    it('ended without errors in the page', () => {
      expect(suite.session.errors.filter((e) => !/favicon|net::ERR_ABORTED/.test(e))).toEqual([]);
    });
  });
});
