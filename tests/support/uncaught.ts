/**
 * What the process reports as uncaught while `fn` runs, and for `settleMs` after it: 'error' events with
 * no listener (uncaughtException) and rejections nobody handled. Vitest counts those against the whole
 * run, not the test that caused them; collected here, the test itself fails and says why.
 */
export async function uncaughtDuring(fn: () => Promise<void>, settleMs = 0): Promise<unknown[]> {
  const seen: unknown[] = [];
  const collect = (err: unknown) => seen.push(err);
  process.on('uncaughtException', collect);
  process.on('unhandledRejection', collect);
  try {
    await fn();
    if (settleMs > 0) await new Promise((r) => setTimeout(r, settleMs));
  } finally {
    process.off('uncaughtException', collect);
    process.off('unhandledRejection', collect);
  }
  return seen;
}
