// Issue 12 item 4: what a form says before (and after) it sends — sign-in checks the password length,
// quantities that cannot be negative say so, an end before its start is refused by the schema's
// cross-field rule, a format error shows its own message (not 尚有必填项未填写), the back-office user form
// speaks spec §5, the archive checks the credit code when the user leaves the field, and a credit code or
// name another enterprise holds is named at the field with that enterprise.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { adminSignIn } from './helpers/admin';
import { launchBrowser, openPage, screenshot } from './helpers/browser';
import { DEMO, signIn } from './helpers/flows';
import { fillField } from './helpers/ledgerForm';
import { moduleSchema as schemaOf, schemaField as fieldOf } from './helpers/schemas';

const baseURL = serverURL();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The error antd shows under a form item holding the test id. */
const itemError = (page: Page, testId: string) => page.locator('.ant-form-item').filter({ has: page.getByTestId(testId) }).locator('.ant-form-item-explain-error');
const toast = (page: Page) => page.locator('.ant-message-notice').last();

describe('sign-in', () => {
  it('checks the password length 8-16 before sending anything', async () => {
    const { page, context } = await openPage(browser);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/auth/login')) sent.push(r.url());
    });
    await page.goto(`${baseURL}/#/login`);
    await page.getByTestId('login-phone').fill(DEMO.admin.phone);
    await page.getByTestId('login-password').fill('Demo@20');
    await page.getByTestId('login-submit').click();
    expect(await page.getByTestId('login-password-error').innerText()).toBe('密码长度在 8 到 16 个字符');
    expect(sent).toEqual([]);
    await context.close();
  });
});

describe('ledger forms', () => {
  it('say that a quantity cannot be negative, with that message rather than 尚有必填项未填写', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, '/accountManagement/drugUseRecord/add');
    await page.getByTestId('module-form-drugUseRecord').waitFor();
    await page.getByTestId('field-quantity').fill('-2');
    await itemError(page, 'field-quantity').filter({ hasText: '投加量不能为负数' }).waitFor();
    // Everything else valid: the toast names the real problem.
    const schema = schemaOf('drug-use-record');
    const values: Record<string, unknown> = {
      useDate: '2024-06-01', facilityCode: 'SS001', chemicalName: '聚合氯化铝', purpose: '1',
      addTime: '2024-06-01 09:00:00', unit: 'kg', operator: '王强', recorder: '王强', recordTime: '2024-06-01 10:00:00',
    };
    for (const [name, value] of Object.entries(values)) await fillField(page, fieldOf(schema, name), value);
    await page.getByTestId('form-submit').click();
    await toast(page).filter({ hasText: '投加量不能为负数' }).waitFor();
    expect(await page.getByText('尚有必填项未填写，请检查表单').count()).toBe(0);
    await context.close();
  });

  it('refuse a rectification deadline before the finding date, as the schema’s cross-field rule says', async () => {
    const { page, context } = await openPage(browser);
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/account/auditRectification')) posted.push(r.url());
    });
    await signIn(page, baseURL, DEMO.admin, '/accountManagement/auditRectification/add');
    await page.getByTestId('module-form-auditRectification').waitFor();
    const schema = schemaOf('audit-rectification');
    const values: Record<string, unknown> = {
      source: '1', issue: '危废暂存间标签不全', foundDate: '2024-06-10', responsible: '王强', deadline: '2024-06-01', recorder: '王强', recordTime: '2024-06-10 09:00:00',
    };
    for (const [name, value] of Object.entries(values)) await fillField(page, fieldOf(schema, name), value);
    await itemError(page, 'field-deadline').filter({ hasText: '整改期限不能早于发现日期' }).waitFor();
    await page.getByTestId('form-submit').click();
    await toast(page).filter({ hasText: '整改期限不能早于发现日期' }).waitFor();
    expect(posted).toEqual([]);
    // Moving the finding date back clears the deadline's error (the rule re-checks with its other field).
    const found = page.getByTestId('field-foundDate');
    await found.click();
    await found.fill('2024-05-20');
    await found.press('Enter');
    expect(await found.inputValue()).toBe('2024-05-20');
    await itemError(page, 'field-deadline').waitFor({ state: 'detached' });
    await screenshot(page, 'forms-cross-field');
    await context.close();
  });
});

describe('the enterprise archive', () => {
  it('checks the credit code when the user leaves it, and names the enterprise that already holds it', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseURL, DEMO.admin, '/enterprise/enterprise-archives');
    const code = page.getByTestId('archive-socialCreditCode');
    await code.waitFor();
    // The stored archive is in the form.
    await page.waitForFunction(() => (document.querySelector('[data-testid="archive-socialCreditCode"]') as HTMLInputElement | null)?.value === '913205056082348768');
    // A wrong code: nothing while typing, the format message once the field is left.
    await code.fill('91320505608234876');
    expect(await itemError(page, 'archive-socialCreditCode').count()).toBe(0);
    await page.getByTestId('archive-name').click();
    await itemError(page, 'archive-socialCreditCode').filter({ hasText: '统一社会信用代码格式不正确' }).waitFor();
    // The group's code typed in lower case: upper-cased on leaving, valid, and refused by the server as taken.
    await code.fill('91110000600037341l');
    await page.getByTestId('archive-name').click();
    expect(await code.inputValue()).toBe('91110000600037341L');
    await itemError(page, 'archive-socialCreditCode').waitFor({ state: 'detached' });
    await page.getByTestId('archive-save').click();
    await itemError(page, 'archive-socialCreditCode').filter({ hasText: '该统一社会信用代码已被企业「绿源环境集团」使用' }).waitFor();
    // The toast is not a bare 重复请求 either: it says which enterprise holds the code.
    await toast(page).filter({ hasText: '绿源环境集团' }).waitFor();
    await screenshot(page, 'forms-archive-duplicate');
    await context.close();
  });
});

describe('the back office', () => {
  it('user form speaks spec §5, and a duplicate enterprise name is named at the field', async () => {
    const { page, context } = await openPage(browser);
    await adminSignIn(page, baseURL, 'users');
    await page.getByTestId('admin-user-add').click();
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    for (const text of ['手机号码不能为空', '请输入名字', '请输入密码']) await page.locator('.ant-modal:visible .ant-form-item-explain-error').filter({ hasText: text }).waitFor();
    await page.getByTestId('admin-user-phone').fill('1380000');
    await page.getByTestId('admin-user-name').fill('张3');
    await page.getByTestId('admin-user-password').fill('abc');
    for (const text of ['请填写正确格式的手机号码', '姓名格式不符合要求', '密码长度不能小于8位']) await page.locator('.ant-modal:visible .ant-form-item-explain-error').filter({ hasText: text }).waitFor();
    await page.locator('.ant-modal:visible').getByRole('button', { name: /取\s*消/ }).click();

    await page.goto(`${baseURL}/#/admin/enterprises`);
    await page.getByTestId('admin-enterprise-add').click();
    await page.getByTestId('admin-enterprise-name').fill('浙江清泉水务有限公司');
    await page.getByTestId('admin-enterprise-save').click();
    await page.locator('.ant-modal:visible .ant-form-item-explain-error').filter({ hasText: '已有同名企业' }).waitFor();
    await context.close();
  });
});
