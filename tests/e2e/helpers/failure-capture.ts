// Runs before every e2e file (vitest setupFiles). When a test fails, every page the file still has open
// is photographed and its URL, open dialogs and toasts written next to it under test-results/failures/
// (and printed),
// so a race seen once in a full CI run can be read afterwards instead of guessed at.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach } from 'vitest';
import { openBrowsers } from './browser';
import { reloadPagesLeftOpen } from './failure-recovery';

const dir = resolve(import.meta.dirname, '../../../test-results/failures');

function slug(text: string): string {
  return text.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 80);
}

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const pages = openBrowsers().flatMap((b) => b.contexts().flatMap((c) => c.pages()));
  if (!pages.length) return;
  mkdirSync(dir, { recursive: true });
  const base = `${slug(task.file?.name.split('/').pop() ?? 'test')}--${slug(task.name)}-${task.result.retryCount ?? 0}`;
  const lines: string[] = [`${task.file?.name} > ${task.name}`, ...(task.result.errors ?? []).map((e) => String(e.message).slice(0, 2000))];
  for (const [i, page] of pages.entries()) {
    try {
      await page.screenshot({ path: resolve(dir, `${base}-${i}.png`), fullPage: true, timeout: 5_000 });
      const overlays = await page
        .locator('.ant-modal:visible, .ant-message-notice:visible, .ant-notification-notice:visible, .ant-popover:visible, .ant-dropdown:visible')
        .allInnerTexts();
      // Motion classes and inline styles tell a dialog stuck opening or closing from one left open.
      const dialogs = await page.evaluate(() =>
        [...document.querySelectorAll('.ant-modal')].map((m) => `${m.className} style="${m.getAttribute('style') ?? ''}"`),
      );
      lines.push(
        `page ${i}: ${page.url()}`,
        ...overlays.map((t) => `  overlay: ${t.replace(/\s+/g, ' ').slice(0, 300)}`),
        ...dialogs.map((d) => `  dialog: ${d.slice(0, 300)}`),
      );
    } catch (error) {
      lines.push(`page ${i}: capture failed: ${String(error).slice(0, 300)}`);
    }
  }
  writeFileSync(resolve(dir, `${base}.txt`), lines.join('\n') + '\n');
  // CI keeps only the printed log: the page state goes there too.
  console.error(`[failure-capture]\n${lines.join('\n')}`);
  const reloaded = await reloadPagesLeftOpen(pages);
  if (reloaded.length) console.error(`[failure-recovery] reloaded, as a dialog was left open: ${reloaded.join(', ')}`);
});
