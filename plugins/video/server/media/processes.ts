/** Running ffmpeg / ffprobe: bounded runs that keep the end of stderr for the log, and stopping them. */
import { spawn, type ChildProcess } from 'node:child_process';

const TAIL_CHARS = 400;

export interface Finished {
  code: number | null;
  stdout: string;
  /** The last characters of stderr (what ffmpeg says when it fails). */
  stderr: string;
  timedOut: boolean;
}

/** Keeps the last TAIL_CHARS characters a stream produced. */
export function tailOf(proc: ChildProcess, which: 'stdout' | 'stderr'): () => string {
  let tail = '';
  proc[which]?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-TAIL_CHARS);
  });
  return () => tail.trim();
}

/**
 * Runs a command to its end, killing it after timeoutMs or when `signal` aborts; never rejects (a missing
 * binary or a killed run is code null).
 */
export function run(cmd: string, args: string[], timeoutMs: number, signal?: AbortSignal): Promise<Finished> {
  return new Promise((resolve) => {
    const proc = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], signal, killSignal: 'SIGKILL' });
    const out = tailOf(proc, 'stdout');
    const err = tailOf(proc, 'stderr');
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      proc.kill('SIGKILL');
    }, timeoutMs);
    proc.once('error', (e) => {
      clearTimeout(timer);
      resolve({ code: null, stdout: '', stderr: e.message, timedOut });
    });
    proc.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: out(), stderr: err(), timedOut });
    });
  });
}

/** Asks a process to end (SIGTERM), then kills it after graceMs; resolves once it is gone. */
export function stopProcess(proc: ChildProcess, graceMs = 3000): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
    proc.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    proc.kill('SIGTERM');
  });
}
