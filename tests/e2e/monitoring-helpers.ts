// Monitoring flows: HJ 212 packets sent from the test through the HTTP bulk endpoint, and what the
// online screens show for a seeded demo point.
import type { Page } from 'playwright-core';
import { buildDataPacket, type DataPacketInput } from '../../server/hj212/index';
import { demoCredentials } from '../../server/monitoring/demo';

const HOUR = 3_600_000;
const CHINA = 8 * HOUR;

/** `YYYY-MM-DD HH:mm:ss` in China time, as the API writes times. */
export function chinaText(ms: number): string {
  return new Date(ms + CHINA).toISOString().slice(0, 19).replace('T', ' ');
}

export const hourStart = (ms: number) => Math.floor(ms / HOUR) * HOUR;
/** Midnight in China of the day holding `ms`. */
export const chinaDayStart = (ms: number) => Math.floor((ms + CHINA) / (24 * HOUR)) * 24 * HOUR - CHINA;

/** POSTs framed packets to /api/ingest/hj212 and returns the per-packet statuses. */
export async function ingest(baseURL: string, packets: string[]): Promise<string[]> {
  const r = await fetch(`${baseURL}/api/ingest/hj212`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ packets }) });
  const body = (await r.json()) as { data: { results: { status: string }[] } };
  return body.data.results.map((x) => x.status);
}

export type Logger = { mn: string; pw: string };

/** The seeded logger credentials of a point (demo enterprises are tried in order until the MN matches). */
export function demoLoggerOf(code: string, mn: string): Logger {
  for (let i = 0; i < 8; i++) {
    const c = demoCredentials(i, code);
    if (c.mn === mn) return c;
  }
  throw new Error(`no demo logger for ${code} with MN ${mn}`);
}

export function packet(logger: Logger, st: '31' | '32', cn: DataPacketInput['cn'], atMs: number, factors: DataPacketInput['factors']): string {
  return buildDataPacket({ cn, st, mn: logger.mn, pw: logger.pw, dataTime: new Date(atMs), needsAck: true, factors });
}

/** Opens the online page and returns the id of the card showing the point with this code. */
export async function pointIdOnline(page: Page, baseURL: string, code: string): Promise<number> {
  await page.goto(`${baseURL}/#/onlineMonitoring/page`);
  const card = page.locator('[data-testid^="online-point-"]').filter({ hasText: code }).first();
  await card.waitFor();
  return Number((await card.getAttribute('data-testid'))!.replace('online-point-', ''));
}

/** The MN the detail page prints for a point. */
export async function mnOf(page: Page, baseURL: string, pointId: number): Promise<string> {
  await page.goto(`${baseURL}/#/onlineMonitoring/detail/${pointId}`);
  const text = await page.getByText(/^MN [0-9A-F]{24}$/).first().innerText();
  return text.replace('MN ', '');
}

/** Computed text colour of an element, e.g. `rgb(245, 34, 45)`. */
export const colourOf = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).color);

export const RED = 'rgb(245, 34, 45)';
export const ORANGE = 'rgb(250, 140, 22)';
