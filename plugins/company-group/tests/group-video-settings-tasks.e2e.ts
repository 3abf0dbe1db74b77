// Issue 18 item 2 (and issue 17 item 1) in Chromium: a group manager (张伟) in 绿源环境集团 opens the
// group's video page and sees the cameras of its members (a member filter; a camera plays in its member's
// scope); copies the back office's monthly template into the group's evaluation systems and moves weight
// between two items; issues a task to 江苏 with the group's file attached, which he then downloads and
// completes as 江苏's handler; a second manager of the group is told under the group, and the group's
// statistics count it completed. A member enterprise's own user (李娜) cannot open the new group routes.
import { ffmpegForStep } from '../../../tests/support/ffmpegGate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, type PageSession } from '../../../tests/e2e/helpers/browser';
import { chooseEnterprise, clickInDialog, DEMO, pickOption, settledPopup, signIn } from '../../../tests/e2e/helpers/flows';
import { prehashPassword } from '../../../data-providers/password';
import { backOfficeApi, clientToken, enterpriseIdByName } from '../../../tests/e2e/helpers/identityApi';
import { serverURL } from '../../../tests/e2e/helpers/server';

const baseURL = serverURL();
const GROUP = '绿源环境集团';
const JIANGSU = '江苏绿源化工有限公司';
const ZHEJIANG = '浙江清泉水务有限公司';
const RUN = Date.now().toString(36);
const SYSTEM = `集团月度评价-${RUN}`;
const TASK = `集团环保自查-${RUN}`;
const PLAN = `集团自查方案-${RUN}.pdf`;
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(900, 0x42), Buffer.from('\n%%EOF\n')]);
/** A second manager of the group (issue 18 item 6): told when a member completes the group's task. */
const SECOND = { phone: `137${String(Date.now()).slice(-8)}`, password: 'Test@2024' };
const BLOCKED = '当前模块无访问权限，请联系管理员！';
const ROUTES = {
  video: '/managementGroup/videoManagement/page',
  systems: '/managementGroup/evaluationSystem/page',
  indicators: '/managementGroup/customIndicator/page',
  tasks: '/managementGroup/taskManagement/page',
  taskStatistics: '/managementGroup/taskManagement/taskStatisticalPage',
  myTasks: '/system-task/page',
} as const;

let browser: Browser;
let manager: PageSession;
let ids: Record<string, number>;
/** Cameras per member, read through each member's own list before the browser signs in. */
let cameras: Record<string, { name: string; onlineStatus: number }[]>;

/** `YYYY-MM-DD HH:mm:ss` in China time, some days ahead. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

async function ownCameras(token: string, enterpriseId: number): Promise<{ name: string; onlineStatus: number }[]> {
  const res = await fetch(`${baseURL}/api/enterprise-side-app/video/point/page?pageNum=1&pageSize=50`, { headers: { authorization: token, enterprise_id: String(enterpriseId) } });
  return ((await res.json()) as { data: { records: { name: string; onlineStatus: number }[] } }).data.records;
}

/** Chooses an enterprise (or the group) in the navbar's selector and waits for its module home. */
const choose = (page: Page, name: string) => chooseEnterprise(page, ids[name], name);

async function open(page: Page, route: string, testId: string) {
  await page.goto(`${baseURL}/#${route}`);
  await page.getByTestId(testId).waitFor();
}

/** Types the deadline and confirms it with the picker's OK once the picker has finished opening. */
async function fillDeadline(page: Page, value: string) {
  const input = page.getByTestId('task-form-deadline');
  await input.click();
  await input.fill(value);
  await settledPopup(page, '.ant-picker-dropdown').locator('.ant-picker-ok button').click();
  await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
  await expect.poll(() => input.inputValue()).toBe(value);
}

const taskRow = (page: Page, title: string) => page.getByTestId('task-row').filter({ has: page.getByTestId('task-title').filter({ hasText: title }) });

beforeAll(async () => {
  // Set-up through the API first: the browser's sign-in afterwards supersedes this session.
  const token = await clientToken(baseURL, DEMO.admin.phone, DEMO.admin.password);
  ids = {};
  for (const name of [GROUP, JIANGSU, ZHEJIANG]) ids[name] = await enterpriseIdByName(baseURL, token, name);
  cameras = { [JIANGSU]: await ownCameras(token, ids[JIANGSU]), [ZHEJIANG]: await ownCameras(token, ids[ZHEJIANG]) };
  const ops = await backOfficeApi(baseURL);
  const second = await ops('POST', '/userManage', { phone: SECOND.phone, name: '赵敏', password: prehashPassword(SECOND.password) });
  const role = ((await ops('GET', '/roleManage/list?area=client')) as { id: number; code: string }[]).find((r) => r.code === 'enterprise_admin')!;
  await ops('PUT', '/userManage/grant', { userId: second.id, enterpriseId: ids[GROUP], roleId: role.id });
  browser = await launchBrowser();
  manager = await openPage(browser);
  await signIn(manager.page, baseURL, DEMO.admin, '/moduleHome/page');
  await choose(manager.page, GROUP);
});
afterAll(async () => browser?.close());

describe('group video, evaluation settings and tasks', () => {
  it('the group’s video page lists the members’ cameras, filters by member and plays in the member’s scope', async () => {
    const page = manager.page;
    await open(page, ROUTES.video, 'group-video-page');
    const expected = [...cameras[JIANGSU], ...cameras[ZHEJIANG]];
    expect(cameras[JIANGSU].length).toBeGreaterThan(0);
    expect(cameras[ZHEJIANG].length).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('camera-item').count()).toBe(expected.length);
    const owners = new Set(await page.getByTestId('camera-enterprise').allInnerTexts());
    expect([...owners].sort()).toEqual([JIANGSU, ZHEJIANG].sort());

    await pickOption(page, 'group-member-picker', ZHEJIANG);
    await expect.poll(async () => (await page.getByTestId('camera-enterprise').allInnerTexts()).join('|')).toBe(cameras[ZHEJIANG].map(() => ZHEJIANG).join('|'));
    expect(cameras[ZHEJIANG].some((c) => c.onlineStatus === 1)).toBe(true);
    expect((await page.getByTestId('camera-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')))).sort()).toEqual(cameras[ZHEJIANG].map((c) => c.name).sort());

    const live = cameras[ZHEJIANG].find((c) => c.onlineStatus === 1)!;
    if (ffmpegForStep()) {
      // A live demo camera of 浙江 plays through the client play call, in 浙江's member scope.
      const [started] = await Promise.all([
        page.waitForRequest((r) => r.url().includes('/video/play/start/')),
        page.locator(`[data-testid="camera-item"][data-name="${live.name}"]`).click(),
      ]);
      expect(started.headers()['member_enterprise_id']).toBe(String(ids[ZHEJIANG]));
      await page.waitForFunction(() => document.querySelector('[data-testid="live-panel-0"]')?.getAttribute('data-state') === 'playing', undefined, { timeout: 45_000 });
    }
    await screenshot(page, 'group-video');
  });

  it('the group copies a template evaluation system and moves weight between two items', async () => {
    const page = manager.page;
    await open(page, ROUTES.systems, 'system-list');
    const template = page.locator('[data-testid="system-list"] tbody tr[data-row-key]').filter({ hasText: '环境行为评估（月度）' });
    await template.getByTestId('row-copy').click();
    await page.getByTestId('system-copy').waitFor();
    await expect.poll(() => page.getByTestId('field-name').inputValue()).not.toBe('');
    await page.getByTestId('field-name').fill(SYSTEM);
    await page.getByTestId('form-submit').click();
    // The copy opens in the group's edit screen.
    await page.waitForURL((url) => url.hash.startsWith('#/managementGroup/evaluationSystem/edit/'));
    await page.getByTestId('system-form').waitFor();
    await expect.poll(() => page.getByTestId('item-weight-0').inputValue()).toBe('15');
    await page.getByTestId('item-weight-0').fill('10');
    await page.getByTestId('item-weight-1').fill('15');
    await expect.poll(() => page.getByTestId('weight-total').innerText()).toContain('100');
    const saved = page.waitForResponse((r) => /\/group\/environment\/evaluation\/system\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
    await page.getByTestId('form-submit').click();
    expect(((await (await saved).json()) as { code: number }).code).toBe(1000000);

    const own = page.locator('[data-testid="system-list"] tbody tr[data-row-key]').filter({ hasText: SYSTEM });
    await own.getByTestId('row-detail').click();
    const items = page.locator('[data-testid="system-detail"] [data-testid="system-items"] tbody tr');
    const weightOf = (name: string) => items.filter({ hasText: name }).first().locator('td').nth(2).innerText();
    await expect.poll(() => weightOf('浓度超标')).toBe('10');
    await expect(weightOf('排放达标率')).resolves.toBe('15');
    await screenshot(page, 'group-evaluation-system');
  });

  it('the group issues a task to a member; the member completes it; the group counts it completed', async () => {
    const page = manager.page;
    await open(page, ROUTES.tasks, 'group-task-page');
    await page.getByTestId('admin-task-issue').click();
    await page.getByTestId('task-form').waitFor();
    await page.getByTestId('task-form-title').fill(TASK);
    await fillDeadline(page, inDays(14));
    await pickOption(page, 'task-form-enterprises', JIANGSU);
    await page.keyboard.press('Escape');
    // The group's own file, uploaded under the group.
    const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/file/upload/complete');
    await page.getByTestId('task-form-files-input').setInputFiles({ name: PLAN, mimeType: 'application/pdf', buffer: PDF });
    expect((await (await uploaded).json()).code).toBe(1000000);
    await page.getByTestId('task-form-files-list').locator(`[data-testid="file-item"][data-name="${PLAN}"]`).waitFor();
    await clickInDialog(page, 'task-form-ok');
    await page.getByTestId('task-form').waitFor({ state: 'hidden' });
    const row = taskRow(page, TASK);
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain(JIANGSU);
    await expect(row.getByTestId('task-issuer').innerText()).resolves.toBe(GROUP);
    await expect(row.getByTestId('task-status').innerText()).resolves.toBe('待处理');

    // 张伟 handles 江苏's enterprise tasks: in 江苏 he finds it in my tasks and completes it.
    await choose(page, JIANGSU);
    await open(page, ROUTES.myTasks, 'task-table');
    await taskRow(page, TASK).getByTestId('task-open').click();
    await page.getByTestId('task-detail').waitFor();
    await expect(page.getByTestId('task-detail-issuer').innerText()).resolves.toBe(GROUP);
    // The member downloads the group's file through its signed link.
    const link = page.getByTestId('task-attachments').getByRole('link', { name: PLAN });
    const href = await link.getAttribute('href');
    expect(await page.evaluate(async (url) => (await (await fetch(url!)).arrayBuffer()).byteLength, href)).toBe(PDF.length);
    await page.getByTestId('task-complete').click();
    await page.getByTestId('task-feedback-text').fill('自查完成，无问题');
    await clickInDialog(page, 'task-dialog-ok');
    await page.waitForFunction(() => document.querySelector('[data-testid="task-detail"]')?.getAttribute('data-status') === '2');

    // Back in the group: the list shows it completed with the feedback, the statistics count it.
    await choose(page, GROUP);
    await open(page, ROUTES.tasks, 'group-task-page');
    await expect.poll(() => taskRow(page, TASK).getByTestId('task-status').innerText()).toBe('已完成');
    await taskRow(page, TASK).getByTestId('task-open').click();
    await page.waitForURL((url) => url.hash.startsWith('#/managementGroup/taskManagement/taskDetailPage/'));
    await expect.poll(() => page.getByTestId('task-feedback-item').first().innerText()).toContain('自查完成，无问题');
    await expect(page.getByTestId('task-detail').getAttribute('data-status')).resolves.toBe('2');
    // A completed task offers its issuer nothing more.
    expect(await page.getByTestId('task-terminate').count()).toBe(0);

    await open(page, ROUTES.taskStatistics, 'group-task-page');
    await page.getByTestId('task-search-keyword').fill(TASK.slice(-16));
    await page.getByTestId('task-search-submit').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="task-statistics"]')?.getAttribute('data-total') === '1');
    await expect(page.getByTestId('task-statistics').getAttribute('data-completed')).resolves.toBe('1');
    for (const chart of ['status', 'enterprise']) await page.getByTestId(`task-chart-${chart}`).locator('canvas').waitFor();
    await screenshot(page, 'group-task-statistics');
    expect(manager.errors).toEqual([]);

    // The second manager finds the notice in the group's messages; it opens the group's task detail.
    const other = await openPage(browser);
    await signIn(other.page, baseURL, SECOND, '/system-message/page');
    await other.page.getByTestId('messages-page').waitFor();
    const notice = other.page.getByTestId('message-item').filter({ hasText: `任务已完成：${TASK}` });
    await notice.click();
    await notice.getByText(`成员企业“${JIANGSU}”已完成集团下发的任务“${TASK}”，请查看反馈。`).waitFor();
    await notice.getByTestId('message-detail').click();
    await other.page.waitForURL((url) => url.hash.startsWith('#/managementGroup/taskManagement/taskDetailPage/'));
    await expect.poll(() => other.page.getByTestId('task-feedback-item').first().innerText()).toContain('自查完成，无问题');
    expect(other.errors).toEqual([]);
    await other.context.close();
  });

  it('keeps a member enterprise’s own user out of the new group routes', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseURL, DEMO.viewer, '/moduleHome/page');
    for (const route of [ROUTES.video, ROUTES.systems, ROUTES.indicators, '/managementGroup/selectIndicator/page', '/managementGroup/evaluationSystem/add', ROUTES.tasks, ROUTES.taskStatistics, '/managementGroup/taskManagement/taskDetailPage/1']) {
      await page.goto(`${baseURL}/#${route}`);
      await page.getByTestId('no-permission').waitFor();
      await expect(page.getByTestId('no-permission').innerText(), route).resolves.toContain(BLOCKED);
    }
    await context.close();
  });
});
