/** Shared by the monitoring API tests: an app with the monitoring plugin, the TCP receiver and a logger client. */
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { FrameSplitter, parsePacket, type Packet } from '../../server/hj212/index';
import { IngestService, monitoringPlugin, startHj212Receiver, type Hj212Receiver, type IngestServiceOptions } from '../../server/monitoring/index';
import { createTestApp, type TestApp, type TestAppOptions } from './helpers/testApp';

export const ENTERPRISES = {
  jiangsu: '江苏绿源化工有限公司',
  zhejiang: '浙江清泉水务有限公司',
  anhui: '安徽绿源新材料有限公司',
} as const;

export const ADMIN = { phone: '13800000001', password: 'Demo@2024' };
export const VIEWER = { phone: '13800000002', password: 'Demo@2024' };

export const RECEIVER_DEFAULTS = {
  host: '127.0.0.1',
  port: 0,
  maxConnections: 100,
  idleTimeoutMs: 30_000,
  maxDataLength: 4096,
  maxInFlightPerConnection: 64,
  maxBadFrames: 20,
};

/** A test app with the monitoring routes (registered here until server/app.ts registers the plugin itself). */
export async function monitoringApp(opts: { app?: TestAppOptions } = {}): Promise<TestApp> {
  return createTestApp({
    schemas: [],
    ...opts.app,
    beforeReady: async (app: FastifyInstance) => {
      if (!app.hasDecorator('monitoring')) await app.register(monitoringPlugin);
      await opts.app?.beforeReady?.(app);
    },
  });
}

/** A receiver on the app's own ingestion service (the one the HTTP endpoint uses). */
export function startReceiver(app: FastifyInstance, overrides: Partial<typeof RECEIVER_DEFAULTS> = {}): Promise<Hj212Receiver> {
  return startHj212Receiver(app.monitoring.ingest, { ...RECEIVER_DEFAULTS, ...overrides });
}

/** A receiver on a service of its own, for tests that tune the pipeline (commit hooks, short timeouts). */
export async function startTunedReceiver(db: TestApp['db'], options: Partial<IngestServiceOptions>): Promise<{ ingest: IngestService; receiver: Hj212Receiver }> {
  const ingest = new IngestService({ db, ...options });
  await ingest.writer.prepare();
  return { ingest, receiver: await startHj212Receiver(ingest, RECEIVER_DEFAULTS) };
}

/** A data-logger side TCP client: sends frames, collects parsed replies. */
export class LoggerClient {
  readonly replies: Packet[] = [];
  readonly closed: Promise<void>;
  private readonly socket: Socket;
  private readonly waiters: (() => void)[] = [];

  private constructor(socket: Socket) {
    this.socket = socket;
    const splitter = new FrameSplitter();
    socket.on('data', (chunk) => {
      for (const frame of splitter.feed(chunk)) {
        const r = parsePacket(frame);
        if (r.ok) this.replies.push(r.packet);
      }
      this.waiters.splice(0).forEach((w) => w());
    });
    socket.on('error', () => {});
    this.closed = new Promise((resolve) => socket.on('close', () => {
      resolve();
      this.waiters.splice(0).forEach((w) => w());
    }));
  }

  static connect(port: number): Promise<LoggerClient> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port }, () => resolve(new LoggerClient(socket)));
      socket.once('error', reject);
    });
  }

  get isClosed(): boolean {
    return this.socket.destroyed || this.socket.readyState === 'closed';
  }

  send(data: string | Buffer): void {
    this.socket.write(data);
  }

  /** Waits until `count` replies have arrived (or the timeout passes); returns what arrived. */
  async waitForReplies(count: number, timeoutMs = 30_000): Promise<Packet[]> {
    const until = Date.now() + timeoutMs;
    while (this.replies.length < count && Date.now() < until && !this.isClosed) {
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.max(1, until - Date.now()));
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
    return this.replies;
  }

  destroy(): void {
    this.socket.destroy();
  }

  end(): Promise<void> {
    this.socket.end();
    return this.closed;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
