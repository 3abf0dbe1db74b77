/**
 * The HJ 212 TCP receiver. Each connection gets a FrameSplitter (which bounds its buffer), handles its
 * frames one after another up to the point of queueing them, and writes each reply when it is ready:
 * a 9011 refusal at once (then the connection is closed), a 9014 ack after the packet's commit. Replies
 * leave in the order the packets came, even when the writer commits a later packet first (its lanes
 * run in parallel), so an ack also means every earlier packet of the connection is settled; the acks
 * that become ready together go out in one write.
 *
 * Nothing a peer sends can throw out of a handler: every step is caught and at worst closes that one
 * connection. A frame cut off by a disconnect never reaches the parser, so it leaves nothing behind.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { FrameSplitter } from '../../hj212/index';
import type { ReceiverConfig } from '../config';
import { AuthSession } from './loggers';
import type { Admission, Closable, IngestService } from './service';
import { silentLogger, type IngestLogger, type PacketOutcome } from './types';

export interface ReceiverStats {
  connections: number;
  accepted: number;
  rejectedConnections: number;
  acksSent: number;
  refusalsSent: number;
  discardedBytes: number;
}

export interface Hj212Receiver extends Closable {
  readonly host: string;
  readonly port: number;
  stats(): ReceiverStats;
}

/** How long shutdown waits for queued packets of a connection to commit and be acknowledged. */
const SHUTDOWN_GRACE_MS = 5_000;

type ReceiverSettings = Pick<ReceiverConfig, 'host' | 'port' | 'maxConnections' | 'idleTimeoutMs' | 'maxDataLength' | 'maxInFlightPerConnection' | 'maxBadFrames'>;

class Connection {
  private readonly splitter: FrameSplitter;
  /** The passwords this connection has proved (see AuthSession). */
  private readonly auth = new AuthSession();
  private chain: Promise<void> = Promise.resolve();
  /** Steps in the chain not yet finished: while any, new frames queue behind them. */
  private chained = 0;
  private inFlight = 0;
  /** A reply flush is scheduled for this turn (see scheduleSend). */
  private sendScheduled = false;
  /** Called once every admitted packet has its reply sent (drain). */
  private onIdle: (() => void) | undefined;
  /** Admitted packets in arrival order, each filled in when its outcome is known. */
  private readonly waiting: { outcome?: PacketOutcome }[] = [];
  private badFrames = 0;
  private ended = false;
  /** Shutting down: reading stays paused whatever the replies free up. */
  private draining = false;

  constructor(
    private readonly socket: Socket,
    private readonly ingest: IngestService,
    private readonly settings: ReceiverSettings,
    private readonly stats: ReceiverStats,
    private readonly log: IngestLogger,
  ) {
    this.splitter = new FrameSplitter({
      maxDataLength: settings.maxDataLength,
      onDiscard: (_reason, bytes) => {
        stats.discardedBytes += bytes;
      },
    });
    socket.setNoDelay(true);
    socket.setTimeout(settings.idleTimeoutMs);
    socket.on('timeout', () => socket.destroy());
    socket.on('error', (err) => log.debug({ remote: socket.remoteAddress, err: err.message }, 'hj212 connection error'));
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    // A sender may close right after its last CRC without CRLF; flush() returns that frame only if whole.
    socket.on('end', () => this.enqueueFrames(this.splitter.flush()));
    socket.on('close', () => {
      this.ended = true;
      stats.connections -= 1;
    });
  }

  private onData(chunk: Buffer): void {
    let frames: Buffer[];
    try {
      frames = this.splitter.feed(chunk);
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'hj212 framing failed; closing connection');
      this.socket.destroy();
      return;
    }
    this.enqueueFrames(frames);
  }

  /**
   * Admits frames in arrival order. While nothing waits ahead, a frame is admitted at once and, when
   * its admission is known without waiting (a common data packet whose PW this connection proved),
   * handled in the same turn; an admission that must wait (a first PW check, the general path) is
   * chained, and every frame behind it waits its turn.
   */
  private enqueueFrames(frames: Buffer[]): void {
    for (const frame of frames) {
      if (this.chained > 0) {
        this.chainStep(() => this.handle(frame));
        continue;
      }
      if (this.ended || this.socket.destroyed) return;
      let admission: Admission | Promise<Admission>;
      try {
        admission = this.ingest.admit(frame, this.auth);
      } catch (err) {
        this.failed(err);
        return;
      }
      if (admission instanceof Promise) this.chainStep(() => admission.then((a) => this.admitted(a)));
      else this.admitted(admission);
    }
  }

  private chainStep(step: () => Promise<void>): void {
    this.chained += 1;
    this.chain = this.chain
      .then(step)
      .catch((err) => this.failed(err))
      .finally(() => {
        this.chained -= 1;
      });
  }

  private failed(err: unknown): void {
    this.log.error({ err: (err as Error).message }, 'hj212 frame handling failed; closing connection');
    this.socket.destroy();
  }

  private async handle(frame: Buffer): Promise<void> {
    if (this.ended || this.socket.destroyed) return;
    this.admitted(await this.ingest.admit(frame, this.auth));
  }

  private admitted(admission: Admission): void {
    if (this.ended || this.socket.destroyed) return;
    const immediate = admission.immediate;
    if (immediate) {
      if (immediate.status === 'refused') {
        // Refused senders get the 9011 answer and the door: their later frames are not read.
        this.ended = true;
        if (immediate.reply) {
          this.stats.refusalsSent += 1;
          this.socket.end(immediate.reply);
        } else this.socket.end();
        return;
      }
      this.badFrames += 1;
      if (this.badFrames >= this.settings.maxBadFrames) {
        this.log.info({ remote: this.socket.remoteAddress }, 'hj212 connection closed after repeated bad frames');
        this.ended = true;
        this.socket.destroy();
      }
      return;
    }
    this.badFrames = 0;
    this.inFlight += 1;
    if (this.inFlight >= this.settings.maxInFlightPerConnection) this.socket.pause();
    const slot: { outcome?: PacketOutcome } = {};
    this.waiting.push(slot);
    void admission.outcome.then((outcome) => {
      slot.outcome = outcome;
      this.scheduleSend();
    });
  }

  /**
   * A commit settles many packets in one turn, often several of one connection: their replies go
   * out in one write once that turn's settlements are done, rather than one write (a system call)
   * per reply.
   */
  private scheduleSend(): void {
    if (this.sendScheduled) return;
    this.sendScheduled = true;
    process.nextTick(() => {
      this.sendScheduled = false;
      this.sendReady();
    });
  }

  /** Shutdown: read nothing more, let queued packets commit and their acks go out, then close. */
  async drain(timeoutMs: number): Promise<void> {
    this.draining = true;
    this.socket.pause();
    const done = (async () => {
      await this.chain;
      if (this.waiting.length > 0) await new Promise<void>((resolve) => (this.onIdle = resolve));
    })();
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([done, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
    this.ended = true;
    this.socket.end();
    this.socket.destroySoon();
  }

  /** Sends the replies of the settled packets at the head of the queue, in one write. */
  private sendReady(): void {
    let text = '';
    let replies = 0;
    while (this.waiting.length > 0 && this.waiting[0].outcome) {
      const outcome = this.waiting.shift()!.outcome!;
      this.inFlight -= 1;
      if (outcome.reply) {
        text += outcome.reply;
        replies += 1;
      }
    }
    if (!this.draining && this.inFlight < this.settings.maxInFlightPerConnection / 2 && this.socket.isPaused()) this.socket.resume();
    if (replies > 0 && !this.socket.destroyed && this.socket.writable) {
      this.socket.write(text);
      this.stats.acksSent += replies;
    }
    if (this.waiting.length === 0 && this.onIdle) {
      const idle = this.onIdle;
      this.onIdle = undefined;
      idle();
    }
  }
}

/** Starts listening; the receiver is attached to the service, so closing the service closes it first. */
export async function startHj212Receiver(ingest: IngestService, settings: ReceiverSettings, log: IngestLogger = silentLogger): Promise<Hj212Receiver> {
  const stats: ReceiverStats = { connections: 0, accepted: 0, rejectedConnections: 0, acksSent: 0, refusalsSent: 0, discardedBytes: 0 };
  const connections = new Set<Connection>();
  const server: Server = createServer({ allowHalfOpen: false }, (socket) => {
    stats.accepted += 1;
    stats.connections += 1;
    try {
      const connection = new Connection(socket, ingest, settings, stats, log);
      connections.add(connection);
      socket.on('close', () => connections.delete(connection));
    } catch (err) {
      log.error({ err: (err as Error).message }, 'hj212 connection setup failed');
      socket.destroy();
    }
  });
  server.maxConnections = settings.maxConnections;
  server.on('drop', () => {
    stats.rejectedConnections += 1;
  });
  server.on('error', (err) => log.error({ err: err.message }, 'hj212 receiver error'));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: settings.host, port: settings.port }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  log.info({ host: settings.host, port }, 'hj212 receiver listening');

  let closing: Promise<void> | undefined;
  const receiver: Hj212Receiver = {
    host: settings.host,
    port,
    stats: () => ({ ...stats }),
    close() {
      closing ??= (async () => {
        ingest.detach(receiver);
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        await Promise.allSettled([...connections].map((c) => c.drain(SHUTDOWN_GRACE_MS)));
        await stopped;
      })();
      return closing;
    },
  };
  ingest.attach(receiver);
  return receiver;
}
