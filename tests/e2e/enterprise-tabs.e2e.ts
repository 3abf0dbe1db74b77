// Issue 12 item 1: one enterprise per browser tab, never a silent switch. Two pages of one browser context
// (shared cookies and local storage): tab B switches enterprise; tab A keeps showing — and sending — its
// own, its writes land where its header says, a new tab starts with the last choice, and a write from a
// form whose enterprise changed under it is refused by the server.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { launchBrowser, openPage, screenshot } from './helpers/browser';
import { DEVICE_LIST, fillDeviceForm } from './helpers/deviceForm';
import { DEMO, listSettled, signIn } from './helpers/flows';
import { clientToken, enterpriseIdByName } from './helpers/identityApi';

const baseURL = serverURL();
const JIANGSU = '江苏绿源化工有限公司';
const ZHEJIANG = '浙江清泉水务有限公司';
let browser: Browser;
let jiangsu: number;
let zhejiang: number;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await clientToken(baseURL, DEMO.viewer.phone, DEMO.viewer.password);
  jiangsu = await enterpriseIdByName(baseURL, token, JIANGSU);
  zhejiang = await enterpriseIdByName(baseURL, token, ZHEJIANG);
});
afterAll(async () => browser?.close());

const selectorText = (page: Page) => page.getByTestId('enterprise-selector').locator('.ant-select-selection-item').innerText();

async function switchTo(page: Page, name: string, id: number) {
  await page.getByTestId('enterprise-selector').click();
  await page.getByTestId(`enterprise-option-${id}`).click();
  await page.getByTestId('module-home').waitFor();
  await page.waitForFunction((n) => document.querySelector('[data-testid="enterprise-selector"]')?.textContent?.includes(n), name);
}

/** Ids of the device records named `name` in an enterprise, read through the API as the viewer. */
async function devicesNamed(enterpriseId: number, name: string): Promise<number[]> {
  const res = await fetch(`${baseURL}/api/enterprise-side-app/account/deviceInventory/page?pageNum=1&pageSize=10&name=${encodeURIComponent(name)}`, {
    headers: { authorization: token, enterprise_id: String(enterpriseId) },
  });
  return (await res.json()).data.records.map((r: { id: number }) => r.id);
}

/** Removes what a flow added, so other files see the seeded ledger (as the enterprise admin, after the flow). */
async function removeDevices(enterpriseId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const admin = await clientToken(baseURL, DEMO.admin.phone, DEMO.admin.password);
  await fetch(`${baseURL}/api/enterprise-side-app/account/deviceInventory/${ids.join(',')}`, { method: 'DELETE', headers: { authorization: admin, enterprise_id: String(enterpriseId) } });
}

describe('each browser tab keeps its own enterprise', () => {
  it('after a switch in tab B, tab A still shows and sends its enterprise; its writes land there; a new tab starts with B’s', async () => {
    const { page: a, context, errors } = await openPage(browser);
    await signIn(a, baseURL, DEMO.admin, DEVICE_LIST);
    await a.getByTestId('module-list-deviceInventory').waitFor();
    await listSettled(a);
    expect(await selectorText(a)).toBe(JIANGSU);
    expect(await a.title()).toContain(JIANGSU);

    // Tab B of the same browser (same cookies, same local storage) switches to 浙江.
    const b = await context.newPage();
    await b.goto(`${baseURL}/#/moduleHome/page`);
    await b.getByTestId('module-home').waitFor();
    await switchTo(b, ZHEJIANG, zhejiang);
    expect(await b.title()).toContain(ZHEJIANG);

    // Tab A opens another ledger: every request carries 江苏 while A shows 江苏.
    const sent: { url: string; enterprise: string | null; shown: string | null }[] = [];
    const record = (r: Request) => {
      if (new URL(r.url()).pathname.startsWith('/api/enterprise-side-app/')) sent.push({ url: r.url(), enterprise: r.headers()['enterprise_id'] ?? null, shown: r.headers()['shown_enterprise_id'] ?? null });
    };
    // The user goes back to tab A (a tab left in the background may not draw: under load its form was
    // never seen to save, and its screenshot timed out).
    await a.bringToFront();
    a.on('request', record);
    await a.goto(`${baseURL}/#/accountManagement/onlineWastewater`);
    await a.getByTestId('module-list-onlineWastewater').waitFor();
    await listSettled(a);
    expect(await selectorText(a)).toBe(JIANGSU);

    // …and a record added in tab A lands in 江苏, which A shows, not in 浙江, which B chose last.
    const code = `TAB-A-${Date.now() % 100000}`;
    await a.goto(`${baseURL}/#${DEVICE_LIST}/add`);
    await fillDeviceForm(a, code);
    await a.getByTestId('form-submit').click();
    await a.getByTestId('module-list-deviceInventory').waitFor();
    a.off('request', record);
    expect(sent.length).toBeGreaterThan(3);
    expect(sent.filter((s) => s.enterprise !== String(jiangsu))).toEqual([]);
    const writes = sent.filter((s) => s.shown !== null);
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.every((s) => s.shown === String(jiangsu))).toBe(true);
    const added = await devicesNamed(jiangsu, `${code}活性炭吸附箱`);
    expect(added).toHaveLength(1);
    expect(await devicesNamed(zhejiang, `${code}活性炭吸附箱`)).toEqual([]);

    // A reload keeps tab A's enterprise; a new tab starts with the last choice (B's).
    await a.reload();
    await a.getByTestId('module-list-deviceInventory').waitFor();
    expect(await selectorText(a)).toBe(JIANGSU);
    const c = await context.newPage();
    await c.goto(`${baseURL}/#/moduleHome/page`);
    await c.getByTestId('module-home').waitFor();
    expect(await selectorText(c)).toBe(ZHEJIANG);
    await a.bringToFront(); // c opened in front of it
    await screenshot(a, 'enterprise-tabs-a');
    expect(errors).toEqual([]);
    await context.close();
    await removeDevices(jiangsu, added);
  });

  it('a write from a form whose enterprise changed under it is refused by the server and stored nowhere', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, `${DEVICE_LIST}/add`);
    const code = `STALE-${Date.now() % 100000}`;
    await fillDeviceForm(page, code);
    expect(await selectorText(page)).toBe(JIANGSU);
    // What the old client did: the enterprise its requests carry changes under the open form (here: the
    // tab's stored choice is overwritten, as another tab overwrote the shared one before).
    await page.evaluate((id) => sessionStorage.setItem('ec_enterprise_id', String(id)), zhejiang);
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/account/deviceInventory'));
    await page.getByTestId('form-submit').click();
    const body = await (await answer).json();
    expect(body.code).toBe(2010102);
    await page.getByText('页面显示的企业与本次操作的企业不一致').first().waitFor();
    // The form stays open with what was typed; nothing was stored in either enterprise.
    expect(await page.getByTestId('field-deviceCode').inputValue()).toBe(code);
    expect(await devicesNamed(zhejiang, `${code}活性炭吸附箱`)).toEqual([]);
    expect(await devicesNamed(jiangsu, `${code}活性炭吸附箱`)).toEqual([]);
    await context.close();
  });
});
