/**
 * The ingestion pipeline shared by the TCP receiver and the HTTP endpoint: parse → authenticate (MN, PW)
 * → reassemble split uploads → convert → group-commit → reply. The reply to a data packet that asks for
 * one (Flag A bit) is a 9014 ack, built only once the packet's data is committed.
 *
 * `admit` returns as soon as the packet is queued, so a connection can keep reading while earlier packets
 * wait for their commit; the queue is first-in first-out, so acks leave in the order packets came.
 * Nothing here logs a PW or a raw packet (both carry the password).
 */
import {
  buildDataAck,
  buildRequestReply,
  CN,
  isReplyCn,
  parsePacket,
  QnRtn,
  type FactorCatalog,
  type Packet,
} from '../../hj212/index';
import { quote } from '../../hj212/untrusted';
import { flatDataAck, parseFlatData, type FlatDataPacket } from '../../hj212/flat-data';
import type { Db } from '../../core/contracts';
import { builtinFactorCatalog } from '../factors/catalog';
import { LEVEL_CODE, levelOfCn } from '../../../schemas/contracts/monitoring/levels';
import { GroupCommitWriter, type WriteJob, type WriteRow, type WriterDb, type WriterOptions } from '../storage/value-writer';
import { LoggerDirectory, type AuthFailure, type AuthResult, type AuthSession, type LoggerDirectoryOptions, type LoggerEntry } from './loggers';
import { flatPacketData, mergeParts, packetData, restartTimeOf, type PacketData } from './records';
import { SplitReassembler, type DropReason } from './reassembly';
import { silentLogger, type IngestLogger, type PacketOutcome } from './types';

export interface IngestServiceOptions {
  /**
   * A pool (never a transaction). With `dialect: 'postgres'` the writer runs DEFAULT_PG_WRITER_LANES
   * transactions in flight and sends each as one script (unless writer options say otherwise).
   */
  db: WriterDb & { dialect?: Db['dialect'] };
  /** Accept the byte-swapped CRC-16/MODBUS trailer some vendors send (HJ212_LENIENT_CRC=1). */
  lenientCrc?: boolean;
  catalog?: FactorCatalog;
  writer?: WriterOptions;
  loggers?: LoggerDirectoryOptions;
  reassembly?: { timeoutMs?: number; maxParts?: number; maxGroups?: number; maxGroupsPerSender?: number };
  log?: IngestLogger;
  now?: () => number;
  /**
   * Read common data packets with the fast path (parseFlatData) before the general parser; on by
   * default. Off only to compare the two in tests.
   */
  fastPath?: boolean;
}

export interface Admission {
  /** Settles after commit (or at once for refused/invalid packets). Never rejects. */
  outcome: Promise<PacketOutcome>;
  /** Known at once: the packet was refused or invalid, nothing more will happen for it. */
  immediate?: PacketOutcome;
  /** Set for a part of a split upload still waiting for other parts: what to report meanwhile. */
  pendingPart?: PacketOutcome;
}

export interface IngestStats {
  received: number;
  stored: number;
  accepted: number;
  refused: number;
  invalid: number;
  failed: number;
  rows: number;
  pendingSplits: number;
}

/** Something that must stop before the service does (the TCP receiver registers itself). */
export interface Closable {
  close(): Promise<void>;
}

const REFUSAL_RTN: Record<AuthFailure, number> = {
  UNKNOWN_MN: QnRtn.badMn,
  BAD_PASSWORD: QnRtn.badPassword,
  LOCKED: QnRtn.badPassword,
  DISABLED: QnRtn.rejected,
};

interface PartWaiter {
  packet: Packet;
  settle: (outcome: PacketOutcome) => void;
}

/**
 * Writer transactions in flight on PostgreSQL. Fewer lanes make bigger batches, and every transaction
 * costs PostgreSQL and the receiver a fixed share besides its rows: in back-to-back runs on the loaded
 * 2-core bench machine 4 lanes took 10–20 % less CPU per packet than 8 and acknowledged more packets/s
 * (2 lanes less CPU still, but a lane's commit then waits on more of the in-flight packets at once);
 * docs/benchmarks.md. A lane holds a pooled connection only while its script runs, and its derived-journal
 * apply (twice a second, a few ms) another one briefly, so most of the default pool of 10 stays free for
 * HTTP requests (PG_POOL_MAX, HJ212_WRITERS to change either).
 */
export const DEFAULT_PG_WRITER_LANES = 4;

type PacketIds = Pick<PacketOutcome, 'mn' | 'qn' | 'cn'> & { mn: string };

/** What settles a packet's outcome once its job is committed. */
interface AfterCommit {
  ids: PacketIds;
  /** The data could not be used (the logger's last-seen time is still stored). */
  rejection?: string;
  status: 'stored' | 'accepted';
  reply?: string;
}

/** The writer's rows of a packet; built field by field (no spread), as this runs for every factor. */
function writeRows(data: PacketData): WriteRow[] {
  const level = LEVEL_CODE[data.level];
  const dataTime = data.dataTime;
  return data.records.map((r) => ({ factorCode: r.factorCode, level, dataTime, value: r.value, min: r.min, max: r.max, cou: r.cou, zs: r.zs, flag: r.flag }));
}

class SplitDropped extends Error {
  constructor(readonly reason: DropReason) {
    super(`split upload dropped: ${reason}`);
  }
}

export class IngestService {
  readonly writer: GroupCommitWriter;
  readonly loggers: LoggerDirectory;
  /**
   * The given catalog, or the built-in one once the first packet needs it: parsing the factor table is
   * work a start, which converts no packet yet, need not do (issue 19, cold start).
   */
  private factorCatalog: FactorCatalog | undefined;
  private readonly splits: SplitReassembler<PartWaiter>;
  private readonly log: IngestLogger;
  private readonly now: () => number;
  private readonly lenientCrc: boolean;
  private readonly fastPath: boolean;
  private readonly dependents = new Set<Closable>();
  private closing: Promise<void> | undefined;
  private readonly counters = { received: 0, stored: 0, accepted: 0, refused: 0, invalid: 0, failed: 0, rows: 0 };

  constructor(opts: IngestServiceOptions) {
    const postgres = opts.db.dialect === 'postgres';
    const lanes = opts.writer?.lanes ?? (postgres ? DEFAULT_PG_WRITER_LANES : 1);
    this.writer = new GroupCommitWriter(opts.db, { oneRoundTrip: postgres, derivedJournal: postgres, ...opts.writer, lanes });
    this.loggers = new LoggerDirectory(opts.db, opts.loggers);
    this.factorCatalog = opts.catalog;
    this.log = opts.log ?? silentLogger;
    this.now = opts.now ?? Date.now;
    this.lenientCrc = opts.lenientCrc ?? false;
    this.fastPath = opts.fastPath ?? true;
    this.splits = new SplitReassembler<PartWaiter>({
      ...opts.reassembly,
      onDrop: (parts, reason) => {
        this.log.info({ mn: quote(parts[0]?.packet.mn ?? ''), parts: parts.length, reason }, 'hj212 split upload dropped');
        for (const p of parts) p.settle(this.fail({ mn: p.packet.mn, qn: p.packet.qn, cn: p.packet.cn }, new SplitDropped(reason)));
      },
    });
  }

  private get catalog(): FactorCatalog {
    this.factorCatalog ??= builtinFactorCatalog();
    return this.factorCatalog;
  }

  stats(): IngestStats {
    return { ...this.counters, pendingSplits: this.splits.pending };
  }

  /** Registers something to close (first) when the service closes. */
  attach(dependent: Closable): void {
    this.dependents.add(dependent);
  }

  detach(dependent: Closable): void {
    this.dependents.delete(dependent);
  }

  /** Stops attached receivers, drops incomplete split uploads, and commits what is queued. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.allSettled([...this.dependents].map((d) => d.close()));
      this.splits.close();
      await this.writer.close();
    })();
    return this.closing;
  }

  /**
   * One framed packet (with or without CRLF). `session` is the connection's memory of proved
   * passwords (TCP); without it every packet's PW is checked through the directory's cache. The
   * admission comes without a promise when nothing has to be waited for.
   */
  admit(frame: Uint8Array | string, session?: AuthSession): Admission | Promise<Admission> {
    this.counters.received += 1;
    if (this.fastPath && typeof frame !== 'string') {
      const flat = parseFlatData(frame);
      if (flat) {
        // Known at once: the answer needs no wait (the receiver handles it in the same turn).
        const proven = session && this.loggers.provenBefore(flat.mn, flat.pw, session);
        if (proven) return this.admitFlat(flat, proven, frame);
        return this.loggers.authenticate(flat.mn, flat.pw, session).then((auth) => this.admitFlat(flat, auth, frame));
      }
    }
    return this.admitParsed(frame, session);
  }

  private async admitParsed(frame: Uint8Array | string, session: AuthSession | undefined): Promise<Admission> {
    const parsed = parsePacket(frame, { lenientCrc: this.lenientCrc });
    if (!parsed.ok) return this.settled(this.count({ status: 'invalid', error: parsed.error.code }));
    const packet = parsed.packet;
    const ids: PacketIds = { mn: packet.mn, qn: packet.qn, cn: packet.cn };

    const auth = await this.loggers.authenticate(packet.mn, packet.pw, session);
    if (!auth.ok) return this.refuse(packet, ids, auth.reason);
    if (packet.decoded.hasSplit && levelOfCn(packet.cn)) return this.admitPart(packet, auth.logger);
    return { outcome: this.store(packet, auth.logger).catch((err) => this.fail(ids, err)) };
  }

  /**
   * A packet read by the fast path, once authenticated. A conversion the fast path leaves to the
   * general rules (a factor that would be skipped…) sends the frame through the general parser; the
   * authentication is not repeated, so a refusal is counted once.
   */
  private admitFlat(flat: FlatDataPacket, auth: AuthResult, frame: Uint8Array): Admission {
    const ids: PacketIds = { mn: flat.mn, qn: flat.qn, cn: flat.cn };
    if (!auth.ok) return this.refuse(flat, ids, auth.reason);
    const seenAt = this.now();
    const conversion = flatPacketData(flat, { catalog: this.catalog, now: seenAt });
    if (!conversion) return this.admitAuthenticated(frame, auth.logger);
    const after: AfterCommit = {
      ids,
      rejection: conversion.ok ? undefined : conversion.reason,
      status: 'stored',
      reply: flat.needsAck ? flatDataAck(flat) : undefined,
    };
    const rows = conversion.ok ? writeRows(conversion.data) : [];
    return { outcome: this.commit({ pointId: auth.logger.pointId, rows, seenAt }, after) };
  }

  /** The general path for a frame whose sender is already authenticated (an unsplit data packet). */
  private admitAuthenticated(frame: Uint8Array, logger: LoggerEntry): Admission {
    const parsed = parsePacket(frame, { lenientCrc: this.lenientCrc });
    // The fast path read this frame, so the general parser accepts it; checked all the same.
    if (!parsed.ok) return this.settled(this.count({ status: 'invalid', error: parsed.error.code }));
    const packet = parsed.packet;
    const ids: PacketIds = { mn: packet.mn, qn: packet.qn, cn: packet.cn };
    return { outcome: this.store(packet, logger).catch((err) => this.fail(ids, err)) };
  }

  private refuse(target: Packet | FlatDataPacket, ids: PacketIds, reason: AuthFailure): Admission {
    this.log.warn({ mn: quote(ids.mn), cn: ids.cn, reason }, 'hj212 packet refused');
    const reply = buildRequestReply(target, REFUSAL_RTN[reason]);
    return this.settled(this.count({ status: 'refused', error: reason, reply, ...ids }));
  }

  private admitPart(packet: Packet, logger: LoggerEntry): Admission {
    if (packet.pnum === undefined || packet.pno === undefined) {
      return this.settled(this.count({ status: 'invalid', error: 'SPLIT_MISMATCH', mn: packet.mn, qn: packet.qn, cn: packet.cn }));
    }
    let settle!: (o: PacketOutcome) => void;
    const outcome = new Promise<PacketOutcome>((resolve) => (settle = resolve));
    // QN identifies one upload; 2005-style loggers omit it, and then the DataTime has to.
    const key = [logger.pointId, packet.cn, packet.qn ?? '', packet.qn ? '' : (packet.cpData.dataTime ?? ''), packet.pnum].join('\u0000');
    const added = this.splits.add(key, String(logger.pointId), packet.pno, packet.pnum, { packet, settle });
    if (added.kind === 'rejected') {
      return this.settled(this.count({ status: 'invalid', error: added.reason, mn: packet.mn, qn: packet.qn, cn: packet.cn }));
    }
    if (added.kind === 'incomplete') return { outcome, pendingPart: { status: 'pending', mn: packet.mn, qn: packet.qn, cn: packet.cn } };
    const parts = added.items;
    const merged = mergeParts(parts.map((p) => p.packet));
    void this.store(merged, logger)
      .catch((err) => this.fail({ mn: merged.mn, qn: merged.qn, cn: merged.cn }, err))
      .then((whole) => {
        for (const part of parts) {
          const outcome: PacketOutcome = { ...whole, qn: part.packet.qn, reply: undefined };
          if (whole.status === 'stored' && part.packet.decoded.needsAck) outcome.reply = buildDataAck(part.packet);
          part.settle(outcome);
        }
      });
    return { outcome };
  }

  /**
   * Queues the packet's data (or only its last-seen time) and settles after commit. Everything the
   * outcome needs (ids, the ack text) is taken from the packet before the wait, so the parsed packet is
   * not kept alive while hundreds of others wait for their commit too.
   */
  private store(packet: Packet, logger: LoggerEntry): Promise<PacketOutcome> {
    const ids: PacketIds = { mn: packet.mn, qn: packet.qn, cn: packet.cn };
    const seenAt = this.now();
    const conversion = packetData(packet, { catalog: this.catalog, now: seenAt });
    const restartTime = packet.cn === CN.restartTime ? restartTimeOf(packet) : undefined;
    const rows = conversion?.ok === true ? writeRows(conversion.data) : [];
    const after: AfterCommit = {
      ids,
      rejection: conversion && !conversion.ok ? conversion.reason : undefined,
      status: conversion ? 'stored' : 'accepted',
      // Replies (9xxx) are never acknowledged: acking an ack would loop.
      reply: packet.decoded.needsAck && !isReplyCn(packet.cn) ? buildDataAck(packet) : undefined,
    };
    // Even a packet whose data is unusable proves the logger is alive.
    return this.commit({ pointId: logger.pointId, rows, seenAt, restartTime }, after);
  }

  private async commit(job: WriteJob, after: AfterCommit): Promise<PacketOutcome> {
    try {
      await this.writer.submit(job);
    } catch (err) {
      return this.fail(after.ids, err);
    }
    const { ids, rejection } = after;
    if (rejection) {
      this.log.info({ mn: quote(ids.mn), cn: ids.cn, reason: rejection }, 'hj212 data not stored');
      return this.count({ status: 'invalid', error: rejection, ...ids });
    }
    this.counters.rows += job.rows.length;
    const outcome: PacketOutcome = { status: after.status, rows: job.rows.length, ...ids };
    if (after.reply) outcome.reply = after.reply;
    return this.count(outcome);
  }

  private fail(ids: PacketIds, err: unknown): PacketOutcome {
    const error = err instanceof SplitDropped ? `SPLIT_${err.reason.toUpperCase()}` : err instanceof Error ? err.constructor.name : 'ERROR';
    if (!(err instanceof SplitDropped)) {
      // Message and SQLSTATE only: a driver error may carry the statement's parameters (every row).
      const detail = err instanceof Error ? { message: err.message, code: (err as { code?: unknown }).code } : { message: String(err) };
      this.log.error({ mn: quote(ids.mn), cn: ids.cn, err: detail }, 'hj212 packet could not be stored');
    }
    return this.count({ status: 'failed', error, mn: ids.mn, qn: ids.qn, cn: ids.cn });
  }

  private count(outcome: PacketOutcome): PacketOutcome {
    if (outcome.status !== 'pending') this.counters[outcome.status] += 1;
    return outcome;
  }

  private settled(outcome: PacketOutcome): Admission {
    return { outcome: Promise.resolve(outcome), immediate: outcome };
  }
}
