// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiRequestError, isInterrupt } from '../../../data-providers';
import { hanging, ok, setup } from './fakes';

const settle = (p: Promise<unknown>) => p.then((v) => ({ ok: true as const, v }), (e: ApiRequestError) => ({ ok: false as const, e }));

describe('cancellation', () => {
  it('cancel(path) aborts every in-flight request on that path, whatever the query, silently', async () => {
    const ctx = setup(hanging);
    const a1 = settle(ctx.http.get('/enterprise-side-app/a/page', { params: { pageNum: 1 } }));
    const a2 = settle(ctx.http.get('/enterprise-side-app/a/page', { params: { pageNum: 2 } }));
    const b = settle(ctx.http.get('/enterprise-side-app/b/page'));
    await Promise.resolve();
    ctx.http.cancel('/enterprise-side-app/a/page');
    const [r1, r2] = await Promise.all([a1, a2]);
    for (const r of [r1, r2]) {
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.e).toBeInstanceOf(ApiRequestError);
        expect(r.e.message).toBe('interrupt');
        expect(isInterrupt(r.e)).toBe(true);
      }
    }
    expect(ctx.calls[2].signal?.aborted).toBe(false);
    expect(ctx.notifier.toasts).toEqual([]);
    ctx.http.cancel('/enterprise-side-app/b/page?x=1');
    expect((await b).ok).toBe(false);
  });

  it('cancelAll aborts everything in flight', async () => {
    const ctx = setup(hanging);
    const all = [settle(ctx.http.get('/a')), settle(ctx.http.post('/b', {})), settle(ctx.http.download('/c'))];
    await Promise.resolve();
    ctx.http.cancelAll();
    const results = await Promise.all(all);
    expect(results.every((r) => !r.ok && isInterrupt(r.e))).toBe(true);
    expect(ctx.calls.every((c) => c.signal?.aborted)).toBe(true);
    expect(ctx.notifier.toasts).toEqual([]);
  });

  it('cancelling after completion does not affect later requests on the same path', async () => {
    const ctx = setup(() => ok(1));
    await ctx.http.get('/a');
    ctx.http.cancel('/a');
    await expect(ctx.http.get('/a')).resolves.toBe(1);
  });

  it("the caller's AbortSignal interrupts silently, even when already aborted", async () => {
    const ctx = setup(hanging);
    const controller = new AbortController();
    const pending = settle(ctx.http.get('/a', { signal: controller.signal }));
    await Promise.resolve();
    controller.abort();
    const r = await pending;
    expect(!r.ok && isInterrupt(r.e)).toBe(true);

    const early = await settle(ctx.http.get('/b', { signal: AbortSignal.abort() }));
    expect(!early.ok && isInterrupt(early.e)).toBe(true);
    expect(ctx.notifier.toasts).toEqual([]);
  });
});
