/**
 * Shared by the video browser tests (not a test file): the real server with its media server, the
 * demo admin's page on Jiangsu's video screen, what the media server plays (back office's stream list),
 * and waiting until a panel's video really plays.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { TOKEN_COOKIE } from '../../../data-providers/constants';
import { prehashPassword } from '../../../data-providers/password';
import { launchBrowser, openPage, type PageSession } from '../../../tests/e2e/helpers/browser';
import { DEMO, signIn } from '../../../tests/e2e/helpers/flows';
import { clientToken, enterpriseIdByName } from '../../../tests/e2e/helpers/identityApi';
import { startSeededServer } from '../../../tests/e2e/helpers/server';
import { stopServer, type ServerProcess } from '../../../tests/support/server-process';
import { JIANGSU, type Json } from './harness';

export const slow = { timeout: 30_000 };

/**
 * The demo patterns as the browser tests' servers send them: 320x180 at 10 frames a second instead of
 * 640x360 at 25. A 16-panel grid is 4 encoders, 12 relays and 16 decoders in one Chromium; with this
 * feed they keep playing on a 2-core machine under full load (what is proven, every panel playing, is
 * the same at any size).
 */
export const LIGHT_FEED = { VIDEO_DEMO_SIZE: '320x180', VIDEO_DEMO_FPS: '10' } as const;

/** The playback state of a panel's video element. */
export function videoState(page: Page, panel: string) {
  return page.getByTestId(panel).locator('video').evaluate((v: HTMLVideoElement) => ({ time: v.currentTime, width: v.videoWidth, height: v.videoHeight }));
}

/** Waits until the panel's video really plays: frames decoded and time moving on. */
export async function playing(page: Page, panel: string): Promise<{ time: number; width: number }> {
  await page.waitForFunction(
    (id) => {
      const v = document.querySelector<HTMLVideoElement>(`[data-testid="${id}"] video`);
      return !!v && v.videoWidth > 0 && v.currentTime > 1;
    },
    panel,
    { timeout: 45_000 },
  );
  const first = await videoState(page, panel);
  await page.waitForFunction(({ id, t }) => (document.querySelector<HTMLVideoElement>(`[data-testid="${id}"] video`)?.currentTime ?? 0) > t + 0.5, { id: panel, t: first.time }, slow);
  return first;
}

export interface VideoServer {
  server: ServerProcess;
  jiangsu: number;
  /** What the media server publishes and who watches (back office). */
  streams(): Promise<Json[]>;
  /**
   * A client call as the demo admin acting for Jiangsu; answers `data`, throws on a refusal. One session
   * per account: once a page has signed in, the calls use that page's token (openVideoPage).
   */
  token: string;
  client(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object): Promise<Json>;
}

export async function startVideoServer(env: Record<string, string> = {}): Promise<VideoServer> {
  const server = await startSeededServer(env);
  const login = await fetch(`${server.url}/api/operation-manage/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: prehashPassword('Admin@2024') }),
  });
  const adminToken = ((await login.json()) as Json).data.token as string;
  const jiangsu = await enterpriseIdByName(server.url, await clientToken(server.url, DEMO.admin.phone, DEMO.admin.password), JIANGSU);
  const vs: VideoServer = {
    server,
    jiangsu,
    token: await clientToken(server.url, DEMO.admin.phone, DEMO.admin.password),
    streams: async () => {
      const res = await fetch(`${server.url}/api/operation-manage/video/streams`, { headers: { authorization: adminToken } });
      return ((await res.json()) as Json).data;
    },
    client: async (method, path, body) => {
      const headers: Record<string, string> = { authorization: vs.token, enterprise_id: String(jiangsu) };
      if (body) headers['content-type'] = 'application/json';
      const res = await fetch(`${server.url}/api${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
      const answer = (await res.json()) as Json;
      if (answer.code !== 1000000) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
      return answer.data;
    },
  };
  return vs;
}

/** A page signed in as the demo admin on Jiangsu's /videoManagement/page. */
export async function openVideoPage(browser: Browser, vs: VideoServer): Promise<PageSession> {
  const session = await openPage(browser);
  await session.context.addInitScript((id) => localStorage.setItem('ec_enterprise_id', id), String(vs.jiangsu));
  await signIn(session.page, vs.server.url, DEMO.admin, '/videoManagement/page');
  await session.page.getByTestId('video-page').waitFor(slow);
  const cookie = (await session.context.cookies()).find((c) => c.name === TOKEN_COOKIE.client);
  if (cookie) vs.token = decodeURIComponent(cookie.value);
  return session;
}

export interface VideoSuite {
  vs: VideoServer;
  browser: Browser;
  session: PageSession;
}

/** Registers a file's own server and signed-in video page (beforeAll) and their end (afterAll). */
export function useVideoSuite(env: Record<string, string> = {}): VideoSuite {
  const suite = {} as VideoSuite;
  beforeAll(async () => {
    suite.vs = await startVideoServer(env);
    suite.browser = await launchBrowser();
    suite.session = await openVideoPage(suite.browser, suite.vs);
  });
  afterAll(async () => {
    await suite.browser?.close();
    if (suite.vs) await stopServer(suite.vs.server);
  });
  return suite;
}
