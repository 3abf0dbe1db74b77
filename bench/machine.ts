// Every benchmark prints the machine it ran on, so figures from different runs are comparable.
import { cpus, totalmem, platform, release } from 'node:os';

export function machineLine(): string {
  const c = cpus();
  return `machine: ${c[0]?.model ?? 'unknown cpu'} × ${c.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${platform()} ${release()}, node ${process.version}`;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}
