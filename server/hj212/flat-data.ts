import { CN, ST_SYSTEM_INTERACTION } from './codes';
import { asciiCrcHex, crc16Hj212 } from './crc';
import { replyFlag } from './flags';
import { decodeHjTime } from './time';

/**
 * The fast path for the packet loggers send all day: a well-formed, unsplit data upload (CN 2011, 2051,
 * 2061, 2031) in plain ASCII whose CP holds a DataTime and `code-Suffix=value` items of the common
 * suffixes. It reads the frame once, without a record per item, a dictionary per factor or a warnings
 * list, and gives each factor's values in fixed slots.
 *
 * It answers only when it is sure the general parser (parsePacket) reads the frame the same way without
 * a single warning that could change what is stored; for anything else (a bad CRC, an unknown header
 * field, a split upload, a repeated key, a device item, a malformed value, non-ASCII text…) it returns
 * undefined and the caller takes the general parser, which also names the error. tests/unit/hj212-flat
 * checks that promise against the shared samples and mutated and generated packets.
 */

/**
 * One factor's values; undefined stands for "not sent". Not NaN: a field that only ever holds numbers is
 * kept by V8 in a number box of its own, eight allocations per factor where a packet sends one or two.
 */
export class FlatFactor {
  rtd: number | undefined = undefined;
  avg: number | undefined = undefined;
  min: number | undefined = undefined;
  max: number | undefined = undefined;
  cou: number | undefined = undefined;
  zsRtd: number | undefined = undefined;
  zsAvg: number | undefined = undefined;
  data: number | undefined = undefined;
  flag: string | undefined = undefined;
  /** Suffixes seen (bit per suffix): a repeated item sends the packet to the general parser. */
  seen = 0;
  constructor(readonly code: string) {}
}

export interface FlatDataPacket {
  qn?: string;
  st: string;
  cn: string;
  pw: string;
  mn: string;
  flag?: number;
  /** Flag A bit: the sender wants a 9014. */
  needsAck: boolean;
  /** Decoded DataTime, `YYYY-MM-DD HH:mm:ss`. */
  dataTime: string;
  factors: FlatFactor[];
}

const HASH = 0x23;
const CR = 0x0d;
const LF = 0x0a;
const SEMI = 0x3b;
const COMMA = 0x2c;
const EQ = 0x3d;
const DASH = 0x2d;
const DATA_CNS = new Set(['2011', '2051', '2061', '2031']);

const enum Header {
  None,
  QN,
  ST,
  CN,
  PW,
  MN,
  Flag,
}

const enum Slot {
  Rtd = 1,
  Avg = 2,
  Min = 4,
  Max = 8,
  Cou = 16,
  ZsRtd = 32,
  ZsAvg = 64,
  Data = 128,
  Flag = 256,
}

/** The slot of the suffix at s[from, to), compared in place: a string per item was garbage per item. */
function suffixAt(s: string, from: number, to: number): Slot | undefined {
  switch (to - from) {
    case 3:
      switch (s.charCodeAt(from)) {
        case 0x52: return s.startsWith('Rtd', from) ? Slot.Rtd : undefined;
        case 0x41: return s.startsWith('Avg', from) ? Slot.Avg : undefined;
        case 0x43: return s.startsWith('Cou', from) ? Slot.Cou : undefined;
        case 0x4d: return s.startsWith('Min', from) ? Slot.Min : s.startsWith('Max', from) ? Slot.Max : undefined;
        default: return undefined;
      }
    case 4: return s.startsWith('Flag', from) ? Slot.Flag : s.startsWith('Data', from) ? Slot.Data : undefined;
    case 5: return s.startsWith('ZsRtd', from) ? Slot.ZsRtd : s.startsWith('ZsAvg', from) ? Slot.ZsAvg : undefined;
    default: return undefined;
  }
}

/** DataTimes decoded lately: loggers report the same few seconds and minutes ('' = not a valid time). */
const recentTimes = new Map<string, string>();

function dataTimeOf(raw: string): string | undefined {
  let time = recentTimes.get(raw);
  if (time === undefined) {
    time = decodeHjTime(raw) ?? '';
    if (recentTimes.size >= 4096) recentTimes.clear();
    recentTimes.set(raw, time);
  }
  return time === '' ? undefined : time;
}

/**
 * The 9014 acknowledgement of a packet the fast path read, the text buildDataAck gives for it: the
 * header values are printable ASCII without `;` (the fast path read them so), which spares the
 * encoder's checks and the UTF-8 encoding of the CRC input.
 */
export function flatDataAck(packet: FlatDataPacket): string {
  const qn = packet.qn === undefined ? '' : `QN=${packet.qn};`;
  const segment = `${qn}ST=${ST_SYSTEM_INTERACTION};CN=${CN.dataAck};PW=${packet.pw};MN=${packet.mn};Flag=${replyFlag(packet.flag)};CP=&&&&`;
  return `##${String(segment.length).padStart(4, '0')}${segment}${asciiCrcHex(segment)}\r\n`;
}

export function parseFlatData(frame: Uint8Array): FlatDataPacket | undefined {
  let end = frame.length;
  if (end >= 2 && frame[end - 2] === CR && frame[end - 1] === LF) end -= 2;
  if (end < 10 || frame[0] !== HASH || frame[1] !== HASH) return undefined;
  let declared = 0;
  for (let i = 2; i < 6; i++) {
    const d = frame[i] - 0x30;
    if (d < 0 || d > 9) return undefined;
    declared = declared * 10 + d;
  }
  if (declared !== end - 10) return undefined;
  // Printable ASCII only: no control characters in any field, and UTF-8 text equals its Latin-1 reading.
  for (let i = 6; i < end; i++) if (frame[i] < 0x20 || frame[i] > 0x7e) return undefined;
  let trailer = 0;
  for (let i = end - 4; i < end; i++) {
    const h = hexValue(frame[i]);
    if (h < 0) return undefined;
    trailer = (trailer << 4) | h;
  }
  if (crc16Hj212(frame.subarray(6, end - 4)) !== trailer) return undefined;
  const bytes = Buffer.isBuffer(frame) ? frame : Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength);
  return parseSegment(bytes.toString('latin1', 6, end - 4));
}

function parseSegment(s: string): FlatDataPacket | undefined {
  let qn: string | undefined;
  let st: string | undefined;
  let cn: string | undefined;
  let pw: string | undefined;
  let mn: string | undefined;
  let flag: number | undefined;
  let pos = 0;
  for (;;) {
    if (s.charCodeAt(pos) === 0x43 && s.startsWith('CP=', pos)) break;
    const semi = s.indexOf(';', pos);
    if (semi < 0) return undefined;
    const eq = s.indexOf('=', pos);
    if (eq <= pos || eq > semi) return undefined;
    const key = headerKey(s, pos, eq - pos);
    if (semi === eq + 1) return undefined; // empty values: the general parser decides what they mean
    switch (key) {
      case Header.QN:
        if (qn !== undefined || !digitsOnly(s, eq + 1, semi, 17, 17)) return undefined;
        qn = s.slice(eq + 1, semi);
        break;
      case Header.ST:
        if (st !== undefined || !digitsOnly(s, eq + 1, semi, 2, 3)) return undefined;
        st = s.slice(eq + 1, semi);
        break;
      case Header.CN:
        if (cn !== undefined) return undefined;
        cn = s.slice(eq + 1, semi);
        if (!DATA_CNS.has(cn)) return undefined;
        break;
      case Header.PW:
        if (pw !== undefined) return undefined;
        pw = s.slice(eq + 1, semi);
        break;
      case Header.MN:
        if (mn !== undefined) return undefined;
        mn = s.slice(eq + 1, semi);
        break;
      case Header.Flag:
        if (flag !== undefined || !digitsOnly(s, eq + 1, semi, 1, 3)) return undefined;
        flag = Number(s.slice(eq + 1, semi));
        // Over 255 is an error; the D bit (split upload) needs reassembly.
        if (flag > 255 || (flag & 2) !== 0) return undefined;
        break;
      default:
        return undefined;
    }
    pos = semi + 1;
  }
  if (st === undefined || cn === undefined || pw === undefined || mn === undefined) return undefined;
  const areaStart = pos + 5;
  const areaEnd = s.length - 2;
  if (areaEnd < areaStart || !s.startsWith('&&', pos + 3) || !s.endsWith('&&')) return undefined;

  const factors: FlatFactor[] = [];
  let rawTime: string | undefined;
  let current: FlatFactor | undefined;
  let i = areaStart;
  while (i < areaEnd) {
    let eq = -1;
    let dash = -1;
    let j = i;
    for (; j < areaEnd; j++) {
      const c = s.charCodeAt(j);
      if (c === SEMI || c === COMMA) break;
      if (eq >= 0) continue;
      if (c === EQ) eq = j;
      else if (c === DASH) {
        if (dash >= 0) return undefined; // a code with a dash is not a factor code the store keeps
        dash = j;
      } else if (!isKeyChar(c)) return undefined;
    }
    if (j === i) {
      i += 1; // empty item between separators: ignored by the general parser too
      continue;
    }
    if (eq <= i) return undefined;
    if (dash < 0) {
      if (rawTime !== undefined || eq - i !== 8 || !s.startsWith('DataTime', i)) return undefined;
      rawTime = s.slice(eq + 1, j);
    } else {
      if (dash === i || dash === eq - 1) return undefined;
      if (current === undefined || current.code.length !== dash - i || !s.startsWith(current.code, i)) {
        // Device items (SB…-RS/RT) follow other rules.
        if (s.charCodeAt(i) === 0x53 && s.charCodeAt(i + 1) === 0x42) return undefined;
        const code = s.slice(i, dash);
        // All-digit codes (2005 style) are array indices to the general parser's factor record, which
        // lists them in numeric rather than wire order; leaving them to it keeps the row order identical.
        if (digitsOnly(code, 0, code.length, 1, 20)) return undefined;
        for (let k = 0; k < factors.length; k++) if (factors[k].code === code) return undefined;
        current = new FlatFactor(code);
        factors.push(current);
      }
      const slot = suffixAt(s, dash + 1, eq);
      if (slot === undefined || (current.seen & slot) !== 0) return undefined;
      current.seen |= slot;
      if (slot === Slot.Flag) current.flag = s.slice(eq + 1, j);
      else {
        const n = decimal(s, eq + 1, j);
        if (n === undefined) return undefined;
        assign(current, slot, n);
      }
    }
    i = j + 1;
  }
  if (rawTime === undefined) return undefined;
  const dataTime = dataTimeOf(rawTime);
  if (dataTime === undefined) return undefined;
  const packet: FlatDataPacket = { st, cn, pw, mn, needsAck: flag !== undefined && (flag & 1) === 1, dataTime, factors };
  if (qn !== undefined) packet.qn = qn;
  if (flag !== undefined) packet.flag = flag;
  return packet;
}

function assign(f: FlatFactor, slot: Slot, n: number): void {
  switch (slot) {
    case Slot.Rtd: f.rtd = n; break;
    case Slot.Avg: f.avg = n; break;
    case Slot.Min: f.min = n; break;
    case Slot.Max: f.max = n; break;
    case Slot.Cou: f.cou = n; break;
    case Slot.ZsRtd: f.zsRtd = n; break;
    case Slot.ZsAvg: f.zsAvg = n; break;
    default: f.data = n;
  }
}

const POWERS = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/**
 * A plain signed decimal (`[+-]digits[.digits]`, `.5`, `5.`), exactly as Number() reads it, or undefined
 * for anything else. Up to 15 significant digits the value is an exact integer divided by an exact power
 * of ten, which IEEE division rounds correctly (the same double as Number()); longer texts go to Number().
 */
function decimal(s: string, from: number, to: number): number | undefined {
  let i = from;
  let negative = false;
  const sign = s.charCodeAt(i);
  if (sign === 0x2b || sign === 0x2d) {
    negative = sign === 0x2d;
    i += 1;
  }
  let mantissa = 0;
  let digits = 0;
  let fraction = -1;
  for (; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x2e) {
      if (fraction >= 0) return undefined;
      fraction = 0;
      continue;
    }
    const d = c - 0x30;
    if (d < 0 || d > 9) return undefined;
    mantissa = mantissa * 10 + d;
    digits += 1;
    if (fraction >= 0) fraction += 1;
  }
  if (digits === 0) return undefined;
  if (digits > 15) return Number(s.slice(from, to));
  const value = fraction > 0 ? mantissa / POWERS[fraction] : mantissa;
  return negative ? -value : value;
}

function hexValue(b: number): number {
  if (b >= 0x30 && b <= 0x39) return b - 0x30;
  if (b >= 0x41 && b <= 0x46) return b - 0x37;
  if (b >= 0x61 && b <= 0x66) return b - 0x57;
  return -1;
}

/** Letters, digits and `_`: the characters of factor codes, suffixes and DataTime. */
function isKeyChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f;
}

function digitsOnly(s: string, from: number, to: number, min: number, max: number): boolean {
  const n = to - from;
  if (n < min || n > max) return false;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

function headerKey(s: string, at: number, length: number): Header {
  if (length === 2) {
    const a = s.charCodeAt(at);
    const b = s.charCodeAt(at + 1);
    if (a === 0x51 && b === 0x4e) return Header.QN;
    if (a === 0x53 && b === 0x54) return Header.ST;
    if (a === 0x43 && b === 0x4e) return Header.CN;
    if (a === 0x50 && b === 0x57) return Header.PW;
    if (a === 0x4d && b === 0x4e) return Header.MN;
    return Header.None;
  }
  return length === 4 && s.startsWith('Flag', at) ? Header.Flag : Header.None;
}
