// CPU time of processes from /proc (Linux): where a benchmark's time goes, independent of how busy the
// shared machine is. Elsewhere (no /proc) every figure is reported as unknown (NaN).
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU seconds a process has used so far (NaN when it cannot be read). */
export function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** CPU seconds of a set of processes between two moments. */
export class CpuMeter {
  private readonly start = new Map<number, number>();

  constructor(pids: number[]) {
    for (const pid of pids) this.start.set(pid, processCpuSeconds(pid));
  }

  /** Seconds used since the meter was made by its processes and by `newer` ones (which count from 0). */
  seconds(newer: number[] = []): number {
    let total = 0;
    for (const pid of new Set([...this.start.keys(), ...newer])) {
      const now = processCpuSeconds(pid);
      if (Number.isFinite(now)) total += now - (this.start.get(pid) ?? 0);
    }
    return total;
  }
}
