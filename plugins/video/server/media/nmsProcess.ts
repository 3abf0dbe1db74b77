/**
 * The node-media-server child process (nms-child.cjs) seen from the app: started on first use, asked
 * over IPC, restarted when it died. A child process rather than in-process because node-media-server
 * keeps its state in module-level singletons (one server per Node process, which test files and
 * several app instances in one process would share) and so its CPU is measurable on its own.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { stopProcess } from './processes';

const CHILD_SCRIPT = fileURLToPath(new URL('./nms-child.cjs', import.meta.url));
const READY_TIMEOUT_MS = 20_000;
const REQUEST_TIMEOUT_MS = 15_000;

export interface NmsSettings {
  bind: string;
  rtmpPort: number;
  httpPort: number;
  secret: string;
}

export interface NmsStream {
  streamPath: string;
  status: 'publishing' | 'reconnecting' | 'idle';
  viewers: number;
  recording: boolean;
}

interface Running {
  proc: ChildProcess;
  rtmpPort: number;
  httpPort: number;
  workDir: string;
}

type Reply = { type: 'reply'; id: number; ok: boolean; result?: unknown; error?: string };
type ChildMessage = Reply | { type: 'ready'; rtmpPort: number; httpPort: number } | { type: 'event'; event: string; streamPath: string };

/** Emits 'stream' (event name, stream path) for every publish/play change the media server reports. */
export class NmsProcess extends EventEmitter {
  private running: Running | null = null;
  private starting: Promise<Running> | null = null;
  private closed = false;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();

  constructor(
    private readonly settings: NmsSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    super();
  }

  /** Ports while running (null before the first start and after a crash). */
  get ports(): { rtmpPort: number; httpPort: number } | null {
    return this.running ? { rtmpPort: this.running.rtmpPort, httpPort: this.running.httpPort } : null;
  }

  ensureRunning(): Promise<Running> {
    if (this.closed) return Promise.reject(new Error('media server closed'));
    if (this.running) return Promise.resolve(this.running);
    this.starting ??= this.spawnChild().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private async spawnChild(): Promise<Running> {
    const workDir = await mkdtemp(join(tmpdir(), 'ec-video-'));
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      VIDEO_NMS_SETTINGS: JSON.stringify({ ...this.settings, workDir, logLevel: this.log.level === 'debug' || this.log.level === 'trace' ? 'info' : 'warn' }),
    };
    // Bare node: no loaders or flags of the parent (tsx, vitest) are needed by a CommonJS script.
    const proc = fork(CHILD_SCRIPT, [], { execArgv: [], env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    proc.stdout?.on('data', (chunk: Buffer) => this.log.debug({ nms: chunk.toString('utf8').trim().slice(0, 500) }, 'media server'));
    proc.stderr?.on('data', (chunk: Buffer) => this.log.warn({ nms: chunk.toString('utf8').trim().slice(0, 500) }, 'media server'));
    proc.on('message', (m: ChildMessage) => this.onMessage(m));
    // A failed fork, or a message sent after the child's channel closed, is an 'error' event: without a
    // listener it would end this process rather than fail the one request.
    proc.on('error', (err) => this.log.warn({ err: err.message }, 'media server process error'));

    const ready = await new Promise<{ rtmpPort: number; httpPort: number }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('media server did not start in time')), READY_TIMEOUT_MS);
      const onReady = (m: ChildMessage) => {
        if (m.type !== 'ready') return;
        clearTimeout(timer);
        proc.off('exit', onExit);
        resolve({ rtmpPort: m.rtmpPort, httpPort: m.httpPort });
      };
      const onExit = (code: number | null) => {
        clearTimeout(timer);
        reject(new Error(`media server exited at start (code ${code})`));
      };
      proc.on('message', onReady);
      proc.once('exit', onExit);
    }).catch(async (err: Error) => {
      await stopProcess(proc, 1000);
      await rm(workDir, { recursive: true, force: true });
      throw err;
    });

    const running: Running = { proc, workDir, ...ready };
    proc.once('exit', (code, signal) => {
      if (this.running === running) this.running = null;
      for (const [id, p] of this.pending) {
        clearTimeout(p.timer);
        p.reject(new Error('media server exited'));
        this.pending.delete(id);
      }
      if (!this.closed) this.log.warn({ code, signal }, 'media server exited; it is started again on the next play');
      rm(workDir, { recursive: true, force: true }).catch((err: Error) => this.log.warn({ err: err.message, workDir }, 'media server files not removed'));
      this.emit('exit');
    });
    this.running = running;
    this.log.info({ bind: this.settings.bind, ...ready }, 'media server (node-media-server) started');
    return running;
  }

  private onMessage(m: ChildMessage): void {
    if (m.type === 'event') this.emit('stream', m.event, m.streamPath);
    if (m.type !== 'reply') return;
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    clearTimeout(p.timer);
    if (m.ok) p.resolve(m.result);
    else p.reject(new Error(m.error ?? 'media server request failed'));
  }

  /** One request to the running child. */
  async request<T>(op: string, args: Record<string, unknown> = {}): Promise<T> {
    const { proc } = await this.ensureRunning();
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`media server did not answer ${op}`));
      }, REQUEST_TIMEOUT_MS);
      const fail = (err: Error) => {
        clearTimeout(timer);
        this.pending.delete(id);
        reject(err);
      };
      // Between the child's disconnect and its exit this.running is still set, but nothing can be sent.
      if (!proc.connected) return fail(new Error('media server exited'));
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
      proc.send({ id, op, ...args }, (err) => {
        if (err) fail(err);
      });
    });
  }

  /** The streams, without starting the server for it. */
  async streams(): Promise<NmsStream[]> {
    if (!this.running) return [];
    return this.request<NmsStream[]>('streams');
  }

  async close(): Promise<void> {
    this.closed = true;
    const starting = this.starting;
    if (starting) await starting.catch(() => undefined);
    const running = this.running;
    if (!running) return;
    await stopProcess(running.proc, 5000);
    await rm(running.workDir, { recursive: true, force: true });
  }
}
