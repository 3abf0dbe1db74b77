import { isReplyCn, STANDARD_MAX_DATA_LENGTH } from './codes';
import { crcHex, modbusSwappedCrcHex } from './crc';
import { parseCpData } from './cp';
import { decodeFlag } from './flags';
import { emptyRecord, quote } from './untrusted';
import type { ParseError, ParseErrorCode, ParseResult, ParseWarning, Packet, CrcCheck } from './types';

/**
 * Parses one HJ 212 frame (`##` + length + data segment + CRC, trailing CRLF optional). Never throws:
 * every input yields `{ ok: true, packet }` or `{ ok: false, error }`. See docs/hj212.md for what is
 * tolerated and why.
 */

export interface ParseOptions {
  /** Also accept the CRC-16/MODBUS trailer printed low byte first (a vendor variant). */
  lenientCrc?: boolean;
}

const HASH = 0x23;
const CR = 0x0d;
const LF = 0x0a;
const HEX4 = /^[0-9A-Fa-f]{4}$/;
const CONTROL_CHARS = /[\x00-\x1f\x7f]/;
// A Map, not an object literal: header keys come from the network (`constructor`, `__proto__`).
const FIELD_FORMATS = new Map<string, RegExp>([
  ['ST', /^\d{2,3}$/],
  ['CN', /^\d{4}$/],
  ['Flag', /^\d{1,3}$/],
  ['PNUM', /^\d{1,9}$/],
  ['PNO', /^\d{1,9}$/],
]);
const KNOWN_HEADER = new Set(['QN', 'ST', 'CN', 'PW', 'MN', 'Flag', 'PNUM', 'PNO']);
/** Known keys mapped to themselves: stores under a constant key skip interning the sliced text. */
const CANONICAL_HEADER = new Map([...KNOWN_HEADER].map((k) => [k, k]));
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');

const fail = (code: ParseErrorCode, message: string): ParseResult => ({ ok: false, error: { code, message } });

export function parsePacket(frame: string | Uint8Array, opts?: ParseOptions): ParseResult {
  let bytes: Uint8Array;
  if (typeof frame === 'string') bytes = new TextEncoder().encode(frame);
  else if (frame instanceof Uint8Array) bytes = frame;
  else return fail('BAD_FRAME', 'Frame must be a string or bytes');

  let end = bytes.length;
  if (end >= 2 && bytes[end - 2] === CR && bytes[end - 1] === LF) end -= 2;
  if (end < 10 || bytes[0] !== HASH || bytes[1] !== HASH) return fail('BAD_FRAME', 'Frame does not start with ## or is too short');
  let declared = 0;
  for (let i = 2; i < 6; i++) {
    const d = bytes[i] - 0x30;
    if (d < 0 || d > 9) return fail('BAD_FRAME', 'Length field is not 4 decimal digits');
    declared = declared * 10 + d;
  }
  const dataLength = end - 10;
  if (declared !== dataLength) {
    return fail('BAD_LENGTH', `Declared data length ${declared} but the data segment has ${dataLength} bytes`);
  }
  const segmentBytes = bytes.subarray(6, end - 4);
  const declaredCrc = String.fromCharCode(...bytes.subarray(end - 4, end));
  if (!HEX4.test(declaredCrc)) return fail('BAD_FRAME', 'CRC field is not 4 hex digits');

  const warnings: ParseWarning[] = [];
  const crc = checkCrc(segmentBytes, declaredCrc, opts?.lenientCrc === true, warnings);
  if ('code' in crc) return { ok: false, error: crc };
  if (dataLength > STANDARD_MAX_DATA_LENGTH) {
    warnings.push({ code: 'OVERSIZE_SEGMENT', message: `Data segment of ${dataLength} bytes exceeds the standard's ${STANDARD_MAX_DATA_LENGTH}` });
  }

  let segment: string;
  try {
    segment = strictUtf8.decode(segmentBytes);
  } catch {
    // Old loggers send GBK text in Info fields; the structure is ASCII, so decoding lossily is safe.
    segment = lenientUtf8.decode(segmentBytes);
    warnings.push({ code: 'INVALID_UTF8', message: 'Data segment is not valid UTF-8; undecodable bytes replaced' });
  }
  return parseSegment(segment, dataLength, crc, warnings);
}

function checkCrc(segment: Uint8Array, declared: string, lenient: boolean, warnings: ParseWarning[]): CrcCheck | ParseError {
  const upper = declared.toUpperCase();
  const computed = crcHex(segment);
  if (upper === computed) return { declared, variant: 'hj212' };
  if (lenient && upper === modbusSwappedCrcHex(segment)) {
    warnings.push({ code: 'CRC_MODBUS_VARIANT', message: 'Trailer is the byte-swapped CRC-16/MODBUS, not the HJ 212 CRC' });
    return { declared, variant: 'modbus-swapped' };
  }
  return { code: 'BAD_CRC', message: `CRC ${declared} does not match the data segment (HJ 212 CRC ${computed})` };
}

function parseSegment(segment: string, dataLength: number, crc: CrcCheck, warnings: ParseWarning[]): ParseResult {
  const header = emptyRecord<string>();
  let cp: string | undefined;
  let pos = 0;
  while (pos < segment.length) {
    // CP is always last and its data area contains `;`, so it ends the header scan.
    if (segment.startsWith('CP=', pos)) {
      cp = segment.slice(pos + 3);
      break;
    }
    const semi = segment.indexOf(';', pos);
    const item = segment.slice(pos, semi < 0 ? segment.length : semi);
    pos = semi < 0 ? segment.length : semi + 1;
    if (item === '') {
      warnings.push({ code: 'EMPTY_HEADER_ITEM', message: 'Empty item in the data segment header' });
      continue;
    }
    const eq = item.indexOf('=');
    if (eq <= 0) return fail('BAD_SEGMENT', `Header item without key=value: ${quote(item)}`);
    const rawKey = item.slice(0, eq);
    const key = CANONICAL_HEADER.get(rawKey) ?? rawKey;
    if (key in header) warnings.push({ code: 'DUPLICATE_KEY', message: `Header key ${quote(key)} repeated; the last value is used` });
    header[key] = item.slice(eq + 1);
  }

  for (const [key, value] of Object.entries(header)) {
    if (CONTROL_CHARS.test(value)) return fail('BAD_FIELD', `${quote(key)} contains control characters`);
    const format = FIELD_FORMATS.get(key);
    if (format && value !== '' && !format.test(value)) return fail('BAD_FIELD', `${key}=${quote(value)} is malformed`);
  }
  for (const key of ['ST', 'CN', 'MN']) {
    if (!header[key]) return fail('MISSING_FIELD', `${key} is missing`);
  }
  const cn = header.CN;
  if (!header.PW && !isReplyCn(cn)) return fail('MISSING_FIELD', 'PW is missing');
  if (cp === undefined) return fail('MISSING_FIELD', 'CP is missing');
  if (cp.length < 4 || !cp.startsWith('&&') || !cp.endsWith('&&')) return fail('BAD_SEGMENT', 'CP is not enclosed in &&…&&');

  const flag = header.Flag ? Number(header.Flag) : undefined;
  if (flag !== undefined && flag > 255) return fail('BAD_FIELD', `Flag=${flag} is out of range 0–255`);
  if (header.QN !== undefined && !/^\d{17}$/.test(header.QN)) {
    warnings.push({ code: 'BAD_QN', message: 'QN is not YYYYMMDDhhmmsszzz' });
  }

  const extraHeader = emptyRecord<string>();
  for (const [key, value] of Object.entries(header)) {
    if (KNOWN_HEADER.has(key)) continue;
    extraHeader[key] = value;
    warnings.push({ code: 'UNKNOWN_HEADER_FIELD', message: `Unknown header field ${quote(key)}` });
  }

  const pnum = header.PNUM ? Number(header.PNUM) : undefined;
  const pno = header.PNO ? Number(header.PNO) : undefined;
  const decoded = decodeFlag(flag);
  // Lines 16–17 of the samples split without a Flag; PNUM/PNO presence is the practical signal.
  if (pnum !== undefined || pno !== undefined) decoded.hasSplit = true;
  checkSplit(decoded.hasSplit, pnum, pno, warnings);

  const area = cp.slice(2, -2);
  const { data: cpData, warnings: cpWarnings } = parseCpData(area);
  warnings.push(...cpWarnings);

  const packet: Packet = {
    st: header.ST,
    cn,
    mn: header.MN,
    decoded,
    extraHeader,
    cp: area,
    cpData,
    dataLength,
    crc,
    warnings,
  };
  if (header.QN !== undefined) packet.qn = header.QN;
  if (header.PW) packet.pw = header.PW;
  if (flag !== undefined) packet.flag = flag;
  if (pnum !== undefined) packet.pnum = pnum;
  if (pno !== undefined) packet.pno = pno;
  return { ok: true, packet };
}

function checkSplit(hasSplit: boolean, pnum: number | undefined, pno: number | undefined, warnings: ParseWarning[]): void {
  if (!hasSplit) return;
  if (pnum === undefined || pno === undefined) {
    warnings.push({ code: 'SPLIT_MISMATCH', message: 'Split packet without both PNUM and PNO' });
  } else if (pno < 1 || pno > pnum) {
    warnings.push({ code: 'SPLIT_MISMATCH', message: `PNO ${pno} is outside 1..PNUM ${pnum}` });
  }
}
