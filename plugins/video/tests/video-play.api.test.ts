// Live play through the real media server (node-media-server in its child process, fed by ffmpeg):
// the spec §7 play call answers signed addresses, the app's proxy serves H.264 FLV from them, a bad or
// foreign signature is refused, a dead camera fails with 点播失败, a stream nobody watches stops, and on
// an https page the secure address with the page's host name in place of the answered one plays (wss).
// Needs ffmpeg (CI installs it; tests/support/ffmpegGate.ts: skipped with a printed reason where it is missing, failed in CI).
import { spawn } from 'node:child_process';
import { get, type ClientRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { playAddress } from '../liveSession';
import { channel, DEMO_SERIAL, describeWithFfmpeg, FFPROBE, JIANGSU, until, videoTestApp, ZHEJIANG, type Json, type VideoTestApp } from './harness';
import { uncaughtDuring } from '../../../tests/support/uncaught';
import { httpsGetJson, tlsFront, wssBytes } from './tlsFront';

let t: VideoTestApp;
let base: string;
let admin: Record<string, string>;
let zhejiang: Record<string, string>;

/** Reads an HTTP-FLV address for about `ms` milliseconds, then hangs up like a closing player. */
function readFlv(url: string, ms: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const req = get(url, { agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`HTTP ${res.statusCode}`));
      res.on('data', (c: Buffer) => chunks.push(c));
      setTimeout(() => {
        req.destroy();
        resolve(Buffer.concat(chunks));
      }, ms);
    });
    req.on('error', () => undefined);
  });
}

/** ffprobe's view of FLV bytes: codec and size of the video stream. */
function probe(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const p = spawn(FFPROBE, ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,width,height', '-of', 'csv=p=0', '-i', 'pipe:0']);
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.on('error', reject);
    p.on('close', () => resolve(out.trim()));
    p.stdin.on('error', () => undefined);
    p.stdin.end(bytes);
  });
}

const streams = async () => (await t.call('GET', '/operation-manage/video/streams', await t.adminHeaders())).data as Json[];
/** Over real HTTP: the answered addresses are built for the host the caller used. */
const play = async (headers: Record<string, string>, n: number) =>
  (await (await fetch(`${base}/api/enterprise-side-app/video/play/start/${DEMO_SERIAL}/${channel(n)}`, { headers })).json()) as Json;

describeWithFfmpeg('live play on node-media-server', () => {
  beforeAll(async () => {
    t = await videoTestApp({ VIDEO_IDLE_SECONDS: '2', VIDEO_START_TIMEOUT_SECONDS: '10' });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    admin = await t.as('admin', JIANGSU);
    zhejiang = await t.as('admin', ZHEJIANG);
  });
  afterAll(() => t?.close());

  it('answers signed addresses and the proxy serves the camera as H.264 FLV', async () => {
    const res = await play(admin, 1);
    expect(res.code, res.msg).toBe(1000000);
    const answer = res.data;
    expect(answer.streamId).toMatch(/^v\d+$/);
    const host = new URL(base).host;
    expect(answer.ws_flv).toMatch(new RegExp(`^ws://${host}/api/video/live/${answer.streamId}\\.flv\\?sign=\\d+-[0-9a-f]{32}$`));
    expect(answer.wss_flv).toBe(answer.ws_flv.replace(/^ws:/, 'wss:'));
    expect(Date.parse(answer.expiresAt)).toBeGreaterThan(Date.now());

    const bytes = await readFlv(answer.flv, 2500);
    expect(bytes.subarray(0, 3).toString()).toBe('FLV');
    expect(await probe(bytes)).toBe('h264,640,360');
  });

  it('refuses a tampered, foreign or missing signature before reaching the media server', async () => {
    const answer = (await play(admin, 1)).data;
    const url = new URL(answer.flv);
    const [exp, hash] = url.searchParams.get('sign')!.split('-');
    const later = `${base}${url.pathname}?sign=${Number(exp) + 3600}-${hash}`;
    for (const bad of [later, `${base}${url.pathname}`, `${base}/api/video/live/v999999.flv${url.search}`]) {
      const r = await fetch(bad);
      expect(r.status, bad).toBe(400);
      expect((await r.json()).code).toBe(2010103);
    }
  });

  it('answers a WebSocket play with a bad signature 400, and a player resetting then does not end the server', async () => {
    const { port } = new URL(base);
    let answer = '';
    const uncaught = await uncaughtDuring(async () => {
      answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(
            [`GET /api/video/live/v1.flv?sign=1-${'0'.repeat(32)} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Upgrade: websocket', 'Connection: Upgrade',
              'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==', 'Sec-WebSocket-Version: 13', '', ''].join('\r\n'),
          );
        });
        socket.once('data', (d: Buffer) => {
          socket.resetAndDestroy(); // a player closed at that moment: the server's socket gets a reset
          resolve(d.toString().split('\r\n')[0]);
        });
        socket.on('error', reject);
      });
    }, 300);
    expect(answer).toBe('HTTP/1.1 400 Bad Request');
    expect(uncaught).toEqual([]);
    expect((await play(admin, 1)).code).toBe(1000000);
  });

  it("a user of another enterprise cannot start this enterprise's camera: the same serial is their own camera", async () => {
    const ours = (await play(admin, 1)).data.streamId;
    const theirs = await play(zhejiang, 1);
    expect(theirs.code, theirs.msg).toBe(1000000);
    expect(theirs.data.streamId).not.toBe(ours);
    expect((await play(zhejiang, 5)).code).toBe(2010105);
    // Recording needs a stream of the caller's enterprise too.
    expect((await t.call('GET', `/vedio/playback/start/record?streamId=${ours}`, zhejiang)).code).toBe(2010105);
  });

  it('a dead camera fails with 点播失败 and is marked offline', async () => {
    const res = await play(admin, 5);
    expect(res.code).toBe(2010104);
    expect(res.msg).toContain('点播失败');
    const list = (await t.call('GET', '/enterprise-side-app/video/point/page?pageSize=50', admin)).data.records as Json[];
    expect(list.find((r) => r.channelCode === channel(5))?.onlineStatus).toBe(0);
  });

  it('a stream nobody watches is stopped on the media server; a viewer keeps it alive until it leaves', async () => {
    const answer = (await play(admin, 2)).data;
    let viewer: ClientRequest | undefined;
    await new Promise<void>((resolve) => {
      viewer = get(answer.flv, { agent: false }, (res) => res.once('data', () => resolve()));
      viewer.on('error', () => undefined);
    });
    const live = await until('one viewer', async () => (await streams()).find((s) => s.streamId === answer.streamId && s.viewers === 1 && s.publishing));
    expect(live).toMatchObject({ pointName: '1#废气排放口', enterpriseName: JIANGSU });
    // The play stop call does not cut a stream someone still watches.
    await t.call('GET', `/enterprise-side-app/video/play/stop/${DEMO_SERIAL}/${channel(2)}`, admin);
    await new Promise((r) => setTimeout(r, 2500));
    expect((await streams()).find((s) => s.streamId === answer.streamId)?.publishing).toBe(true);
    // The viewer goes (a closed tab): the camera's stream stops.
    viewer!.destroy();
    await until('stream stopped', async () => !(await streams()).some((s) => s.streamId === answer.streamId && s.publishing));
  });

  it('on an https page the wss address, its host replaced by the page’s, plays through TLS; the answered host does not pass the certificate', async () => {
    // The site's https ends at a TLS front; the play call reaches the app with an IP as its host (a
    // proxy that does not pass the page's host name on), so the answer names that IP.
    const front = await tlsFront(Number(new URL(base).port));
    try {
      const answered = `https://127.0.0.1:${front.port}`;
      const res = await httpsGetJson<Json>(`${answered}/api/enterprise-side-app/video/play/start/${DEMO_SERIAL}/${channel(1)}`, 'localhost', admin);
      expect(res.code, res.msg).toBe(1000000);
      expect(res.data.wss_flv).toMatch(new RegExp(`^wss://127\\.0\\.0\\.1:${front.port}/api/video/live/v\\d+\\.flv\\?sign=`));
      // What the panel plays on the page https://localhost:<port>.
      const address = playAddress(res.data, { protocol: 'https:', hostname: 'localhost' });
      expect(address).toBe(res.data.wss_flv.replace('//127.0.0.1:', '//localhost:'));
      const { status, bytes } = await wssBytes(address, 2500);
      expect(status).toBe('HTTP/1.1 101 Switching Protocols');
      // A binary WebSocket frame whose payload is the FLV stream (header, then the H.264 tags).
      expect(bytes[0] & 0x0f).toBe(0x2);
      expect(bytes.indexOf('FLV')).toBeGreaterThan(0);
      expect(bytes.length).toBeGreaterThan(10_000);
      // Without the replacement the browser would refuse the address: the certificate names no IP.
      await expect(wssBytes(res.data.wss_flv, 500)).rejects.toMatchObject({ code: 'ERR_TLS_CERT_ALTNAME_INVALID' });
    } finally {
      await front.close();
    }
  });
});
