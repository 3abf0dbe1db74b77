// After a failed test (once its pages are captured): a file's tests share their pages, so a dialog or
// drawer the failure left open would make the retry, and every later test of the file, fail at its first
// click with "… intercepts pointer events" (the CI run of 2026-11-29 lost 3 ledger-import tests so). Such
// a page is loaded again at the same address; the session survives a reload.
import type { Page } from 'playwright-core';

const LEFT_OPEN = '.ant-modal-wrap:visible, .ant-drawer-open';

export async function reloadPagesLeftOpen(pages: Page[]): Promise<string[]> {
  const reloaded: string[] = [];
  for (const page of pages) {
    try {
      if ((await page.locator(LEFT_OPEN).count()) === 0) continue;
      await page.reload({ timeout: 30_000 });
      reloaded.push(page.url());
    } catch {
      // A page that cannot even reload is past saving; the next test says so itself.
    }
  }
  return reloaded;
}
