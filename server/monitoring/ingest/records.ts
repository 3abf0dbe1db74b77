/**
 * What a data packet means for storage: its level, its data time and one record per factor. Pure, so the
 * mapping of every HJ 212 quirk (2005 codes, missing suffixes, odd flags) is unit-tested without a socket.
 */
import { decodeHjTime, mediumOfSystemCode, normaliseFactorCode, type FactorCatalog, type FactorValues, type Packet } from '../../hj212/index';
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

function recordOf(code: string, values: FactorValues, level: DataLevel): ValueRecord | null {
  const realtime = level === 'realtime';
  const record: ValueRecord = {
    factorCode: code,
    value: num(realtime ? values.Rtd : values.Avg) ?? num(values.Data),
    min: realtime ? null : num(values.Min),
    max: realtime ? null : num(values.Max),
    cou: realtime ? null : num(values.Cou),
    zs: num(realtime ? values.ZsRtd : values.ZsAvg),
    flag: typeof values.Flag === 'string' && DATA_FLAG.test(values.Flag) ? values.Flag : null,
  };
  const hasNumber = [record.value, record.min, record.max, record.cou, record.zs].some((v) => v !== null);
  return hasNumber ? record : null;
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
  const epoch = chinaTimeToEpoch(dataTime);
  if (!(epoch >= chinaTimeToEpoch(EARLIEST_DATA_TIME)) || epoch > ctx.now + MAX_FUTURE_MS) return { ok: false, reason: 'TIME_OUT_OF_RANGE' };

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
