// Every benchmark prints the machine it ran on and how busy it was, so figures from different runs are
// comparable (the project machines are shared: ratios taken within one run are what count).
import { readFileSync } from 'node:fs';
import { cpus, totalmem, platform, release } from 'node:os';

export function machineLine(): string {
  const c = cpus();
  return `machine: ${c[0]?.model ?? 'unknown cpu'} × ${c.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${platform()} ${release()}, node ${process.version}`;
}

/** `load average: 1m 5m 15m` as uptime prints it (Linux /proc/loadavg), or unknown. */
export function loadLine(): string {
  try {
    return `load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ')}`;
  } catch {
    return 'load average: unknown';
  }
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** The p-th percentile by nearest rank (p95 of 20 samples is the 19th smallest). */
export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}
