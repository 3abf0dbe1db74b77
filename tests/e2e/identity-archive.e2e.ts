// Enterprise context (spec §4): trial note and watermark, the incomplete-archive guard, the archive form
// with shared validators and cascaders, and the selector refusing expired or disabled enterprises.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { afterNextFrames, launchBrowser, openPage, screenshot } from './helpers/browser';
import { DEMO, signIn, storeTabEnterprise } from './helpers/flows';

const baseURL = serverURL();
const INCOMPLETE_ADMIN = { phone: '13800000003', password: 'Demo@2024' };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function openSelector(page: Page) {
  await page.getByTestId('enterprise-selector').click();
  await page.locator('.ant-select-dropdown:visible').waitFor();
}

/**
 * Makes `name` the current enterprise the way a returning user has it: the stored id (spec §4 keeps a
 * stored effective enterprise), then a reload. The id is read from the selector's option.
 */
async function useEnterprise(page: Page, name: string) {
  await openSelector(page);
  const testId = await page.locator('.ant-select-item-option', { hasText: name }).locator('[data-testid^="enterprise-option-"]').getAttribute('data-testid');
  await page.keyboard.press('Escape');
  const id = testId!.replace('enterprise-option-', '');
  await storeTabEnterprise(page, id);
  await page.reload();
}

/** Picks one option of a cascader column by its label. */
async function cascade(page: Page, labels: string[]) {
  for (const label of labels) {
    // By title: labels such as 环境治理业 are contained in their parents' labels.
    await page.locator(`.ant-cascader-dropdown:visible .ant-cascader-menu-item[title="${label}"]`).first().click();
  }
}

describe('enterprise context', () => {
  it('shows expired and disabled enterprises in the selector but does not let them be picked', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, '/moduleHome/page');
    await page.getByTestId('module-home').waitFor();
    await openSelector(page);
    const expired = page.locator('.ant-select-item-option', { hasText: '山东绿源环保科技有限公司' });
    const disabled = page.locator('.ant-select-item-option', { hasText: '上海绿源固废处置有限公司' });
    expect(await expired.getAttribute('class')).toContain('ant-select-item-option-disabled');
    expect(await disabled.getAttribute('class')).toContain('ant-select-item-option-disabled');
    expect(await expired.innerText()).toContain('已过期');
    await expired.click({ force: true });
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('enterprise-selector').innerText()).toContain('江苏绿源化工有限公司');
    await context.close();
  });

  it('marks a trial enterprise with the watermark and the sample-data note with the contact phone', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, '/moduleHome/page');
    await page.getByTestId('module-home').waitFor();
    expect(await page.getByTestId('trial-note').count()).toBe(0);
    // Switching (spec §4): the new enterprise is stored and the user lands on module home.
    await openSelector(page);
    await page.locator('.ant-select-item-option', { hasText: '安徽绿源新材料有限公司' }).click();
    await page.waitForURL(/#\/moduleHome\/page/);
    await page.getByTestId('module-home').waitFor();
    expect(await page.getByTestId('enterprise-selector').innerText()).toContain('安徽绿源新材料有限公司');
    expect(await page.evaluate(() => localStorage.getItem('ec_enterprise_id'))).toMatch(/^\d+$/);
    const note = page.getByTestId('trial-note');
    await note.waitFor();
    expect(await note.innerText()).toMatch(/当前数据为示例数据，订购版本后可正式使用[\s\S]*联系电话：[\d-]+/);
    // antd paints the watermark text as a repeated background image over the content.
    const mark = await page.locator('.ec-watermark > div[style*="background-image"]').count();
    expect(mark).toBeGreaterThan(0);
    await screenshot(page, 'identity-trial');
    await context.close();
  });

  it('keeps a type-0 enterprise with an incomplete archive on the archive page until it is complete', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseURL, INCOMPLETE_ADMIN, '/moduleHome/page');
    await page.getByTestId('enterprise-selector').waitFor();
    await useEnterprise(page, '河北绿源环境工程有限公司');
    await page.waitForURL(/#\/enterprise\/enterprise-archives/);
    await page.getByText('请完善企业档案信息').first().waitFor();
    await page.getByTestId('archive-incomplete').waitFor();
    await page.getByTestId('map-not-configured').waitFor();
    expect(await page.getByTestId('map-not-configured').innerText()).toContain('地图服务未配置');

    // Another route sends the user back.
    await page.goto(`${baseURL}/#/moduleHome/page`);
    await page.waitForURL(/#\/enterprise\/enterprise-archives/);

    // A wrong credit code is refused in the browser with the shared validator's text.
    await page.getByTestId('archive-socialCreditCode').fill('91110000600037341N');
    await page.getByTestId('archive-save').click();
    await page.getByText('统一社会信用代码格式不正确（18位，含校验码）').waitFor();

    await page.getByTestId('archive-socialCreditCode').fill('91310115MA1K3BTP2B');
    await page.getByTestId('archive-legalPersonName').fill('周敏');
    await page.getByTestId('archive-legalPersonIdCard').fill('412723199010050013');
    await page.getByTestId('archive-save').click();
    await page.getByText('身份证号码格式不正确').waitFor();
    await page.getByTestId('archive-legalPersonIdCard').fill('412723199010050012');
    await page.getByTestId('archive-contactPhone').fill('0311-86201234');

    await page.getByTestId('archive-division').click();
    await cascade(page, ['河北省', '石家庄市', '长安区']);
    await page.getByTestId('archive-industries').click();
    await cascade(page, ['水利、环境和公共设施管理业', '生态保护和环境治理业', '环境治理业']);
    await page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item[title="大气污染治理"] .ant-cascader-checkbox').click();
    await page.keyboard.press('Escape');

    await page.getByTestId('archive-manageAddress').fill('河北省石家庄市长安区中山东路100号');
    await page.getByTestId('archive-longitude').fill('114.1234567');
    await page.getByTestId('archive-latitude').fill('38.042307');
    await page.getByTestId('archive-save').click();
    await page.getByText('经度范围为-180到180，最多6位小数').waitFor();
    await page.getByTestId('archive-longitude').fill('114.539100');
    await screenshot(page, 'identity-archive-filled');

    const saved = page.waitForResponse((r) => r.url().includes('/enterprise/archive/save'));
    await page.getByTestId('archive-save').click();
    const body = await (await saved).json();
    expect(body.code).toBe(1000000);
    expect(body.data).toMatchObject({ complete: true, administrativeDivisionId: '130102', industryIdList: ['7722'] });
    await page.getByText('保存成功').waitFor();
    expect(await page.getByTestId('archive-incomplete').count()).toBe(0);

    // Free to navigate now.
    await page.goto(`${baseURL}/#/moduleHome/page`);
    await page.getByTestId('module-home').waitFor();
    // The guard redirects from an effect after the page has rendered: two frames later it has had its turn.
    await afterNextFrames(page);
    expect(page.url()).toContain('#/moduleHome/page');
    await context.close();
  });

  it('shows the archive in en-US with the shared validators’ English texts', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    await signIn(page, baseURL, DEMO.admin, '/enterprise/enterprise-archives');
    await page.getByTestId('archive-page').waitFor();
    await page.getByText('Unified social credit code').first().waitFor();
    expect(await page.getByTestId('map-not-configured').innerText()).toContain('The map service is not configured');
    await page.getByTestId('archive-socialCreditCode').waitFor();
    expect(await page.getByTestId('archive-socialCreditCode').inputValue()).toBe('913205056082348768');
    await page.getByTestId('archive-socialCreditCode').fill('91110000600037341N');
    await page.getByTestId('archive-latitude').fill('95');
    await page.getByTestId('archive-save').click();
    await page.locator('.ant-form-item-explain-error', { hasText: /credit code/i }).waitFor();
    await page.locator('.ant-form-item-explain-error', { hasText: /latitude/i }).waitFor();
    await context.close();
  });
});
