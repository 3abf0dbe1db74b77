// Browser steps of the workflow plugin's tests: signing in to 江苏绿源化工, antd select picks, and
// drawing in the BPMN designer through its context pad (the selection shows on the property panel).
import type { Page } from 'playwright-core';
import { screenshot } from '../../../tests/e2e/helpers/browser';
import { signIn, storeTabEnterprise } from '../../../tests/e2e/helpers/flows';

export const JIANGSU = '江苏绿源化工有限公司';

/** Signs in and makes 江苏绿源化工 the enterprise of this tab (the stored id, as a returning user has it). */
export async function signInJiangsu(page: Page, baseURL: string, who: { phone: string; password: string }, target: string) {
  await signIn(page, baseURL, who, '/login');
  await page.getByTestId('enterprise-selector').click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: JIANGSU }).locator('[data-testid^="enterprise-option-"]');
  const id = (await option.getAttribute('data-testid'))!.replace('enterprise-option-', '');
  await page.keyboard.press('Escape');
  await storeTabEnterprise(page, id);
  await page.goto(`${baseURL}/#${target}`);
  await page.reload();
}

export async function pick(page: Page, testId: string, ...labels: string[]) {
  await page.getByTestId(testId).click();
  for (const label of labels) await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first().click();
  if (labels.length > 1) await page.keyboard.press('Escape');
}

/** The element selected after a context-pad append: its id is on the property panel. */
export async function selectedId(page: Page) {
  return (await page.getByTestId('designer-panel').getAttribute('data-element-id'))!;
}

export async function append(page: Page, fromId: string, action: string): Promise<string> {
  if ((await selectedId(page)) !== fromId) await page.locator(`.djs-element[data-element-id="${fromId}"] .djs-hit`).first().dispatchEvent('click');
  await page.waitForFunction((from) => document.querySelector('[data-testid="designer-panel"]')?.getAttribute('data-element-id') === from, fromId);
  try {
    await page.locator(`.djs-context-pad [data-action="${action}"]`).click({ timeout: 5000 });
  } catch (err) {
    await screenshot(page, 'workflow-append-failed');
    throw err;
  }
  await page.waitForFunction((from) => document.querySelector('[data-testid="designer-panel"]')?.getAttribute('data-element-id') !== from, fromId);
  return selectedId(page);
}
