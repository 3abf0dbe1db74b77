import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverURL } from './helpers/server';
import { launchBrowser, openPage } from './helpers/browser';
import { clickInDialog, DEMO, signIn } from './helpers/flows';

const baseURL = serverURL();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/**
 * Opens the sign-out confirmation and returns the antd classes of a running enter animation the dialog
 * went through (without motion antd still passes through the instant "-prepare" step, never "-active").
 */
async function motionClassesOfConfirm(page: Page): Promise<string[]> {
  await signIn(page, baseURL, DEMO.admin, '/moduleHome/page');
  await page.getByTestId('user-menu').click();
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { motionSeen: Set<string> }).motionSeen = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        // A class may already have changed again when the callback runs: look at the old value too.
        const texts = [r.oldValue ?? ''];
        if (r.type === 'childList') {
          for (const node of r.addedNodes) if (node instanceof Element) for (const each of [node, ...node.querySelectorAll('*')]) texts.push(each.className.toString());
        } else texts.push((r.target as Element).className.toString());
        for (const c of texts.join(' ').split(/\s+/)) if (/^ant-(zoom|fade)-(appear|enter)-active$/.test(c)) seen.add(c);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeOldValue: true, attributeFilter: ['class'] });
  });
  await page.getByTestId('logout').click();
  await page.getByText('确定退出登录吗？').waitFor();
  await page.getByTestId('confirm-ok').waitFor();
  // Whichever way it appeared, the dialog has settled once no motion class is left on it.
  await page.waitForFunction(() => !document.querySelector('.ant-modal[class*="ant-zoom"]'));
  return page.evaluate(() => [...(window as unknown as { motionSeen: Set<string> }).motionSeen].sort());
}

describe('motion preference', () => {
  it('animates dialogs for users without a preference', async () => {
    const { page, context } = await openPage(browser, { reducedMotion: 'no-preference' });
    expect(await motionClassesOfConfirm(page)).toContain('ant-zoom-appear-active');
    await context.close();
  });

  it('shows dialogs at once for users who asked their system for reduced motion', async () => {
    const { page, context } = await openPage(browser, { reducedMotion: 'reduce' });
    expect(await motionClassesOfConfirm(page)).toEqual([]);
    await clickInDialog(page, 'confirm-ok');
    await page.waitForURL(/#\/login/);
    await context.close();
  });
});
