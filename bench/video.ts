// Video (issue 17): time from opening a live panel to its first frame in Chromium (p50/p95 over 20
// opens, with the camera's stream cold — pulled on demand — and warm — already on the media server),
// and the CPU the media server (node-media-server child) and the app's player proxy spend per live
// viewer, beside the ffmpeg that feeds the stream. Real server, real ffmpeg; figures only.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get, type ClientRequest } from 'node:http';
import { prehashPassword } from '../data-providers/password';
import { launchBrowser } from '../tests/e2e/helpers/browser';
import { DEMO, signIn } from '../tests/e2e/helpers/flows';
import { clientToken, enterpriseIdByName } from '../tests/e2e/helpers/identityApi';
import { startServer, stopServer } from '../tests/support/server-process';
import { percentile } from './machine';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const JIANGSU = '江苏绿源化工有限公司';
const CAMERA = '污水总排口';
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface VideoBench {
  cold: number[];
  warm: number[];
  cpu: { viewers: number; nms: number; proxy: number; ffmpeg: number }[];
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
}

function childrenOf(pid: number): { pid: number; comm: string }[] {
  const out = spawnSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout;
  return out
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [p, comm] = line.trim().split(/\s+/);
      return { pid: Number(p), comm };
    });
}

async function adminStreams(url: string, token: string): Promise<Json[]> {
  return ((await (await fetch(`${url}/api/operation-manage/video/streams`, { headers: { authorization: token } })).json()) as Json).data;
}

async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('video bench: gave up waiting');
    await sleep(200);
  }
}

/** A player that reads the HTTP-FLV stream and throws the bytes away. */
function viewer(flvUrl: string): ClientRequest {
  const req = get(flvUrl, { agent: false }, (res) => res.resume());
  req.on('error', () => undefined);
  return req;
}

export async function benchVideo(opts: { opens?: number; viewerSteps?: number[]; windowSeconds?: number } = {}): Promise<VideoBench> {
  const opens = opts.opens ?? 20;
  const server = await startServer({ VIDEO_IDLE_SECONDS: '1', LOG_LEVEL: 'warn' });
  const browser = await launchBrowser();
  try {
    const adminLogin = await fetch(`${server.url}/api/operation-manage/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin', password: prehashPassword('Admin@2024') }),
    });
    const adminToken = ((await adminLogin.json()) as Json).data.token as string;
    // The API viewers sign in as the read-only demo user: one session per user, and the browser is 张伟.
    const token = await clientToken(server.url, DEMO.viewer.phone, DEMO.viewer.password);
    const jiangsu = await enterpriseIdByName(server.url, token, JIANGSU);
    const headers = { authorization: token, enterprise_id: String(jiangsu) };
    const points = ((await (await fetch(`${server.url}/api/enterprise-side-app/video/point/page?pageSize=50`, { headers })).json()) as Json).data.records as Json[];
    const point = points.find((p) => p.name === CAMERA)!;
    const play = async (): Promise<Json> => {
      const answer = (await (await fetch(`${server.url}/api/enterprise-side-app/video/play/start/${point.deviceSerial}/${point.channelCode}`, { headers })).json()) as Json;
      if (answer.code !== 1000000) throw new Error(`video bench: play start answered ${answer.code} ${answer.msg}`);
      return answer.data;
    };
    const live = async () => (await adminStreams(server.url, adminToken)).some((s) => s.pointId === point.id && s.publishing);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await context.addInitScript((id) => localStorage.setItem('ec_enterprise_id', id), String(jiangsu));
    const page = await context.newPage();
    await signIn(page, server.url, DEMO.admin, '/videoManagement/page');
    await page.getByTestId('video-page').waitFor({ timeout: 60_000 });
    // One panel: every open lands in panel 0.
    await page.getByTestId('grid-layout').getByText('1 分屏').click();
    // Warm the page's chunks (panel, mpegts.js) once, untimed.
    const openOnce = async (): Promise<number> => {
      const started = Date.now();
      await page.locator(`[data-testid="camera-item"][data-name="${CAMERA}"]`).click();
      await page.waitForFunction(() => {
        const v = document.querySelector<HTMLVideoElement>('[data-testid="live-panel-0"] video');
        return !!v && v.videoWidth > 0 && v.currentTime > 0;
      }, undefined, { timeout: 60_000 });
      const ms = Date.now() - started;
      await page.getByTestId('live-panel-0').getByTestId('live-close').click();
      return ms;
    };
    await openOnce();

    const cold: number[] = [];
    for (let i = 0; i < opens; i++) {
      await until(async () => !(await live())); // the previous open's stream has stopped
      cold.push(await openOnce());
    }
    // Warm: another viewer keeps the stream on the media server between opens.
    const keeper = viewer((await play()).flv);
    await until(live);
    const warm: number[] = [];
    for (let i = 0; i < opens; i++) warm.push(await openOnce());
    await context.close();

    // CPU per viewer: the media server child, the app process (its proxy carries every viewer), the relay.
    const appPid = server.child.pid!;
    const kids = childrenOf(appPid);
    const nmsPid = kids.find((k) => k.comm === 'node')!.pid;
    const ffmpegPid = kids.find((k) => k.comm === 'ffmpeg')!.pid;
    const windowSeconds = opts.windowSeconds ?? 10;
    const cpu: VideoBench['cpu'] = [];
    const viewers: ClientRequest[] = [keeper];
    for (const n of opts.viewerSteps ?? [1, 5, 10, 20]) {
      const { flv } = await play();
      while (viewers.length < n) viewers.push(viewer(flv));
      await sleep(2000);
      const before = [cpuSeconds(nmsPid), cpuSeconds(appPid), cpuSeconds(ffmpegPid)];
      await sleep(windowSeconds * 1000);
      const after = [cpuSeconds(nmsPid), cpuSeconds(appPid), cpuSeconds(ffmpegPid)];
      const pct = (i: number) => ((after[i] - before[i]) / windowSeconds) * 100;
      cpu.push({ viewers: n, nms: pct(0), proxy: pct(1), ffmpeg: pct(2) });
    }
    for (const v of viewers) v.destroy();
    return { cold, warm, cpu };
  } finally {
    await browser.close();
    await stopServer(server);
  }
}

export function printVideo(r: VideoBench): void {
  const ms = (xs: number[]) => `p50 ${percentile(xs, 50)} ms, p95 ${percentile(xs, 95)} ms (min ${Math.min(...xs)}, max ${Math.max(...xs)}, n=${xs.length})`;
  console.log('\n## Video: opening a live panel to its first frame (Chromium, demo camera 640x360 H.264)');
  console.log(`  cold (stream pulled on demand: ffmpeg start + publish + play): ${ms(r.cold)}`);
  console.log(`  warm (stream already on the media server):                    ${ms(r.warm)}`);
  console.log('\n## Video: CPU (% of one core) by live viewers of one stream');
  console.log('  viewers   media server   app proxy   ffmpeg (the camera feed, for scale)');
  for (const c of r.cpu) console.log(`  ${String(c.viewers).padStart(7)}   ${c.nms.toFixed(1).padStart(10)} %   ${c.proxy.toFixed(1).padStart(7)} %   ${c.ffmpeg.toFixed(1).padStart(6)} %`);
  if (r.cpu.length >= 2) {
    const [a, b] = [r.cpu[0], r.cpu.at(-1)!];
    const per = (x: number, y: number) => ((y - x) / (b.viewers - a.viewers)).toFixed(2);
    console.log(`  per added viewer: media server ${per(a.nms, b.nms)} %, app proxy ${per(a.proxy, b.proxy)} %`);
  }
}
