/**
 * Plays HJ 212 data loggers over TCP: each connects, announces its boot time (CN 2081), then sends
 * real-time data (CN 2011) every interval and hourly data (CN 2061) each new hour, all asking for
 * acks (Flag=5), and counts the 9014 acks and 9011 refusals that come back. Optionally it also replays
 * real packets (their CP, re-addressed to the logger with a fresh DataTime and CRC).
 */
import { connect, type Socket } from 'node:net';
import {
  buildDataPacket,
  buildSegment,
  encodeFrame,
  encodeHjTime,
  formatQn,
  FrameSplitter,
  parsePacket,
  QnRtn,
  type Packet,
} from '../../hj212/index';
import { demoLoggers } from '../demo';
import { seededRandom, seedOf, ValueWalk, type FactorProfile } from './values';

export interface SimulatedLogger {
  mn: string;
  pw: string;
  st: string;
  factors: FactorProfile[];
}

export interface SimulatorOptions {
  host?: string;
  port: number;
  /** The loggers to play, or how many: the seeded demo loggers first, then generated ones. */
  loggers: SimulatedLogger[] | number;
  /** Seconds between real-time packets. */
  intervalSeconds: number;
  /** Stop after this many seconds (default: run until stop()). */
  durationSeconds?: number;
  /** Real packets to replay now and then (data commands only). */
  samples?: string[];
  /** Every how many real-time packets a sample replaces one (default 5). */
  sampleEvery?: number;
  /** Chance per reading of an excursion towards or beyond the limits (default 0.01). */
  excursionChance?: number;
  /** Progress lines (connection trouble, refusals). */
  log?: (line: string) => void;
}

export interface SimulatorStats {
  loggers: number;
  connected: number;
  sent: number;
  acked: number;
  refused: number;
  reconnects: number;
  /** Sent with Flag A, not yet acknowledged. */
  awaitingAck: number;
  /** Mean ms from send to ack. */
  meanAckMs: number;
}

export interface Simulator {
  stats(): SimulatorStats;
  /** Stops sending, waits up to graceMs for outstanding acks, closes the connections. */
  stop(graceMs?: number): Promise<SimulatorStats>;
  /** Settles when durationSeconds has passed and the simulator stopped. */
  done: Promise<SimulatorStats>;
}

/** Generated loggers (random MN/PW) for load tests: register them as points before use. */
export function generatedLoggers(count: number, seed = 1): SimulatedLogger[] {
  const random = seededRandom(seed);
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('').toUpperCase();
  const profiles = demoLoggers(1).map((l) => l.point);
  return Array.from({ length: count }, (_, i) => {
    const point = profiles[i % profiles.length];
    return { mn: hex(24), pw: hex(6), st: point.st, factors: point.factors };
  });
}

/** The seeded demo loggers (enterprise by enterprise) followed by generated ones, `count` in all. */
export function simulatedLoggers(count: number, enterpriseCount = 3): SimulatedLogger[] {
  const demo = demoLoggers(enterpriseCount).map((l) => ({ mn: l.mn, pw: l.pw, st: l.point.st, factors: l.point.factors }));
  return [...demo.slice(0, count), ...generatedLoggers(Math.max(0, count - demo.length))];
}

const DATA_CN = new Set(['2011', '2051', '2061', '2031']);
const chinaHourStart = (now: number) => new Date(Math.floor(now / 3600_000) * 3600_000);

/** A real packet's CP re-addressed to this logger: new QN, MN, PW, Flag=5 and DataTime, correct CRC. */
function readdress(sample: Packet, logger: SimulatedLogger, now: number): string {
  const time = sample.cn === '2011' ? new Date(now) : chinaHourStart(now);
  const cp = sample.cp.replace(/DataTime=\d{14,17}/, `DataTime=${encodeHjTime(time)}`);
  return encodeFrame(buildSegment({ qn: formatQn(new Date(now)), st: sample.st, cn: sample.cn, pw: logger.pw, mn: logger.mn, flag: 5, cp }));
}

class PlayedLogger {
  private socket: Socket | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly walks: { profile: FactorProfile; walk: ValueWalk; sum: number; n: number; min: number; max: number }[];
  private readonly awaiting = new Map<string, number>();
  private tick = 0;
  private hour = -1;
  private stopped = false;
  private refused = false;
  private connected = false;
  private lastQnMs = 0;

  constructor(
    private readonly logger: SimulatedLogger,
    private readonly opts: SimulatorOptions,
    private readonly samples: Packet[],
    private readonly stats: SimulatorStats,
    private readonly ackTimes: number[],
  ) {
    const random = seededRandom(seedOf(logger.mn) ^ Date.now());
    this.walks = logger.factors.map((profile) => ({
      profile,
      walk: new ValueWalk(profile, random, { excursionChance: opts.excursionChance ?? 0.01 }),
      sum: 0,
      n: 0,
      min: Infinity,
      max: -Infinity,
    }));
  }

  get outstanding(): number {
    return this.awaiting.size;
  }

  start(delayMs: number): void {
    this.timer = setTimeout(() => this.connect(), delayMs);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  close(): void {
    this.socket?.destroy();
  }

  private connect(): void {
    if (this.stopped || this.refused) return;
    const splitter = new FrameSplitter();
    const socket = connect({ host: this.opts.host ?? '127.0.0.1', port: this.opts.port });
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('connect', () => {
      this.connected = true;
      this.stats.connected += 1;
      this.send(buildDataPacketFor2081(this.logger, this.nextQn()));
      this.schedule(0);
    });
    socket.on('data', (chunk) => {
      for (const frame of splitter.feed(chunk)) this.onReply(frame);
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      if (this.connected) this.stats.connected -= 1;
      this.connected = false;
      if (this.timer) clearTimeout(this.timer);
      this.awaiting.clear();
      if (this.stopped || this.refused) return;
      this.stats.reconnects += 1;
      this.timer = setTimeout(() => this.connect(), 1_000 + Math.random() * 2_000);
    });
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      if (this.stopped) return;
      this.sendReading();
      this.schedule(this.opts.intervalSeconds * 1000);
    }, delayMs);
  }

  /** A QN is a millisecond timestamp; two packets in one millisecond get consecutive ones, so acks stay matchable. */
  private nextQn(): string {
    this.lastQnMs = Math.max(Date.now(), this.lastQnMs + 1);
    return formatQn(new Date(this.lastQnMs));
  }

  private sendReading(): void {
    const now = Date.now();
    const hour = Math.floor(now / 3600_000);
    if (this.hour >= 0 && hour !== this.hour) this.sendHourly(now);
    this.hour = hour;
    this.tick += 1;
    const every = this.opts.sampleEvery ?? 5;
    if (this.samples.length > 0 && this.tick % every === 0) {
      const sample = this.samples[(this.tick / every) % this.samples.length];
      this.send(readdress(sample, this.logger, now));
      return;
    }
    const factors: Record<string, Record<string, number | string>> = {};
    for (const w of this.walks) {
      const value = w.walk.next();
      w.sum += value;
      w.n += 1;
      w.min = Math.min(w.min, value);
      w.max = Math.max(w.max, value);
      factors[w.profile.code] = { Rtd: value, Flag: 'N' };
    }
    this.send(buildDataPacket({ cn: '2011', st: this.logger.st, pw: this.logger.pw, mn: this.logger.mn, qn: this.nextQn(), needsAck: true, dataTime: new Date(now), factors }));
  }

  private sendHourly(now: number): void {
    const factors: Record<string, Record<string, number | string>> = {};
    for (const w of this.walks) {
      if (w.n === 0) continue;
      const d = 10 ** w.profile.decimals;
      factors[w.profile.code] = { Avg: Math.round((w.sum / w.n) * d) / d, Min: w.min, Max: w.max, Flag: 'N' };
      Object.assign(w, { sum: 0, n: 0, min: Infinity, max: -Infinity });
    }
    if (Object.keys(factors).length === 0) return;
    const dataTime = new Date(chinaHourStart(now).getTime() - 3600_000);
    this.send(buildDataPacket({ cn: '2061', st: this.logger.st, pw: this.logger.pw, mn: this.logger.mn, qn: this.nextQn(), needsAck: true, dataTime, factors }));
  }

  private send(packet: string): void {
    const socket = this.socket;
    if (!socket || socket.destroyed || !socket.writable) return;
    const qn = /QN=(\d{17})/.exec(packet)?.[1];
    if (qn) this.awaiting.set(qn, performance.now());
    socket.write(packet);
    this.stats.sent += 1;
  }

  private onReply(frame: Buffer): void {
    const parsed = parsePacket(frame);
    if (!parsed.ok) return;
    const reply = parsed.packet;
    if (reply.cn === '9014' && reply.qn) {
      const sentAt = this.awaiting.get(reply.qn);
      if (sentAt === undefined) return;
      this.awaiting.delete(reply.qn);
      this.stats.acked += 1;
      this.ackTimes.push(performance.now() - sentAt);
    } else if (reply.cn === '9011') {
      const rtn = Number(reply.cpData.fields.QnRtn);
      if (rtn === QnRtn.badMn || rtn === QnRtn.badPassword || rtn === QnRtn.rejected) {
        this.refused = true;
        this.stats.refused += 1;
        this.opts.log?.(`logger ${this.logger.mn} refused (QnRtn=${rtn}); it stops`);
        this.stop();
      }
    }
  }
}

function buildDataPacketFor2081(logger: SimulatedLogger, qn: string): string {
  const now = new Date();
  return encodeFrame(
    buildSegment({ qn, st: logger.st, cn: '2081', pw: logger.pw, mn: logger.mn, flag: 5, cp: `DataTime=${encodeHjTime(now)};RestartTime=${encodeHjTime(now)}` }),
  );
}

export function startSimulator(opts: SimulatorOptions): Simulator {
  const loggers = typeof opts.loggers === 'number' ? simulatedLoggers(opts.loggers) : opts.loggers;
  const samples = (opts.samples ?? [])
    .map((s) => parsePacket(s))
    .flatMap((r) => (r.ok && DATA_CN.has(r.packet.cn) && !r.packet.decoded.hasSplit && r.packet.cpData.dataTime ? [r.packet] : []));
  const stats: SimulatorStats = { loggers: loggers.length, connected: 0, sent: 0, acked: 0, refused: 0, reconnects: 0, awaitingAck: 0, meanAckMs: 0 };
  const ackTimes: number[] = [];
  const played = loggers.map((l) => new PlayedLogger(l, opts, samples, stats, ackTimes));
  // Spread the first packets over one interval, as real loggers are not synchronised.
  played.forEach((p) => p.start(Math.random() * Math.min(opts.intervalSeconds * 1000, 5_000)));

  const snapshot = (): SimulatorStats => ({
    ...stats,
    awaitingAck: played.reduce((n, p) => n + p.outstanding, 0),
    meanAckMs: ackTimes.length ? Math.round((ackTimes.reduce((a, b) => a + b, 0) / ackTimes.length) * 10) / 10 : 0,
  });

  let resolveDone!: (s: SimulatorStats) => void;
  const done = new Promise<SimulatorStats>((resolve) => (resolveDone = resolve));
  let stopping: Promise<SimulatorStats> | undefined;
  const stop = (graceMs = 2_000): Promise<SimulatorStats> => {
    stopping ??= (async () => {
      played.forEach((p) => p.stop());
      const until = Date.now() + graceMs;
      while (Date.now() < until && played.some((p) => p.outstanding > 0)) await new Promise((r) => setTimeout(r, 20));
      const final = snapshot();
      played.forEach((p) => p.close());
      resolveDone(final);
      return final;
    })();
    return stopping;
  };
  if (opts.durationSeconds !== undefined) setTimeout(() => void stop(), opts.durationSeconds * 1000);
  return { stats: snapshot, stop, done };
}
