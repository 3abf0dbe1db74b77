// Issue 18, the group board's map: with a Tianditu browser key configured on the server
// (TIANDITU_BROWSER_KEY) the members are markers on a Tianditu map; without one the plain chart shows.
// The machines have no internet: the Tianditu script and tiles are answered by local fixtures, and the
// test checks the key went with the script and every tile request, and one marker per located member.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../../../tests/e2e/helpers/browser';
import { DEMO, signIn, storeTabEnterprise } from '../../../tests/e2e/helpers/flows';
import { clientToken, enterpriseIdByName } from '../../../tests/e2e/helpers/identityApi';
import { serverURL, startSeededServer } from '../../../tests/e2e/helpers/server';
import { stopServer, type ServerProcess } from '../../../tests/support/server-process';
import { GROUP_ROUTES } from '../contract';

const GROUP = '绿源环境集团';
const KEY = 'e2e-tdt-browser-key-7c41';
const FAKE_API = readFileSync(new URL('./fixtures/tianditu-api.js', import.meta.url), 'utf8');
// A 1×1 PNG for every tile.
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4cecEAATcAm0jZsDKAAAAAElFTkSuQmCC', 'base64');

let browser: Browser;
let keyed: ServerProcess;

interface TiandituTraffic {
  scripts: URL[];
  tiles: URL[];
}

/** Answers Tianditu's script and tile hosts locally, recording what the page asked for. */
async function routeTianditu(context: BrowserContext): Promise<TiandituTraffic> {
  const seen: TiandituTraffic = { scripts: [], tiles: [] };
  await context.route('https://api.tianditu.gov.cn/**', async (route) => {
    seen.scripts.push(new URL(route.request().url()));
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_API });
  });
  await context.route(/^https:\/\/t[0-7]\.tianditu\.gov\.cn\//, async (route) => {
    seen.tiles.push(new URL(route.request().url()));
    await route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
  return seen;
}

/** The members the server places on the board (those with coordinates), read before the browser signs in. */
async function locatedMembers(baseURL: string): Promise<{ groupId: number; names: string[] }> {
  const token = await clientToken(baseURL, DEMO.admin.phone, DEMO.admin.password);
  const groupId = await enterpriseIdByName(baseURL, token, GROUP);
  const res = await fetch(`${baseURL}/api/enterprise-side-app/group/screen/overview`, { headers: { authorization: token, enterprise_id: String(groupId) } });
  const members = (await res.json()).data.members as { name: string; longitude: number | null; latitude: number | null }[];
  return { groupId, names: members.filter((m) => m.longitude !== null && m.latitude !== null).map((m) => m.name).sort() };
}

/** Signs in as the group manager, works in the group (as the selector stores it) and opens its board. */
async function openBoard(page: Page, baseURL: string, groupId: number): Promise<void> {
  await signIn(page, baseURL, DEMO.admin, '/moduleHome/page');
  await storeTabEnterprise(page, groupId);
  await page.goto(`${baseURL}/#${GROUP_ROUTES.dashboard}`);
  await page.reload();
  await page.waitForFunction((n) => document.querySelector('[data-testid="enterprise-selector"]')?.textContent?.includes(n), GROUP);
  await page.getByTestId('group-dashboard').waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  keyed = await startSeededServer({ TIANDITU_BROWSER_KEY: KEY });
});
afterAll(async () => {
  await browser?.close();
  if (keyed) await stopServer(keyed);
});

describe('the group board map', () => {
  it('with a browser key: the members are markers on a Tianditu map, the key sent with the script and the tiles', async () => {
    const { names, groupId } = await locatedMembers(keyed.url);
    expect(names.length).toBeGreaterThan(1);
    const { page, context } = await openPage(browser);
    const traffic = await routeTianditu(context);
    await openBoard(page, keyed.url, groupId);

    const map = page.getByTestId('group-tianditu-map');
    await map.waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="group-tianditu-map"] .tdt-marker-icon').length === n, names.length);
    const titles = await map.locator('.tdt-marker-icon').evaluateAll((els) => els.map((e) => e.getAttribute('title')!).sort());
    expect(titles).toEqual(names);
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid="group-tianditu-map"] .tdt-tile')].every((img) => img.complete && img.naturalWidth === 1));

    expect(traffic.scripts).toHaveLength(1);
    expect(traffic.scripts[0].searchParams.get('v')).toBe('4.0');
    expect(traffic.scripts[0].searchParams.get('tk')).toBe(KEY);
    expect(traffic.tiles.length).toBeGreaterThan(0);
    expect(traffic.tiles.every((u) => u.searchParams.get('tk') === KEY)).toBe(true);
    expect(await page.getByTestId('group-member-map').count()).toBe(0);
    await screenshot(page, 'group-tianditu-map');
    await context.close();
  });

  it('without a key: the plain chart, and nothing is asked of Tianditu', async () => {
    const baseURL = serverURL();
    const { groupId } = await locatedMembers(baseURL);
    const { page, context } = await openPage(browser);
    const traffic = await routeTianditu(context);
    await openBoard(page, baseURL, groupId);
    await page.getByTestId('group-member-map').locator('canvas').waitFor();
    expect(await page.getByTestId('group-tianditu-map').count()).toBe(0);
    expect(traffic).toEqual({ scripts: [], tiles: [] });
    await context.close();
  });
});
