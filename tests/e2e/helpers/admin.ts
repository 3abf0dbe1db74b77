// Signing in to the back office (运营后台) through its own screen, landing on one of its pages.
import type { Page } from 'playwright-core';

export async function adminSignIn(page: Page, baseURL: string, path = 'enterprises', who = { account: 'admin', password: 'Admin@2024' }): Promise<void> {
  await page.goto(`${baseURL}/#/admin/${path}`);
  await page.waitForURL(/#\/admin\/login/);
  await page.getByTestId('admin-login-account').fill(who.account);
  await page.getByTestId('admin-login-password').fill(who.password);
  await page.getByTestId('admin-login-submit').click();
  await page.waitForURL(new RegExp(`#/admin/${path}`));
}
