// Recording (spec §4, §7, §8, §9) on the real media server: start, stop after 5 seconds, the MP4 in the
// file store read by ffprobe as H.264, listed under the camera and served by the file routes; one
// recording per camera at a time; the read-only role may not record; the time limit stops a
// recording by itself and the next stop call still hands out its file; with a real S3 server (CI starts
// one) the recording lands in the bucket. Needs ffmpeg (ffmpegGate.ts: skipped saying so where it is
// missing, failed in CI).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAVE_S3, s3Config } from '../../../tests/api/storage-harness';
import { channel, DEMO_SERIAL, describeWithFfmpeg, FFPROBE, HAS_FFMPEG, JIANGSU, videoTestApp, type Json, type VideoTestApp } from './harness';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Downloads a signed URL the way the browser does (site-relative for the local store, else the store's own) and probes it. */
async function probeDownload(t: VideoTestApp, url: string): Promise<{ codec: string; duration: number; disposition: string }> {
  let body: Buffer;
  let disposition: string;
  if (url.startsWith('/')) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    [body, disposition] = [res.rawPayload, String(res.headers['content-disposition'] ?? '')];
  } else {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    [body, disposition] = [Buffer.from(await res.arrayBuffer()), res.headers.get('content-disposition') ?? ''];
  }
  const dir = mkdtempSync(join(tmpdir(), 'ec-rec-test-'));
  try {
    writeFileSync(join(dir, 'r.mp4'), body);
    const out = spawnSync(FFPROBE, ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name:format=duration', '-of', 'default=nw=1', join(dir, 'r.mp4')], { encoding: 'utf8' });
    return {
      codec: /codec_name=(\w+)/.exec(out.stdout)?.[1] ?? '',
      duration: Number(/duration=([\d.]+)/.exec(out.stdout)?.[1] ?? NaN),
      disposition,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describeWithFfmpeg('recording a live camera', () => {
  let t: VideoTestApp;
  let admin: Record<string, string>;
  let viewer: Record<string, string>;

  beforeAll(async () => {
    t = await videoTestApp({ VIDEO_IDLE_SECONDS: '30', VIDEO_RECORD_MAX_SECONDS: '8' });
    admin = await t.as('admin', JIANGSU);
    viewer = await t.as('viewer', JIANGSU);
  });
  afterAll(() => t?.close());

  const start = async (n: number) => {
    const res = await t.call('GET', `/enterprise-side-app/video/play/start/${DEMO_SERIAL}/${channel(n)}`, admin);
    expect(res.code, res.msg).toBe(1000000);
    return res.data.streamId as string;
  };
  const record = (op: 'start' | 'stop', streamId: string, headers = admin) => t.call('GET', `/vedio/playback/${op}/record?streamId=${streamId}`, headers);

  it('records 5 seconds into the file store as an H.264 MP4 the file list serves', async () => {
    const streamId = await start(1);
    expect((await record('start', streamId, viewer)).code).toBe(2010103);
    expect((await record('start', streamId)).data).toEqual({ result: true });
    const again = await record('start', streamId);
    expect(again.code).toBe(2010108);
    expect(again.msg).toBe('该视频正在录制中');
    await sleep(5000);
    const stop = await record('stop', streamId);
    expect(stop.code, stop.msg).toBe(1000000);
    expect(stop.data.file_name).toMatch(/^污水总排口_\d{14}\.mp4$/);
    expect(stop.data.url).toMatch(/^\/api\/file\/local\/o\/ent\/\d+\//);

    const probed = await probeDownload(t, stop.data.url);
    expect(probed.codec).toBe('h264');
    expect(probed.duration).toBeGreaterThanOrEqual(4);
    expect(probed.disposition).toContain('attachment');

    // Listed under the camera with the file entry the file list takes; the file routes know it.
    const pointId = Number(streamId.slice(1));
    const list = (await t.call('GET', `/enterprise-side-app/video/point/${pointId}/recordings`, viewer)).data;
    expect(list.total).toBe(1);
    expect(list.records[0]).toMatchObject({ status: 'done', startedByName: '张伟', file: { id: stop.data.fileId, name: stop.data.file_name, type: 'video/mp4' } });
    expect(list.records[0].durationMs).toBeGreaterThanOrEqual(4000);
    expect((await t.call('GET', `/file/${stop.data.fileId}`, admin)).data.url).toBe(list.records[0].file.url);
    // Nothing is recording any more.
    expect((await record('stop', streamId)).code).toBe(2010105);
  });

  it('a camera that is not live cannot be recorded (录制错误)', async () => {
    const idle = await t.call('GET', '/enterprise-side-app/video/point/page?pageSize=50', admin);
    const pointId = (idle.data.records as Json[]).find((r) => r.channelCode === channel(4))!.id;
    const res = await record('start', `v${pointId}`);
    expect(res.code).toBe(2010104);
    expect(res.msg).toBe('录制错误');
  });

  it('stops by itself at the time limit; the stop call afterwards gets that recording', async () => {
    const streamId = await start(3);
    expect((await record('start', streamId)).code).toBe(1000000);
    const pointId = Number(streamId.slice(1));
    const deadline = Date.now() + 40_000;
    let latest: Json | undefined;
    while (Date.now() < deadline) {
      latest = (await t.call('GET', `/enterprise-side-app/video/point/${pointId}/recordings`, admin)).data.records[0];
      if (latest?.status !== 'recording') break;
      await sleep(500);
    }
    expect(latest?.status).toBe('done');
    const stop = await record('stop', streamId);
    expect(stop.code, stop.msg).toBe(1000000);
    expect(stop.data.fileId).toBe(latest!.file.id);
    expect((await probeDownload(t, stop.data.url)).codec).toBe('h264');
  });
});

if (HAS_FFMPEG && !HAVE_S3) console.warn('[video-record] S3 recording test SKIPPED: S3_* variables not set (start one with tests/support/s3/start.sh)');

(HAVE_S3 ? describeWithFfmpeg : describe.skip)('recording into S3 (radosgw)', () => {
  let t: VideoTestApp;
  afterAll(() => t?.close());

  it('records 5 seconds into the bucket; the signed URL of the store downloads an H.264 MP4', async () => {
    t = await videoTestApp({ VIDEO_IDLE_SECONDS: '30' }, s3Config());
    const admin = await t.as('admin', JIANGSU);
    const play = await t.call('GET', `/enterprise-side-app/video/play/start/${DEMO_SERIAL}/${channel(2)}`, admin);
    expect(play.code, play.msg).toBe(1000000);
    const streamId = play.data.streamId as string;
    expect((await t.call('GET', `/vedio/playback/start/record?streamId=${streamId}`, admin)).data).toEqual({ result: true });
    await sleep(5000);
    const stop = await t.call('GET', `/vedio/playback/stop/record?streamId=${streamId}`, admin);
    expect(stop.code, stop.msg).toBe(1000000);
    expect(stop.data.url).toMatch(new RegExp(`^${process.env.S3_ENDPOINT}/`));
    const probed = await probeDownload(t, stop.data.url);
    expect(probed.codec).toBe('h264');
    expect(probed.duration).toBeGreaterThanOrEqual(4);
    expect(probed.disposition).toContain('attachment');
  });
});
