// Issue 12 item 7: what the back office's grant trees and the login page offer must exist. Every grant
// node has a translated label (never a raw key like enterprise:archive:edit), a parent shows
// checked or half-checked from its children, the trees list only pages that exist, and the login tagline
// advertises only what the product has.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { adminSignIn } from './helpers/admin';
import { launchBrowser, openPage, screenshot } from './helpers/browser';

const baseURL = serverURL();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const RAW_KEY = /^[A-Za-z]+(:[A-Za-z]+)+$/;

/** The checkbox state antd draws for the tree node titled `title` (its first occurrence). */
async function nodeState(tree: Locator, title: string): Promise<'checked' | 'half' | 'none'> {
  const node = tree.locator('.ant-tree-treenode:not([aria-hidden])').filter({ has: tree.page().locator('.ant-tree-title', { hasText: new RegExp(`^${title}`) }) }).first();
  const box = node.locator('.ant-tree-checkbox').first();
  const cls = (await box.getAttribute('class')) ?? '';
  return cls.includes('ant-tree-checkbox-checked') ? 'checked' : cls.includes('ant-tree-checkbox-indeterminate') ? 'half' : 'none';
}

async function openRoleGrant(page: Page, code: string): Promise<Locator> {
  await page.getByTestId(`admin-role-grant-${code}`).click();
  const dialog = page.locator('.ant-modal:visible');
  await dialog.locator('.ant-tree-title').first().waitFor();
  return dialog;
}

describe('the back office grant trees', () => {
  it('label every node in the user’s language, and show parents from their children', async () => {
    const { page, context } = await openPage(browser);
    await adminSignIn(page, baseURL, 'roles');
    const dialog = await openRoleGrant(page, 'enterprise_admin');
    const titles = await dialog.locator('.ant-tree-title').allInnerTexts();
    expect(titles.length).toBeGreaterThan(20);
    expect(titles.filter((t) => t.trim() === '' || RAW_KEY.test(t.trim()))).toEqual([]);
    // The archive's edit key is offered by its title (a button of the archive page); the raw key is nowhere on screen.
    await dialog.locator('.ant-tree-title', { hasText: /^编辑档案/ }).first().waitFor();
    expect(await dialog.getByText('enterprise:archive:edit', { exact: true }).count()).toBe(0);
    // The enterprise admin holds every ledger with its buttons: the ledger directory is checked.
    const tree = dialog.getByTestId('admin-role-tree-1');
    expect(await nodeState(tree, '台账管理')).toBe('checked');
    await screenshot(page, 'backoffice-grant-tree-admin');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    // The viewer holds the ledger pages without their buttons: page and directory are half-checked.
    const viewer = await openRoleGrant(page, 'viewer');
    const viewerTree = viewer.getByTestId('admin-role-tree-1');
    expect(await nodeState(viewerTree, '设备台账')).toBe('half');
    expect(await nodeState(viewerTree, '台账管理')).toBe('half');
    await viewer.getByRole('button', { name: /取\s*消/ }).click();

    // In English the same dialog speaks English.
    await page.getByTestId('language-switch').first().click();
    const english = await openRoleGrant(page, 'enterprise_admin');
    await english.locator('.ant-tree-title', { hasText: /^Edit the archive/ }).first().waitFor();
    const englishTitles = await english.locator('.ant-tree-title').allInnerTexts();
    expect(englishTitles.filter((t) => /[\u4e00-\u9fff]/.test(t))).toEqual([]);
    await context.close();
  });
});

// Entries appear when their feature lands: 我的审批 came with the workflow plugin, 我的下发 with risk
// management, 我的任务 with task management, 意见建议 with suggestions.
describe('grant trees offer only pages that exist', () => {
  it('the role and edition trees offer 我的下发, 我的任务 and 意见建议', async () => {
    const { page, context } = await openPage(browser);
    await adminSignIn(page, baseURL, 'roles');
    const role = await openRoleGrant(page, 'enterprise_admin');
    const roleTitles = (await role.locator('.ant-tree-title').allInnerTexts()).map((t) => t.trim());
    await role.getByRole('button', { name: /取\s*消/ }).click();
    await page.goto(`${baseURL}/#/admin/editions`);
    await page.locator('[data-testid^="admin-edition-menus-"]:not([disabled])').first().click();
    const edition = page.locator('.ant-modal:visible');
    await edition.locator('.ant-tree-title').first().waitFor();
    const editionTitles = (await edition.locator('.ant-tree-title').allInnerTexts()).map((t) => t.trim());
    for (const present of ['我的下发', '我的任务', '意见建议']) {
      expect(roleTitles).toContain(present);
      expect(editionTitles).toContain(present);
    }
    await context.close();
  });
});

describe('the login page', () => {
  it('advertises only what exists', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseURL}/#/login`);
    const hero = page.locator('.ec-login-hero p');
    const text = await hero.innerText();
    expect(text).toContain('在线监测');
    expect(text).toContain('台账');
    expect(text).toContain('评估');
    // Risk prevention is a spec area without screens yet.
    expect(text).not.toMatch(/风险/);
    await page.getByTestId('language-switch').click();
    await page.waitForFunction(() => !/[\u4e00-\u9fff]/.test(document.querySelector('.ec-login-hero p')?.textContent ?? '中'));
    expect(await hero.innerText()).not.toMatch(/risk/i);
    await context.close();
  });
});
