import { chromium } from 'playwright-core';
import { prehashPassword } from './data-providers/password';
const base = 'http://127.0.0.1:18931';
const pages = ['/boao/dataCenter/data', '/boao/dataCenter/history', '/boao/dataCenter/statistics/consume', '/boao/dataCenter/statistics/reach', '/boao/dataCenter/report/technology', '/boao/dataCenter/report/monthlyEmission', '/boao/cloudControl', '/boao/intelligentTechnology', '/boao/videoMonitoring'];
const login = await (await fetch(`${base}/api/enterprise-side-app/auth/login/phonePassword`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '13800000001', password: prehashPassword('Demo@2024'), clientType: 0 }) })).json();
const list = await (await fetch(`${base}/api/enterprise-side-app/userEnterprise/authorizationEnterpriseList`, { headers: { authorization: login.data.token } })).json();
const zj = list.data.find((e: any) => e.name === '浙江清泉水务有限公司').id;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: process.env.LOC || 'zh-CN' });
const page = await ctx.newPage();
const errors: string[] = [];
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text().slice(0, 300)}`); });
await page.goto(`${base}/#/login`);
await page.getByTestId('login-phone').fill('13800000001');
await page.getByTestId('login-password').fill('Demo@2024');
await page.getByTestId('login-submit').click();
await page.waitForURL((u) => !u.hash.startsWith('#/login'));
await page.evaluate((id) => localStorage.setItem('ec_enterprise_id', String(id)), zj);
if (process.env.LOC === 'en-US') await page.evaluate(() => localStorage.setItem('ec_locale', 'en-US'));
for (const p of pages) {
  await page.goto(`${base}/#${p}`);
  await page.reload();
  await page.waitForTimeout(4000);
  const name = p.replaceAll('/', '_');
  await page.screenshot({ path: `/tmp/boao-shots/${process.env.LOC || 'zh'}${name}.png`, fullPage: true });
  console.log(p, errors.splice(0).join('\n'));
}
await browser.close();
