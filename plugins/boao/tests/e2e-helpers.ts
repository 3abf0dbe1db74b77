// Browser steps the data centre's Chromium tests share: choosing 浙江清泉水务, opening a page, and
// telling a drawn chart from an empty canvas.
import type { Page } from 'playwright-core';
import { storeTabEnterprise } from '../../../tests/e2e/helpers/flows';
import { clientToken, enterpriseIdByName } from '../../../tests/e2e/helpers/identityApi';

export const ZHEJIANG = '浙江清泉水务有限公司';
export const JIANGSU = '江苏绿源化工有限公司';
export const slow = { timeout: 30_000 };

export async function enterpriseId(baseURL: string, name: string): Promise<number> {
  return enterpriseIdByName(baseURL, await clientToken(baseURL, '13800000001', 'Demo@2024'), name);
}

/** Works in the given enterprise from now on (this tab's choice, as the selector stores it). */
export async function useEnterprise(page: Page, baseURL: string, id: number): Promise<void> {
  await storeTabEnterprise(page, id);
  await page.goto(`${baseURL}/#/moduleHome/page`);
  await page.reload();
}

/** Opens a data-centre page and waits for its frame (plant bar or the no-plant state). */
export async function openPage(page: Page, baseURL: string, path: string, testId: string): Promise<void> {
  await page.goto(`${baseURL}/#${path}`);
  await page.getByTestId(testId).waitFor(slow);
}

/**
 * Waits until the chart's canvas has been painted: ECharts draws after its chunk loads and animates in,
 * so the test polls the pixels rather than a time. Returns the number of painted pixels.
 */
export async function chartPainted(page: Page, testId: string): Promise<number> {
  const selector = `[data-testid="${testId}"][data-ready="1"] canvas`;
  await page.locator(selector).first().waitFor(slow);
  const handle = await page.waitForFunction(
    (sel) => {
      const canvas = document.querySelector(sel) as HTMLCanvasElement | null;
      if (!canvas || canvas.width === 0 || canvas.height === 0) return 0;
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted += 1;
      // Axes and labels alone paint a few thousand pixels; series paint far more.
      return painted > 5_000 ? painted : 0;
    },
    selector,
    slow,
  );
  return (await handle.jsonValue()) as number;
}

/** Rows of a table on screen (its data rows, not the header or the summary line). */
export const tableRows = (page: Page, rowTestId: string) => page.getByTestId(rowTestId);
