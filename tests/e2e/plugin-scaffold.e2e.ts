// `npm run plugin:new` end to end, in a copy of the repository: scaffold, run the generated test, build,
// start, sign in, open the new page and add an entry; the new API answers with the envelope and refuses a
// user without the edit key. The copy keeps the working tree of the real repository untouched.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prehashPassword } from '../../data-providers/password';
import { freePort, waitHealthy } from '../support/server-process';
import { launchBrowser, openPage } from './helpers/browser';
import { DEMO, signIn } from './helpers/flows';
import { clientToken, enterpriseIdByName } from './helpers/identityApi';

const ROOT = resolve(import.meta.dirname, '../..');
let work: string;
let copy: string;
let server: ChildProcess | undefined;
let baseURL: string;
let browser: Browser;

function run(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, args, { cwd: copy, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'ec-scaffold-'));
  copy = join(work, 'main');
  // The tracked and new (not ignored) files, as a fresh clone with this change would have them.
  const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
  for (const file of files) {
    if (file.startsWith('plugins/field-notes/')) continue;
    const target = join(copy, file);
    mkdirSync(dirname(target), { recursive: true });
    try {
      cpSync(join(ROOT, file), target);
    } catch {
      // A file deleted in the working tree but not yet from the index: a clone would not have it either.
    }
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  symlinkSync(resolve(ROOT, '../shared'), join(work, 'shared'));
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('npm run plugin:new', () => {
  it('scaffolds a plugin whose generated test passes, whose page opens and whose API is guarded', { timeout: 900_000 }, async () => {
    const made = run([join(copy, 'node_modules/tsx/dist/cli.mjs'), 'scripts/plugin-new.ts', 'field-notes', '--zh', '现场记录']);
    expect(made.status, made.output).toBe(0);
    expect(made.output).toContain('plugins/field-notes/manifest.ts');
    // A second run refuses to overwrite.
    expect(run([join(copy, 'node_modules/tsx/dist/cli.mjs'), 'scripts/plugin-new.ts', 'field-notes']).status).toBe(2);

    const generated = run([join(copy, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'api', 'plugins/field-notes'], { TEST_DATABASE_URL: '' });
    expect(generated.status, generated.output).toBe(0);
    expect(generated.output).toMatch(/3 passed/);

    // A production build like `npm start` makes (vitest's NODE_ENV=test would keep React's dev warnings in).
    const built = run([join(copy, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { NODE_ENV: 'production' });
    expect(built.status, built.output).toBe(0);

    const port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [join(copy, 'scripts/start.mjs')], {
      cwd: copy,
      env: { ...process.env, SKIP_BUILD: '1', HOST: '127.0.0.1', PORT: String(port), HJ212_PORT: '0', DATA_DIR: join(work, 'data'), LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitHealthy(baseURL, server);

    // The API: the envelope for the demo admin, 2010103 for the read-only user's add.
    const admin = await clientToken(baseURL, DEMO.admin.phone, DEMO.admin.password);
    const jiangsu = await enterpriseIdByName(baseURL, admin, '江苏绿源化工有限公司');
    const api = (token: string, method = 'GET', body?: object) =>
      fetch(`${baseURL}/api/enterprise-side-app/fieldNotes${method === 'GET' ? '/page' : ''}`, {
        method,
        headers: { authorization: token, enterprise_id: String(jiangsu), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      }).then((r) => r.json());
    expect(await api(admin)).toMatchObject({ code: 1000000, data: { total: 1, records: [{ title: '现场记录示例' }] } });
    const viewer = await clientToken(baseURL, DEMO.viewer.phone, DEMO.viewer.password);
    expect((await api(viewer, 'POST', { title: '越权' })).code).toBe(2010103);
    const outsider = await fetch(`${baseURL}/api/enterprise-side-app/auth/login/phonePassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000003', password: prehashPassword('Demo@2024'), clientType: 0 }),
    }).then((r) => r.json());
    // 王芳 holds no grant for 浙江清泉水务: the enterprise scope refuses before the plugin's route runs.
    const zhejiang = await enterpriseIdByName(baseURL, admin, '浙江清泉水务有限公司');
    const foreign = await fetch(`${baseURL}/api/enterprise-side-app/fieldNotes/page`, { headers: { authorization: outsider.data.token, enterprise_id: String(zhejiang) } }).then((r) => r.json());
    expect(foreign.code).toBe(2010103);

    // The page: in the sidebar from the manifest, the seeded row, an entry added through the dialog.
    const { page, errors } = await openPage(browser);
    await page.addInitScript((id) => localStorage.setItem('ec_enterprise_id', String(id)), jiangsu);
    await signIn(page, baseURL, DEMO.admin);
    // Module home lists it among the user's modules; the sidebar carries it on the page itself.
    await page.goto(`${baseURL}/#/fieldNotes/page`);
    await page.getByTestId('field-notes-page').waitFor();
    await expect.poll(() => page.getByRole('menuitem', { name: '现场记录' }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('field-notes-table').innerText()).toContain('现场记录示例');
    await page.getByTestId('field-notes-add').click();
    await page.getByTestId('field-notes-title').fill('界面新增');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => page.getByTestId('field-notes-table').innerText()).toContain('界面新增');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
