/**
 * Runs `work` once the browser is idle after the next frame (requestIdleCallback, at most `timeout` ms
 * later), or in a plain task where there is no idle callback (jsdom, Safari). The renderer builds the
 * form state of closed panes this way, so the first frame with fields does not wait for it.
 */
export function afterFirstFrame(work: () => void, timeout = 200): { cancel(): void } {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout });
    return { cancel: () => cancelIdleCallback(id) };
  }
  const id = setTimeout(work, 0);
  return { cancel: () => clearTimeout(id) };
}
