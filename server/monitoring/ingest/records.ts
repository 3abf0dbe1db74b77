/**
 * What a data packet means for storage: its level, its data time and one record per factor. Pure, so the
 * mapping of every HJ 212 quirk (2005 codes, missing suffixes, odd flags) is unit-tested without a socket.
 */
import { decodeHjTime, mediumOfSystemCode, normaliseFactorCode, type FactorCatalog, type FactorValues, type Packet } from '../../hj212/index';
import type { FlatDataPacket, FlatFactor } from '../../hj212/flat-data';
import { levelOfCn, type DataLevel } from '../../../schemas/contracts/monitoring/levels';

export interface ValueRecord {
  factorCode: string;
  /** Rtd for real-time data, Avg for minute/hour/day data (Data for noise when those are absent). */
  value: number | null;
  min: number | null;
  max: number | null;
  cou: number | null;
  /** 折算 (O₂-corrected) value: ZsRtd or ZsAvg. */
  zs: number | null;
  /** HJ 212 table 8 data flag (N, F, M, S, D, C, T, B) when sent. */
  flag: string | null;
}

export interface PacketData {
  level: DataLevel;
  /** Logger wall-clock time, `YYYY-MM-DD HH:mm:ss`, read as China time (UTC+8). */
  dataTime: string;
  records: ValueRecord[];
  /** Factors dropped because their code is unusable (too long, odd characters) or they carry no number. */
  skipped: number;
}

export type DataRejection = 'NO_DATA_TIME' | 'TIME_OUT_OF_RANGE' | 'NO_VALUES';
export type Conversion = { ok: true; data: PacketData } | { ok: false; reason: DataRejection };

export interface ConversionContext {
  catalog: FactorCatalog;
  /** Epoch ms used for the "not in the future" check. */
  now: number;
}

/** Oldest data accepted: older times are clock errors, and each month of them would cost a partition. */
export const EARLIEST_DATA_TIME = '2000-01-01 00:00:00';
/** Logger clocks drift; a day ahead is tolerated, further is refused (it would open future partitions). */
export const MAX_FUTURE_MS = 24 * 3600_000;

const FACTOR_CODE = /^[A-Za-z0-9_]{1,20}$/;
const DATA_FLAG = /^[A-Za-z0-9]{1,4}$/;
const CHINA_OFFSET = '+08:00';

/** Epoch ms of a China wall-clock time `YYYY-MM-DD HH:mm:ss`. */
export const chinaTimeToEpoch = (time: string): number => Date.parse(`${time.replace(' ', 'T')}${CHINA_OFFSET}`);

const num = (v: number | string | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A factor's record, or null when it carries no number at all (the store keeps nothing for it). */
function recordWith(
  factorCode: string,
  value: number | null,
  min: number | null,
  max: number | null,
  cou: number | null,
  zs: number | null,
  flag: string | undefined,
): ValueRecord | null {
  if (value === null && min === null && max === null && cou === null && zs === null) return null;
  return { factorCode, value, min, max, cou, zs, flag: flag !== undefined && DATA_FLAG.test(flag) ? flag : null };
}

function recordOf(code: string, values: FactorValues, level: DataLevel): ValueRecord | null {
  const realtime = level === 'realtime';
  return recordWith(
    code,
    num(realtime ? values.Rtd : values.Avg) ?? num(values.Data),
    realtime ? null : num(values.Min),
    realtime ? null : num(values.Max),
    realtime ? null : num(values.Cou),
    num(realtime ? values.ZsRtd : values.ZsAvg),
    typeof values.Flag === 'string' ? values.Flag : undefined,
  );
}

/**
 * Records of a data upload (CN 2011/2051/2061/2031). 2005 factor codes become 2017 codes (per the medium
 * of the packet's ST); a factor sent twice under both codes keeps the later one.
 */
export function packetData(packet: Packet, ctx: ConversionContext): Conversion | undefined {
  const level = levelOfCn(packet.cn);
  if (!level) return undefined;
  const dataTime = packet.cpData.dataTime;
  if (!dataTime) return { ok: false, reason: 'NO_DATA_TIME' };
  if (outOfRange(dataTime, ctx.now)) return { ok: false, reason: 'TIME_OUT_OF_RANGE' };

  const medium = mediumOfSystemCode(packet.st);
  const byCode = new Map<string, ValueRecord>();
  let skipped = 0;
  for (const [rawCode, values] of Object.entries(packet.cpData.factors)) {
    const code = normaliseFactorCode(ctx.catalog, rawCode, medium);
    const record = FACTOR_CODE.test(code) ? recordOf(code, values, level) : null;
    if (!record) {
      skipped += 1;
      continue;
    }
    byCode.delete(code); // re-insert so wire order of the surviving value is kept
    byCode.set(code, record);
  }
  if (byCode.size === 0) return { ok: false, reason: 'NO_VALUES' };
  return { ok: true, data: { level, dataTime, records: [...byCode.values()], skipped } };
}

const EARLIEST_EPOCH = chinaTimeToEpoch(EARLIEST_DATA_TIME);
/** Epochs of data times seen lately: loggers report the same few seconds and minutes. */
const recentEpochs = new Map<string, number>();

function outOfRange(dataTime: string, now: number): boolean {
  let epoch = recentEpochs.get(dataTime);
  if (epoch === undefined) {
    epoch = chinaTimeToEpoch(dataTime);
    if (recentEpochs.size >= 4096) recentEpochs.clear();
    recentEpochs.set(dataTime, epoch);
  }
  return !(epoch >= EARLIEST_EPOCH) || epoch > now + MAX_FUTURE_MS;
}

/** Finite numbers only, as num() does for the general parser's values; undefined is "not sent". */
const slot = (v: number | undefined): number | null => (v !== undefined && Number.isFinite(v) ? v : null);

/** recordOf for a factor of the fast path (same choices, read from fixed slots). */
function flatRecordOf(code: string, f: FlatFactor, realtime: boolean): ValueRecord | null {
  return recordWith(
    code,
    slot(realtime ? f.rtd : f.avg) ?? slot(f.data),
    realtime ? null : slot(f.min),
    realtime ? null : slot(f.max),
    realtime ? null : slot(f.cou),
    slot(realtime ? f.zsRtd : f.zsAvg),
    f.flag,
  );
}

/** Normalised and checked factor codes per catalog and medium ('' = not a code the store keeps). */
const codeCache = new WeakMap<FactorCatalog, Map<string | undefined, Map<string, string>>>();

function storedCode(catalog: FactorCatalog, raw: string, medium: ReturnType<typeof mediumOfSystemCode>): string {
  let byMedium = codeCache.get(catalog);
  if (!byMedium) codeCache.set(catalog, (byMedium = new Map()));
  let codes = byMedium.get(medium);
  if (!codes) byMedium.set(medium, (codes = new Map()));
  let code = codes.get(raw);
  if (code === undefined) {
    const normalised = normaliseFactorCode(catalog, raw, medium);
    code = FACTOR_CODE.test(normalised) ? normalised : '';
    if (codes.size >= 10_000) codes.clear(); // junk codes from the network must not grow it without bound
    codes.set(raw, code);
  }
  return code;
}

/**
 * packetData for a packet read by the fast path (parseFlatData): the same conversion, or undefined when
 * a factor would be skipped or two codes name one factor, cases the caller leaves to the general path.
 */
export function flatPacketData(packet: FlatDataPacket, ctx: ConversionContext): Conversion | undefined {
  const level = levelOfCn(packet.cn);
  if (!level) return undefined;
  const dataTime = packet.dataTime;
  if (outOfRange(dataTime, ctx.now)) return { ok: false, reason: 'TIME_OUT_OF_RANGE' };
  const medium = mediumOfSystemCode(packet.st);
  const realtime = level === 'realtime';
  const records: ValueRecord[] = [];
  for (const factor of packet.factors) {
    const code = storedCode(ctx.catalog, factor.code, medium);
    const record = code === '' ? null : flatRecordOf(code, factor, realtime);
    if (!record) return undefined;
    for (let k = 0; k < records.length; k++) if (records[k].factorCode === code) return undefined;
    records.push(record);
  }
  if (records.length === 0) return undefined;
  return { ok: true, data: { level, dataTime, records, skipped: 0 } };
}

/** RestartTime of a CN 2081 packet (logger boot time), when valid. */
export function restartTimeOf(packet: Packet): string | undefined {
  const raw = packet.cpData.fields.RestartTime;
  return raw === undefined ? undefined : decodeHjTime(raw);
}

/**
 * One packet standing for the parts of a split upload (PNUM/PNO): the header of the first part, every
 * part's factors (a later part wins a repeated factor) and the first DataTime found.
 */
export function mergeParts(parts: readonly Packet[]): Packet {
  const [first] = parts;
  const factors: Packet['cpData']['factors'] = Object.create(null);
  let dataTime: string | undefined;
  for (const part of parts) {
    dataTime ??= part.cpData.dataTime;
    for (const [code, values] of Object.entries(part.cpData.factors)) factors[code] = values;
  }
  const cpData = { ...first.cpData, factors, dataTime };
  if (dataTime === undefined) delete cpData.dataTime;
  return { ...first, cpData };
}
