import { STANDARD_MAX_DATA_LENGTH, type DataCn } from './codes';
import { buildSegment, encodeFrame, formatCp, type CpInput, type CpValue } from './encode';
import { encodeFlag, type ProtocolVersion } from './flags';
import { formatQn } from './time';

/**
 * Data uploads for a device simulator: real-time (2011, `-Rtd`), minute (2051), hourly (2061) and
 * daily (2031) data (`-Min/-Avg/-Max/-Cou`), each factor with its own `-Flag`.
 */

export interface DataPacketInput {
  cn: DataCn;
  st: string | number;
  pw: string;
  mn: string;
  /** Defaults to the current time (China time). */
  qn?: string;
  /** Sets the Flag A bit: the platform must answer with 9014. */
  needsAck?: boolean;
  /** Defaults to 2017. */
  version?: ProtocolVersion;
  /** Sampling instant (2011) or period start (2051/2061/2031). */
  dataTime: Date | string;
  factors: Record<string, Record<string, CpValue | undefined>>;
  devices?: CpInput['devices'];
  fields?: Record<string, CpValue>;
}

export interface SplitOptions {
  /** Largest data segment per packet; the standard's 1024 by default. */
  maxDataLength?: number;
}

/** One framed packet holding every factor (no PNUM/PNO). */
export function buildDataPacket(input: DataPacketInput): string {
  return encodeFrame(segmentFor(input, input.factors));
}

/**
 * The same data as one packet, or, when that would exceed `maxDataLength`, as several packets with
 * the D bit set and PNUM/PNO (§6.4 分包): the same QN, DataTime, fields and devices in each, factors
 * kept whole and in order. Throws RangeError when a single factor does not fit on its own.
 */
export function buildDataPackets(input: DataPacketInput, opts: SplitOptions = {}): string[] {
  const max = opts.maxDataLength ?? STANDARD_MAX_DATA_LENGTH;
  const qn = input.qn ?? formatQn(new Date());
  const fixed = { ...input, qn };
  const whole = segmentFor(fixed, input.factors);
  if (bytes(whole) <= max) return [encodeFrame(whole)];

  const codes = Object.keys(input.factors);
  // Sized with PNUM/PNO as wide as they can get, so the final numbering never pushes a part over.
  const widest = codes.length;
  const parts: string[][] = [];
  let current: string[] = [];
  for (const code of codes) {
    const candidate = [...current, code];
    if (bytes(segmentFor(fixed, pick(input.factors, candidate), widest, widest)) <= max) {
      current = candidate;
      continue;
    }
    if (current.length === 0) throw new RangeError(`Factor ${code} alone exceeds ${max} bytes`);
    parts.push(current);
    current = [code];
    if (bytes(segmentFor(fixed, pick(input.factors, current), widest, widest)) > max) {
      throw new RangeError(`Factor ${code} alone exceeds ${max} bytes`);
    }
  }
  if (current.length) parts.push(current);
  return parts.map((part, i) => encodeFrame(segmentFor(fixed, pick(input.factors, part), parts.length, i + 1)));
}

function segmentFor(input: DataPacketInput, factors: DataPacketInput['factors'], pnum?: number, pno?: number): string {
  const split = pnum !== undefined;
  return buildSegment({
    qn: input.qn ?? formatQn(new Date()),
    st: input.st,
    cn: input.cn,
    pw: input.pw,
    mn: input.mn,
    flag: encodeFlag({ version: input.version, needsAck: input.needsAck, hasSplit: split }),
    pnum,
    pno,
    cp: formatCp({ dataTime: input.dataTime, fields: input.fields, factors, devices: input.devices }),
  });
}

function pick<T>(record: Record<string, T>, keys: string[]): Record<string, T> {
  return Object.fromEntries(keys.map((k) => [k, record[k]]));
}

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');
