// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError, tokenStore } from '../../../data-providers';
import { clearCookies, flush, hanging, json, ok, setup } from './fakes';

afterEach(clearCookies);

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e as ApiRequestError,
  );

describe('HTTP-level errors (spec §8)', () => {
  it('reports a network failure for 5 s in the current language', async () => {
    const ctx = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const zh = await rejection(ctx.http.get('/a'));
    ctx.setLocale('en-US');
    const en = await rejection(ctx.http.get('/a'));
    expect(ctx.notifier.toasts).toEqual([
      { kind: 'error', text: '网络连接中，请稍候', seconds: 5 },
      { kind: 'error', text: 'Requesting network connection, please wait', seconds: 5 },
    ]);
    expect(zh).toMatchObject({ kind: 'network', message: '网络连接中，请稍候' });
    expect(en.kind).toBe('network');
  });

  it('times out after timeoutMs and aborts the fetch', async () => {
    const ctx = setup(hanging, { timeoutMs: 20 });
    const error = await rejection(ctx.http.get('/slow'));
    expect(error).toMatchObject({ kind: 'timeout', message: '系统接口请求超时' });
    expect(ctx.calls[0].signal?.aborted).toBe(true);
    expect(ctx.notifier.toasts).toEqual([{ kind: 'error', text: '系统接口请求超时', seconds: 5 }]);
  });

  it('does not time out by default (1e9 ms)', async () => {
    let answer!: (r: Response) => void;
    const ctx = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = ctx.http.get('/slow');
    await new Promise((r) => setTimeout(r, 30));
    answer(ok('late'));
    await expect(pending).resolves.toBe('late');
  });

  it('names the status for other HTTP errors and keeps the envelope code', async () => {
    const ctx = setup(({ url }) =>
      url.endsWith('/missing') ? json({ code: 2010105, msg: '数据不存在' }, { status: 404 }) : new Response('oops', { status: 502 }),
    );
    const missing = await rejection(ctx.http.get('/missing'));
    const gateway = await rejection(ctx.http.get('/gateway'));
    expect(ctx.notifier.toasts.map((t) => [t.text, t.seconds])).toEqual([
      ['系统接口404异常', 5],
      ['系统接口502异常', 5],
    ]);
    expect(missing).toMatchObject({ kind: 'http', status: 404, code: 2010105, statusCode: 404 });
    expect(gateway).toMatchObject({ status: 502, code: undefined });
  });

  it('stays silent on HTTP errors when asked', async () => {
    const ctx = setup(() => new Response('', { status: 500 }));
    const error = await rejection(ctx.http.get('/a', { silent: true }));
    expect(ctx.notifier.toasts).toEqual([]);
    expect(error).toMatchObject({ status: 500, message: '系统接口500异常', handled: false });
  });
});

describe('session statuses', () => {
  const status = (code: number) => () => json({ code, msg: 'x', data: null }, { status: code });

  it('401 with a token: confirm dialog; OK clears the token and goes to login', async () => {
    tokenStore.set('client', 'tok');
    const ctx = setup(status(401));
    const error = await rejection(ctx.http.get('/a'));
    expect(error).toMatchObject({ status: 401, handled: true, message: '登录状态已过期，您可以继续留在该页面，或者重新登录' });
    expect(ctx.notifier.dialogs).toEqual([
      { title: '系统提示', content: '登录状态已过期，您可以继续留在该页面，或者重新登录', okOnly: false },
    ]);
    expect(ctx.notifier.toasts).toEqual([]);
    ctx.notifier.answer(true);
    await flush();
    expect(tokenStore.get('client')).toBeNull();
    expect(ctx.navigations).toEqual(['client']);
  });

  it('401 of an operator’s call clears the back office’s session and leads to its sign-in', async () => {
    tokenStore.set('client', 'tok-client');
    tokenStore.set('admin', 'tok-admin');
    const ctx = setup(status(401));
    await rejection(ctx.http.get('/enterprise-side-app/a', { headers: { operator_enterprise_id: '3' } }));
    ctx.notifier.answer(true);
    await flush();
    expect(tokenStore.get('admin')).toBeNull();
    expect(tokenStore.get('client')).toBe('tok-client');
    expect(ctx.navigations).toEqual(['admin']);
  });

  it('401 cancel keeps the token and the page', async () => {
    tokenStore.set('client', 'tok');
    const ctx = setup(status(401));
    await rejection(ctx.http.get('/a'));
    ctx.notifier.answer(false);
    await flush();
    expect(tokenStore.get('client')).toBe('tok');
    expect(ctx.navigations).toEqual([]);
  });

  it('401 without a token shows nothing', async () => {
    const ctx = setup(status(401));
    await rejection(ctx.http.get('/a'));
    expect(ctx.notifier.dialogs).toEqual([]);
    expect(ctx.notifier.toasts).toEqual([]);
    expect(ctx.navigations).toEqual([]);
  });

  it('401 opens one dialog for many requests failing together', async () => {
    tokenStore.set('client', 'tok');
    const ctx = setup(status(401));
    await Promise.allSettled([ctx.http.get('/a'), ctx.http.get('/b'), ctx.http.post('/c', {})]);
    expect(ctx.notifier.dialogs).toHaveLength(1);
    ctx.notifier.answer(true);
    await flush();
    expect(ctx.navigations).toEqual(['client']);
    // The token is gone now, so stragglers do not ask again.
    await rejection(ctx.http.get('/d'));
    expect(ctx.notifier.dialogs).toHaveLength(1);
  });

  it('asks again on a later 401 after the user chose to stay', async () => {
    tokenStore.set('client', 'tok');
    const ctx = setup(status(401));
    await rejection(ctx.http.get('/a'));
    ctx.notifier.answer(false);
    await flush();
    await rejection(ctx.http.get('/b'));
    expect(ctx.notifier.dialogs).toHaveLength(2);
  });

  it('402: OK-only dialog, then clears the token and goes to login', async () => {
    tokenStore.set('admin', 'tok');
    const ctx = setup(status(402));
    ctx.setArea('admin');
    await rejection(ctx.http.get('/operation-manage/user/info'));
    expect(ctx.notifier.dialogs).toEqual([{ title: '系统提示', content: '账号已停用，请联系超级管理员或运营人员', okOnly: true }]);
    ctx.notifier.answer(true);
    await flush();
    expect(tokenStore.get('admin')).toBeNull();
    expect(ctx.navigations).toEqual(['admin']);
  });

  it('403: OK-only dialog in English, leaving even when dismissed', async () => {
    tokenStore.set('client', 'tok');
    const ctx = setup(status(403));
    ctx.setLocale('en-US');
    const error = await rejection(ctx.http.get('/a'));
    expect(error.status).toBe(403);
    expect(ctx.notifier.dialogs[0]).toMatchObject({
      content: 'Account logged in on another browser. If this was not you, please change your password',
      okOnly: true,
    });
    ctx.notifier.answer(false);
    await flush();
    expect(tokenStore.get('client')).toBeNull();
    expect(ctx.navigations).toEqual(['client']);
  });

  it('shows session dialogs even for silent requests', async () => {
    tokenStore.set('client', 'tok');
    const ctx = setup(status(403));
    await rejection(ctx.http.get('/enterprise-side-auth/token/heartbeat/connect', { silent: true }));
    expect(ctx.notifier.dialogs).toHaveLength(1);
  });
});
